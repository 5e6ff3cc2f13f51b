import { describe, expect, it } from 'vitest';
import { pageBody } from './list-json.js';

const envelope = JSON.stringify({ page: 1, pageSize: 50, totalItems: 2 });

describe('pageBody', () => {
  it('joins each item’s two objects and wraps them in the envelope, in UTF-8', () => {
    const items = [
      {
        analysis: JSON.stringify({ title: 'Crème brûlée torch — 2 pack 🔥', roi: 12.5, tags: [{ a: 1 }] }),
        own: '{"id":"a","cost":3}',
      },
      { analysis: '{}', own: '{"id":"b","cost":null}' },
    ];
    const body = pageBody(items, envelope);
    expect(JSON.parse(body.toString('utf8'))).toEqual({
      data: [
        { title: 'Crème brûlée torch — 2 pack 🔥', roi: 12.5, tags: [{ a: 1 }], id: 'a', cost: 3 },
        { id: 'b', cost: null },
      ],
      page: 1,
      pageSize: 50,
      totalItems: 2,
    });
  });

  it('writes an empty page', () => {
    expect(JSON.parse(pageBody([], envelope).toString('utf8'))).toEqual({ data: [], page: 1, pageSize: 50, totalItems: 2 });
  });
});
