import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { asinOf } from '../src/market/index.js';
import { freePort, openEventStream, type Running, signUpOverHttp, startServer, waitForHealth } from './child-server.js';
import { csvOf, type Sheet } from './isolation/upload-files.js';
import { adminQuery, databaseUrl } from './test-database.js';

// Two server processes on two ports against one fresh PostgreSQL database behave as one
// deployment: migrations run once when both start together; a session made on one works on the
// other and its revocation applies on both (at once, through the bus; at the latest within
// SELLER_SESSION_CHECK_SECONDS); an upload started on one streams its progress to a browser
// connected to the other; rate limits and the lockout count across both; every job runs once.
// Run without Redis (PostgreSQL LISTEN/NOTIFY, counters in the database) and, when
// TEST_REDIS_URL names a Redis, with it. Everything is on loopback; every wait is bounded.

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const SESSION_CHECK_SECONDS = 30; // the documented bound; the revocation signal beats it by far
const EMAIL_SENDS_PER_HOUR = 3;
const ROWS = 120;

const dirs: string[] = [];
const children: Running[] = [];
afterAll(async () => {
  for (const running of children) if (running.child.exitCode === null) running.child.kill('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` returns a value; at most `timeoutMs`. */
async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; attempt < 10_000 && Date.now() < deadline; attempt++) {
    const value = await check();
    if (value) return value;
    await sleep(100);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

const variants = [
  { name: 'PostgreSQL only (LISTEN/NOTIFY, counters in the database)', redis: false },
  ...(redisUrl ? [{ name: 'with Redis (pub/sub, counters in Redis)', redis: true }] : []),
];

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  for (const variant of variants) {
    it(`behave as one deployment: ${variant.name}`, async () => {
      const name = `shelfscope_two_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
      await adminQuery(adminUrl as string, `create database "${name}"`);
      const url = databaseUrl(adminUrl as string, name);
      const prefix = `shelfscope-two-${randomBytes(4).toString('hex')}:`;
      const redis = variant.redis ? new Redis(redisUrl as string, { lazyConnect: true, maxRetriesPerRequest: 2 }) : null;
      const db = new pg.Client({ connectionString: url });
      try {
        // --- both start together on the fresh database -------------------------------------
        const secret = randomBytes(32).toString('base64');
        const ports = [await freePort(), await freePort()];
        const servers = await Promise.all(
          ports.map(async (port) => {
            const dataDir = await mkdtemp(path.join(tmpdir(), 'shelfscope-two-'));
            dirs.push(dataDir);
            return startServer({
              PORT: String(port),
              HOST: '127.0.0.1',
              DATA_DIR: dataDir,
              DATABASE_URL: url,
              IDENTITY_SECRET: secret,
              LOG_LEVEL: 'info',
              SELLER_SESSION_CHECK_SECONDS: String(SESSION_CHECK_SECONDS),
              IDENTITY_RATE_LIMIT_EMAIL_SENDS_PER_HOUR: String(EMAIL_SENDS_PER_HOUR),
              IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '100000',
              IDENTITY_LOCKOUT_ATTEMPTS: '3',
              IDENTITY_LOCKOUT_DELAY_SECONDS: '0',
              SELLER_TRIAL_PLAN: 'Enterprise',
              UPLOAD_BATCH_ROWS: '20',
              ...(redis ? { REDIS_URL: redisUrl as string, REDIS_KEY_PREFIX: prefix } : { REDIS_URL: '' }),
            });
          }),
        );
        children.push(...servers);
        await Promise.all(servers.map((running, i) => waitForHealth(ports[i] as number, running)));
        const [a, b] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
        for (const [i, base] of [a, b].entries()) {
          const ready = await until('readiness', async () => ((await fetch(`${base}/api/ready`)).ok ? true : null));
          expect(ready, `instance ${i}`).toBe(true);
          expect(servers[i]?.output()).toContain(variant.redis ? '"events":"redis"' : '"events":"postgres"');
          expect(servers[i]?.output()).toContain(variant.redis ? '"rateLimits":"redis"' : '"rateLimits":"database"');
        }
        await db.connect();
        const one = async (text: string, values: unknown[] = []) =>
          (await db.query(text, values)).rows[0] as Record<string, unknown>;

        // Migrations ran once: every migration of the build recorded exactly once.
        const journal = JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
          entries: unknown[];
        };
        expect(
          await one('select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations'),
        ).toEqual({ n: journal.entries.length, hashes: journal.entries.length });

        // --- a session made on A works on B; revoked on A, refused on both -----------------
        const member = await signUpOverHttp(a, 'Two Instances Co');
        const jwt = await member.jwt();
        const sellerCall = (base: string, route: string, init: RequestInit = {}) =>
          fetch(`${base}${route}`, {
            ...init,
            headers: { authorization: `Bearer ${jwt}`, ...(init.headers ?? {}) },
            signal: AbortSignal.timeout(30_000),
          });
        expect((await sellerCall(b, '/api/Supplier')).status).toBe(200);
        expect((await sellerCall(a, '/api/Supplier')).status).toBe(200); // both now cache "live"

        // --- an upload started on A streams its progress to a browser on B -----------------
        const ticket = (await (await sellerCall(a, '/api/Notification/stream-ticket', { method: 'POST' })).json()) as {
          data: { ticket: string };
        };
        const stream = await openEventStream(b, ticket.data.ticket);
        await until('stream ready', async () => stream.events.some((e) => e.event === 'ready'));
        const supplier = (await (
          await sellerCall(a, '/api/Supplier', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Shared supplier' }),
          })
        ).json()) as { data: { id: string } };
        const sheet: Sheet = [['Code', 'Unit Price']];
        for (let i = 0; sheet.length <= ROWS; i++) sheet.push([asinOf(i + 7), '4.25']);
        const form = new FormData();
        form.set('supplierId', supplier.data.id);
        form.set('file', new Blob([csvOf(sheet)]), 'shared.csv');
        const posted = await sellerCall(a, '/api/Product/bulk', { method: 'POST', body: form });
        expect(posted.status).toBe(200);
        const uploadId = ((await posted.json()) as { data: { id: string } }).data.id;
        const finished = await until(
          'upload.finished on the stream held by B',
          async () =>
            stream.events.find((e) => e.event === 'notification' && (e.data as { kind?: string }).kind === 'upload.finished'),
          90_000,
        );
        expect(finished.data).toMatchObject({ data: { uploadId } });
        const progress = stream.events.filter((e) => e.event === 'upload' && e.data.uploadId === uploadId);
        expect(progress.length).toBeGreaterThan(0);
        expect(progress.at(-1)?.data).toMatchObject({ status: 'done' });
        await stream.close();
        // The job ran once: every row once, one product and one version per ASIN.
        expect(
          await one(
            'select count(*)::int as total, count(distinct "row")::int as distinct_rows from upload_rows where upload_id = $1',
            [uploadId],
          ),
        ).toEqual({ total: ROWS, distinct_rows: ROWS });
        expect(
          await one(
            `select count(*)::int as products, count(distinct asin)::int as asins,
               (select count(*)::int from product_versions v where v.product_id in
                 (select id from products where supplier_id = $1)) as versions
             from products where supplier_id = $1 and not deleted`,
            [supplier.data.id],
          ),
        ).toEqual({ products: ROWS, asins: ROWS, versions: ROWS });

        // Revoked on A: B refuses at once (the signal), well within the documented bound.
        const projectToken = ((await (await fetch(`${a}/dev/project`)).json()) as { public_token: string }).public_token;
        const basic = (session: string) => `Basic ${Buffer.from(`${projectToken}:${session}`).toString('base64')}`;
        const revoked = await fetch(`${a}/sdk/v1/b2b/sessions/revoke`, {
          method: 'POST',
          headers: { authorization: basic(member.sessionToken) },
        });
        expect(revoked.status).toBe(200);
        const revokedAt = Date.now();
        await until(
          'revocation on B',
          async () => (await sellerCall(b, '/api/Supplier')).status === 401,
          SESSION_CHECK_SECONDS * 1000,
        );
        const took = Date.now() - revokedAt;
        expect(took, 'revocation reached B by the bus, not by the cache running out').toBeLessThan(5_000);
        expect((await sellerCall(a, '/api/Supplier')).status).toBe(401);

        // --- rate limits count across both instances ----------------------------------------
        const send = (base: string, email: string) =>
          fetch(`${base}/sdk/v1/b2b/otps/email/discovery/send`, {
            method: 'POST',
            headers: { authorization: basic(projectToken), 'content-type': 'application/json' },
            body: JSON.stringify({ email_address: email }),
          });
        const limited = `limited-${randomBytes(3).toString('hex')}@example.com`;
        const statuses: number[] = [];
        for (let i = 0; i < EMAIL_SENDS_PER_HOUR + 2; i++) statuses.push((await send(i % 2 ? b : a, limited)).status);
        expect(statuses).toEqual([...Array(EMAIL_SENDS_PER_HOUR).fill(200), 429, 429]);
        const stored = await one('select count(*)::int as n from identity_rate_limits where key = $1', [`send:email:${limited}`]);
        if (redis) {
          await redis.connect();
          expect(Number(await redis.get(`${prefix}rl:send:email:${limited}`))).toBe(EMAIL_SENDS_PER_HOUR + 2);
          expect(stored).toEqual({ n: 0 });
        } else {
          expect(stored).toEqual({ n: 1 });
        }

        // --- the lockout counts across both instances --------------------------------------
        const demo = await one(`select organization_id from identity_organizations where slug = 'demo'`);
        const login = (base: string, password: string) =>
          fetch(`${base}/sdk/v1/b2b/passwords/authenticate`, {
            method: 'POST',
            headers: { authorization: basic(projectToken), 'content-type': 'application/json' },
            body: JSON.stringify({ organization_id: demo.organization_id, email_address: 'demo@shelfscope.local', password }),
          });
        for (const base of [a, b, a]) expect((await login(base, 'Wrong-guess-1234')).status).toBe(401);
        const locked = await login(b, 'Lantern-harbor-2026'); // the right password, from the locked-out address
        expect(locked.status).toBe(401);
        expect(((await locked.json()) as { error_type: string }).error_type).toBe('user_lock_limit_reached');

        // --- every email job ran once: each message delivered once, at the first attempt -----
        const mail = await until(
          'every message sent',
          async () => {
            const row = await one(
              `select count(*)::int as messages, count(*) filter (where status = 'sent')::int as sent,
                 coalesce(sum(attempts), 0)::int as attempts from email_outbox`,
            );
            return row.sent === row.messages && row;
          },
          30_000,
        );
        expect(mail.attempts).toBe(mail.messages);
        expect(
          await one(
            `select count(*)::int as n from (select "to", count(*) as delivered from dev_mailbox_messages group by "to") d
             where delivered <> (select count(*) from email_outbox o where o."to" = d."to")`,
          ),
        ).toEqual({ n: 0 });

        // Graceful shutdown drains open event streams: the server ends them (the browser then
        // reconnects elsewhere) instead of waiting on them, and exits 0.
        const other = await signUpOverHttp(b, 'Draining Co');
        const otherTicket = (await (
          await fetch(`${b}/api/Notification/stream-ticket`, {
            method: 'POST',
            headers: { authorization: `Bearer ${await other.jwt()}` },
          })
        ).json()) as { data: { ticket: string } };
        const open = await openEventStream(b, otherTicket.data.ticket);
        await until('second stream ready', async () => open.events.some((e) => e.event === 'ready'));
        for (const running of servers) running.child.kill('SIGTERM');
        await Promise.race([open.ended, sleep(15_000).then(() => Promise.reject(new Error('the stream was not ended')))]);
        const codes = await Promise.all(servers.map((running) => running.exited));
        expect(codes, servers.map((s) => s.output().slice(-2_000)).join('\n----\n')).toEqual([0, 0]);
      } finally {
        await db.end().catch(() => {});
        if (redis) {
          const keys = await redis.keys(`${prefix}*`).catch(() => [] as string[]);
          if (keys.length) await redis.del(...keys);
          redis.disconnect();
        }
        await adminQuery(adminUrl as string, `drop database if exists "${name}" with (force)`);
      }
    }, 400_000);
  }
});
