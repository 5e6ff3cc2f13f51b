import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  openEventStream,
  type Running,
  signUpOverHttp,
  startServer,
  waitForHealth,
} from '../../../test/child-server.js';
import { TEST_IDENTITY_SECRET } from '../../../test/identity-secret.js';
import { csvOf, type Sheet } from '../../../test/isolation/upload-files.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { asinOf } from '../../market/index.js';

// Two instances on one PostgreSQL: the one working on an upload is killed with SIGKILL, and the
// other, already running, must take the upload over and finish it (every row exactly once)
// within a minute. Its job stays 'active' in the queue until it expires (UPLOAD_JOB_EXPIRE_SECONDS)
// and pg-boss's maintenance (JOB_MAINTENANCE_INTERVAL_SECONDS) hands it back for a retry; both
// are short here so the test runs fast. PGlite is one process's database, so this needs PostgreSQL.

const ROWS = 1_500;
const BATCH_ROWS = 50;
const MARKET_SIZE = 12_000;
const TAKEOVER_BOUND_MS = 60_000;

type UploadStatus = { status: string; rowsTotal: number | null; processed: number; matched: number; merged: number };

const dirs: string[] = [];
const running: Running[] = [];
afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('an upload whose instance dies (needs TEST_DATABASE_URL)', () => {
  it('is finished by the surviving instance within a minute, every row exactly once', async () => {
    const database = await openTestDatabase();
    try {
      // The test database comes with the tests' signing key, sealed with their secret (global-setup.ts).
      const secret = TEST_IDENTITY_SECRET;
      const start = async () => {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'shelfscope-takeover-'));
        dirs.push(dataDir);
        const port = await freePort();
        const server = startServer({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: database.url ?? '',
          IDENTITY_SECRET: secret,
          LOG_LEVEL: 'warn',
          SEED_DEMO_DATA: '0',
          SELLER_TRIAL_PLAN: 'Enterprise',
          SIMULATED_MARKET_SIZE: String(MARKET_SIZE),
          UPLOAD_BATCH_ROWS: String(BATCH_ROWS),
          UPLOAD_JOB_EXPIRE_SECONDS: '5',
          JOB_MAINTENANCE_INTERVAL_SECONDS: '2',
          // Every poll mints a JWT through /sdk/v1: a minute of polling passes the per-IP limit.
          IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '100000',
        });
        running.push(server);
        await waitForHealth(port, server);
        return { server, url: `http://127.0.0.1:${port}` };
      };
      const a = await start();
      const b = await start();

      // Signed up through B, whose sessions outlive A; the upload is posted to A.
      const { jwt } = await signUpOverHttp(b.url, 'Takeover Co');
      const call = async <T>(url: string, route: string, init: RequestInit = {}): Promise<T> => {
        const res = await fetch(`${url}${route}`, {
          ...init,
          headers: { authorization: `Bearer ${await jwt()}`, ...(init.headers ?? {}) },
          signal: AbortSignal.timeout(30_000),
        });
        const body = (await res.json()) as { data: T };
        if (res.status !== 200) throw new Error(`${route} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
        return body.data;
      };
      // The member's browser holds its live stream on B, the survivor, all along.
      const { ticket } = await call<{ ticket: string }>(b.url, '/api/Notification/stream-ticket', { method: 'POST' });
      const stream = await openEventStream(b.url, ticket);
      const supplier = await call<{ id: string }>(a.url, '/api/Supplier', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Takeover supplier' }),
      });
      // Catalog ASINs, every tenth a repeat of the one before (merged at staging).
      const sheet: Sheet = [['Code', 'Unit Price']];
      for (let i = 0; sheet.length <= ROWS; i++) sheet.push([asinOf(i % 10 === 9 ? i - 1 : i), '3.50']);
      const form = new FormData();
      form.set('supplierId', supplier.id);
      form.set('file', new Blob([csvOf(sheet)]), 'prices.csv');
      const { id: uploadId } = await call<{ id: string }>(a.url, '/api/Product/bulk', { method: 'POST', body: form });
      const status = (url: string) => call<UploadStatus>(url, `/api/Upload/${uploadId}?pageSize=1`);

      // Wait until matching has begun (the job runs on A, which queued it and was woken at once),
      // then kill A with no chance to finish anything.
      let seen: UploadStatus | null = null;
      for (let attempt = 0; attempt < 1_500; attempt++) {
        seen = await status(b.url);
        if (seen.status === 'matching' && seen.matched > 0) break;
        if (!['queued', 'parsing', 'matching'].includes(seen.status)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seen?.status).toBe('matching');
      a.server.child.kill('SIGKILL');
      expect(await a.server.exited).toBeNull();
      const killedAt = stream.events.length;

      // B is a running instance, not a restarted one: nothing resumes the upload at its boot.
      const bound = Date.now() + TAKEOVER_BOUND_MS;
      let done = await status(b.url);
      while (done.status !== 'done' && Date.now() < bound) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        done = await status(b.url);
      }
      const asins = new Set(sheet.slice(1).map((row) => row[0])).size;
      expect(done, 'finished by the surviving instance within a minute').toMatchObject({
        status: 'done',
        rowsTotal: ROWS,
        processed: ROWS,
        matched: asins,
        merged: ROWS - asins,
      });

      // The stream on B went on through the takeover: progress from the job that B took over,
      // then the finished notification.
      const after = stream.events.slice(killedAt);
      const deadline = Date.now() + 10_000;
      while (!after.some((e) => e.event === 'notification') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after.push(...stream.events.slice(killedAt + after.length));
      }
      expect(after.filter((e) => e.event === 'upload' && e.data.uploadId === uploadId).at(-1)?.data).toMatchObject({
        status: 'done',
        processed: ROWS,
      });
      expect(after.find((e) => e.event === 'notification')?.data).toMatchObject({ kind: 'upload.finished', data: { uploadId } });
      await stream.close();

      const one = async (text: string) => (await database.executeSql(text, [uploadId])).rows[0] as Record<string, number>;
      expect(
        await one(
          `select count(*)::int as total, count(distinct "row")::int as distinct_rows,
             count(*) filter (where status = 'pending')::int as pending
           from upload_rows where upload_id = $1`,
        ),
      ).toEqual({ total: ROWS, distinct_rows: ROWS, pending: 0 });
      const productsOf = `products where supplier_id = (select supplier_id from uploads where id = $1) and not deleted`;
      expect(
        await one(
          `select count(*)::int as products, count(distinct asin)::int as asins,
             (select count(*)::int from product_versions where product_id in (select id from ${productsOf})) as versions
           from ${productsOf}`,
        ),
      ).toEqual({ products: asins, asins, versions: asins });

      b.server.child.kill('SIGTERM');
      expect(await b.server.exited).toBe(0);
    } finally {
      await database.close();
    }
  }, 300_000);
});
