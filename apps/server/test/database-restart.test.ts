import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asinOf } from '../src/market/index.js';
import { freePort, openEventStream, type Running, signUpOverHttp, startServer, waitForHealth } from './child-server.js';
import { csvOf, type Sheet } from './isolation/upload-files.js';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres.js';

// Issue 37, findings 1 and 7: PostgreSQL stopped and started again under a running server process
// while an upload job works. The server must live through it (an 'error' event of a pooled
// client that nothing listened to used to end the process), answer 503 with Retry-After while
// the database is away (not 500), report not ready, and then finish the upload, its job failed
// and retried, with the live event stream (LISTEN/NOTIFY on a connection that died) working again.
//
// The cluster is the test's own (test/private-postgres.ts): the machine's shared PostgreSQL is
// never restarted. It runs in the PostgreSQL stage (TEST_DATABASE_URL set) only.

const ROWS = 1_000;

type UploadStatus = { status: string; processed: number };

let cluster: PrivatePostgres | undefined;
let server: Running | undefined;
const dirs: string[] = [];
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await cluster?.destroy();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL restart under a running server (needs TEST_DATABASE_URL)', () => {
  it('keeps serving, answers 503 while the database is away, then finishes the upload', async () => {
    cluster = await startPrivatePostgres();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shelfscope-restart-'));
    dirs.push(dataDir);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      IDENTITY_SECRET: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: '0',
      SELLER_TRIAL_PLAN: 'Enterprise',
      UPLOAD_BATCH_ROWS: '20',
      UPLOAD_JOB_EXPIRE_SECONDS: '5',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '2',
      IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '100000',
    });
    await waitForHealth(port, server);
    const running = server;

    const { jwt } = await signUpOverHttp(url, 'Restart Co');
    const call = async <T>(route: string, init: RequestInit = {}): Promise<T> => {
      const res = await fetch(`${url}${route}`, {
        ...init,
        headers: { authorization: `Bearer ${await jwt()}`, ...(init.headers ?? {}) },
        signal: AbortSignal.timeout(30_000),
      });
      const body = (await res.json()) as { data: T };
      if (res.status !== 200) throw new Error(`${route} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      return body.data;
    };
    const { ticket } = await call<{ ticket: string }>('/api/Notification/stream-ticket', { method: 'POST' });
    const stream = await openEventStream(url, ticket);
    const supplier = await call<{ id: string }>('/api/Supplier', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Restart supplier' }),
    });
    const sheet: Sheet = [['Code', 'Unit Price']];
    for (let i = 0; sheet.length <= ROWS; i++) sheet.push([asinOf(i), '3.50']);
    const form = new FormData();
    form.set('supplierId', supplier.id);
    form.set('file', new Blob([csvOf(sheet)]), 'prices.csv');
    const { id: uploadId } = await call<{ id: string }>('/api/Product/bulk', { method: 'POST', body: form });
    const status = () => call<UploadStatus>(`/api/Upload/${uploadId}?pageSize=1`);

    let seen: UploadStatus | null = null;
    for (let attempt = 0; attempt < 1_500; attempt++) {
      seen = await status();
      if (seen.status === 'matching' && seen.processed > 0) break;
      if (!['queued', 'parsing', 'matching'].includes(seen.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen?.status, 'the upload job is at work when the database stops').toBe('matching');
    const token = await jwt();

    await cluster.stop();
    // The job's next query fails on a dead connection; give the process the time to trip over it.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(running.child.exitCode, `the server is still running:\n${running.output()}`).toBeNull();
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(503);
    const api = await fetch(`${url}/api/Upload/${uploadId}?pageSize=1`, { headers: { authorization: `Bearer ${token}` } });
    expect(api.status, 'a request that needs the database').toBe(503);
    expect(api.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await api.json()) as { errors: { type: string }[] }).errors[0]?.type).toBe('database_unavailable');

    await cluster.start();
    const readyBound = Date.now() + 30_000;
    let readyAgain = 0;
    while (readyAgain !== 200 && Date.now() < readyBound) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      readyAgain = (await fetch(`${url}/api/ready`)).status;
    }
    expect(readyAgain).toBe(200);

    // The job that failed mid-way is retried (after its expiry at the latest) and finishes.
    const doneBound = Date.now() + 60_000;
    let done = await status();
    while (done.status !== 'done' && Date.now() < doneBound) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      done = await status();
    }
    expect(done).toMatchObject({ status: 'done', processed: ROWS });
    // The event stream's LISTEN connection died with the database: it listens again.
    const streamBound = Date.now() + 10_000;
    const finished = () => stream.events.some((e) => e.event === 'notification' && e.data.kind === 'upload.finished');
    while (!finished() && Date.now() < streamBound) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(finished(), 'the finished notification reaches the stream').toBe(true);
    await stream.close();

    running.child.kill('SIGTERM');
    const code = await running.exited;
    expect(code, `the server stops cleanly:\n${running.output().slice(-4000)}`).toBe(0);
  }, 240_000);
});
