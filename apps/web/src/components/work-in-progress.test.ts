import { describe, expect, it } from 'vitest';
import { trackWork, type Work } from './work-in-progress';

describe('running uploads and refreshes from live events', () => {
  it('follows a refresh from its first batch to its end', () => {
    let work: Work[] = [];
    work = trackWork(work, {
      event: 'refresh',
      data: { refreshId: 'r1', scope: 'supplier', status: 'running', total: 210, done: 100 },
    });
    expect(work).toEqual([{ id: 'refresh:r1', label: "Refreshing a supplier's products", done: 100, total: 210 }]);
    work = trackWork(work, {
      event: 'refresh',
      data: { refreshId: 'r1', scope: 'supplier', status: 'running', total: 210, done: 200 },
    });
    expect(work).toEqual([{ id: 'refresh:r1', label: "Refreshing a supplier's products", done: 200, total: 210 }]);
    work = trackWork(work, {
      event: 'refresh',
      data: { refreshId: 'r1', scope: 'supplier', status: 'done', total: 210, done: 210 },
    });
    expect(work).toEqual([]);
  });

  it('keeps an upload beside a refresh, and drops a stopped upload', () => {
    let work = trackWork([], {
      event: 'refresh',
      data: { refreshId: 'r1', scope: 'shortlist', status: 'queued', total: 5, done: 0 },
    });
    work = trackWork(work, { event: 'upload', data: { uploadId: 'u1', status: 'parsing', rowsTotal: null, processed: 0 } });
    expect(work.map((w) => [w.id, w.total])).toEqual([
      ['refresh:r1', 5],
      ['upload:u1', null],
    ]);
    work = trackWork(work, { event: 'upload', data: { uploadId: 'u1', status: 'stopped', rowsTotal: 40, processed: 40 } });
    expect(work.map((w) => w.id)).toEqual(['refresh:r1']);
  });

  it('ignores events it cannot place', () => {
    const work: Work[] = [{ id: 'upload:u1', label: 'Reading a price list', done: 1, total: 2 }];
    expect(trackWork(work, { event: 'refresh', data: { status: 'running' } })).toEqual(work);
    expect(trackWork(work, { event: 'notification', data: { kind: 'upload.finished' } })).toEqual(work);
  });
});
