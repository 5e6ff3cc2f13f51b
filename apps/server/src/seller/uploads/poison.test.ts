import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/index.js';
import { GAVE_UP_MESSAGE, RESTARTS_MESSAGE, resumeUploads } from './job.js';

// Text PostgreSQL cannot store (NUL, lone surrogates) in a price list: the upload ends in a
// state the uploader sees, the server stays up, and nothing of it reaches the database as is.
// Runs on PGlite, and on PostgreSQL under TEST_DATABASE_URL.

let ctx: TestContext;
let jwt: string;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  ctx = await createTestApp();
  ({ jwt } = await sellerSession(ctx));
  // A fault of the database's, the same on every attempt: it refuses any row noted 'poison'.
  await ctx.services.database.db.execute(sql`
    create function test_refuse_poison() returns trigger language plpgsql as $$
    begin raise exception 'this row is refused'; end $$`);
  await ctx.services.database.db.execute(sql`
    create trigger test_refuse_poison before insert on upload_rows
    for each row when (new.notes = 'poison') execute function test_refuse_poison()`);
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await ctx.close();
});

async function send(name: string, content: Buffer): Promise<string> {
  const supplier = await api(ctx, 'POST', '/api/Supplier', jwt, { name: `Poison ${name}` });
  const res = await postUpload(ctx, jwt, { name, content }, { supplierId: supplier.body.data.id });
  expect(res.status).toBe(200);
  return res.body.data.id;
}

const ended = (id: string) =>
  eventually(async () => {
    const now = await api(ctx, 'GET', `/api/Upload/${id}?pageSize=50`, jwt);
    return ['done', 'failed', 'stopped'].includes(now.body.data.status) ? now.body.data : null;
  }, 40_000);

const upload = async (name: string, content: Buffer) => ended(await send(name, content));

describe('a price list with text PostgreSQL cannot store', () => {
  it('a NUL in the header row: the upload is read with the NUL dropped, and the server stays up', async () => {
    const csv = csvOf([
      ['AS\u0000IN', 'Unit\u0000 Price', 'No\uD800tes'],
      [asinOf(70), '4.50', 'fine'],
    ]);
    const done = await upload('nul-header.csv', csv);
    expect(done.status).toBe('done');
    expect(done.columns).toEqual({ identifier: 'ASIN', unitPrice: 'Unit Price' });
    expect(done.processed).toBe(1);
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(rejections).toEqual([]);
  });

  it('a NUL in a data cell: the row is read with the NUL dropped and the upload finishes', async () => {
    const csv = csvOf([
      ['ASIN', 'Unit Price', 'Notes'],
      [asinOf(71), '4.50', 'bad\u0000note'],
      [`${asinOf(72)}\u0000`, '3.00', 'lone \uDC00 surrogate'],
    ]);
    const done = await upload('nul-cell.csv', csv);
    expect(done.status).toBe('done');
    expect(done.processed).toBe(2);
    const originals = done.report.map((r: { original: string | null }) => r.original);
    expect(originals.length).toBe(2);
    expect(JSON.stringify(originals)).not.toMatch(/\\u0000/);
    expect(rejections).toEqual([]);
  });

  it('a job that fails the same way every time: a bounded number of attempts, then a failed upload saying so', async () => {
    const csv = csvOf([
      ['ASIN', 'Unit Price', 'Notes'],
      [asinOf(73), '4.50', 'poison'],
    ]);
    const done = await upload('poison-job.csv', csv);
    expect(done).toMatchObject({ status: 'failed', message: GAVE_UP_MESSAGE });
    const jobs = await ctx.services.database.executeSql(
      `select max(retry_count)::int as attempts from pgboss.job where data->>'uploadId' = $1`,
      [done.id],
    );
    expect(jobs.rows).toEqual([{ attempts: 3 }]);
    expect(rejections).toEqual([]);
  });

  it('an upload a restart never moves on is not resumed at every boot: it is failed, saying why', async () => {
    const csv = csvOf([
      ['ASIN', 'Unit Price', 'Notes'],
      [asinOf(74), '4.50', 'poison'],
    ]);
    const id = await send('poison-boots.csv', csv);
    const deps = {
      db: ctx.services.database.db,
      jobs: ctx.services.jobs,
      bus: ctx.services.bus,
      config: ctx.services.config.uploads,
    };
    // Three boots queue it again; the fourth without progress fails it.
    for (let boot = 0; boot < 3; boot++) expect(await resumeUploads(deps)).toBeGreaterThanOrEqual(1);
    await resumeUploads(deps);
    const done = await ended(id);
    expect(done).toMatchObject({ status: 'failed', message: RESTARTS_MESSAGE });
  });
});
