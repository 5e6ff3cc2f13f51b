import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/child-server.js';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, silentLogger, type TestContext } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { asinOf } from '../../market/index.js';
import { createServices } from '../../services.js';

/** Opens the SSE stream on a listening app and collects its events until closed. */
async function openStream(ctx: TestContext, ticket: string) {
  const { port } = ctx.app.server.address() as AddressInfo;
  return openEventStream(`http://127.0.0.1:${port}`, ticket);
}

async function ticketFor(ctx: TestContext, jwt: string): Promise<string> {
  const res = await api(ctx, 'POST', '/api/Notification/stream-ticket', jwt);
  expect(res.status).toBe(200);
  return res.body.data.ticket;
}

async function uploadOne(ctx: TestContext, jwt: string, index: number) {
  const supplier = await api(ctx, 'POST', '/api/Supplier', jwt, { name: `Streamed ${index}` });
  const res = await postUpload(
    ctx,
    jwt,
    {
      name: `stream-${index}.csv`,
      content: csvOf([
        ['ASIN', 'Cost'],
        [asinOf(index), '2'],
      ]),
    },
    { supplierId: supplier.body.data.id },
  );
  expect(res.status).toBe(200);
  return res.body.data.id as string;
}

describe('notification stream (one instance, embedded database)', () => {
  let ctx: TestContext;
  afterAll(() => ctx?.close());

  it('refuses a missing or forged ticket, and streams upload progress and the notification', async () => {
    ctx = await createTestApp({ NOTIFICATION_STREAM_TICKET_SECONDS: '5' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { jwt } = await sellerSession(ctx);
    for (const url of ['/api/Notification/stream', '/api/Notification/stream?ticket=forged']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect([400, 401], url).toContain(res.statusCode);
    }
    const stream = await openStream(ctx, await ticketFor(ctx, jwt));
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    await eventually(async () => stream.events.some((e) => e.event === 'ready'));
    const uploadId = await uploadOne(ctx, jwt, 70);
    const note = await eventually(async () => stream.events.find((e) => e.event === 'notification'));
    expect(note.data).toMatchObject({ kind: 'upload.finished', data: { uploadId } });
    expect(stream.events.some((e) => e.event === 'upload' && e.data.uploadId === uploadId)).toBe(true);
    await stream.close();
    // Another member of another company hears nothing of it.
    const other = await sellerSession(ctx, 'Elsewhere Ltd');
    const theirs = await openStream(ctx, await ticketFor(ctx, other.jwt));
    const ours = await openStream(ctx, await ticketFor(ctx, jwt));
    await eventually(async () => theirs.events.length > 0 && ours.events.length > 0);
    const secondId = await uploadOne(ctx, jwt, 71);
    // Both streams hang on the same bus: once ours has the notification, theirs would have it too.
    await eventually(async () =>
      ours.events.some(
        (e) => e.event === 'notification' && (e.data.data as { uploadId?: string } | undefined)?.uploadId === secondId,
      ),
    );
    expect(theirs.events.map((e) => e.event)).toEqual(['ready']);
    await ours.close();
    await theirs.close();
  });
});

const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** This suite needs a PostgreSQL server (the one `npm run test:pg` uses); without one it is skipped. */
async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
const postgresUp = await reachable(adminUrl);

/**
 * Two server instances on one PostgreSQL database: the upload's job runs on instance A (B runs
 * no workers), the member's stream is open on B, and the events still arrive (LISTEN/NOTIFY).
 */
describe.skipIf(!postgresUp)('notification stream across two instances (PostgreSQL)', () => {
  const name = `shelfscope_stream_${randomBytes(4).toString('hex')}`;
  const contexts: TestContext[] = [];
  afterAll(async () => {
    for (const ctx of contexts) await ctx.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  async function instance(url: string, runWorkers: boolean): Promise<TestContext> {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '1000000',
      IDENTITY_SECRET: 'c2hlbGZzY29wZS1zdHJlYW0tdGVzdC1zZWNyZXQtMzItYnl0ZXMtbG9uZw',
      DATABASE_URL: url,
    });
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
    const services = await createServices(config, silentLogger, { database, jobs: { pollingIntervalSeconds: 0.5, runWorkers } });
    const app = await buildApp(services, { webDistDir: null });
    await app.ready();
    await services.jobs.start();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const close = async () => {
      await app.close();
      await services.close();
    };
    const ctx = { app, services, close };
    contexts.push(ctx);
    return ctx;
  }

  it('delivers the job-side events of instance A to a stream held by instance B', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const a = await instance(url.toString(), true);
    const b = await instance(url.toString(), false);
    const { jwt } = await sellerSession(a);
    const stream = await openStream(b, await ticketFor(a, jwt));
    await eventually(async () => stream.events.some((e) => e.event === 'ready'));
    const uploadId = await uploadOne(a, jwt, 72);
    const note = await eventually(async () => stream.events.find((e) => e.event === 'notification'), 25_000);
    expect(note.data).toMatchObject({ kind: 'upload.finished', data: { uploadId } });
    expect((await api(b, 'GET', `/api/Upload/${uploadId}`, jwt)).body.data.status).toBe('done');
    await stream.close();
  });
});
