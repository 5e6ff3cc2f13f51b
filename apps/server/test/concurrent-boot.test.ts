import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type Running, startServer, waitForHealth } from './child-server.js';

// Several instances on one PostgreSQL: two server processes started at the same moment on a
// fresh database must both come up and create the shared state (migrations, job queues, the
// identity project, its signing key, the demo data) exactly once. PGlite is one process's
// database (a second server on the same folder refuses to start), so this needs PostgreSQL.
//
// The boot is serialized by an advisory lock, so what decides the outcome is deterministic: the
// first test holds that lock itself and checks the server creates nothing until it is released.
// The rounds then race two real processes end to end: one by default, since the held lock above
// already decides the outcome and each round boots two servers with the whole demo seed (about
// 14 s of both cores); BOOT_ROUNDS=N runs more when the boot path changes.
const adminUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = Number(process.env.BOOT_ROUNDS) || 1;
const BOOT_LOCK_KEY = 7_355_608_002; // db/database.ts

const dirs: string[] = [];
const children: Running[] = [];
afterAll(async () => {
  for (const running of children) if (running.child.exitCode === null) running.child.kill('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function count(client: pg.Client, query: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(query);
  return Number(rows[0]?.n);
}

async function freshDatabase(): Promise<{ name: string; url: string }> {
  const name = `shelfscope_boot_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin(adminUrl as string, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function startOn(url: string, secret: string): Promise<{ running: Running; port: number }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shelfscope-boot-'));
  dirs.push(dataDir);
  const running = startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    IDENTITY_SECRET: secret,
    LOG_LEVEL: 'warn',
  });
  children.push(running);
  return { running, port };
}

describe.skipIf(!adminUrl)('two instances booting together on a fresh PostgreSQL database (needs TEST_DATABASE_URL)', () => {
  it('a booting server waits for the boot lock before it creates anything, then comes up', async () => {
    const { name, url } = await freshDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [BOOT_LOCK_KEY]);
      const { running, port } = await startOn(url, randomBytes(32).toString('base64'));
      // Wait until the server is queued on the lock (its request shows in pg_locks, ungranted).
      const deadline = Date.now() + 100_000;
      for (;;) {
        if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
        const waiting = await count(
          holder,
          `select count(*) as n from pg_locks where locktype = 'advisory' and not granted
             and ((classid::bigint << 32) | objid::bigint) = ${BOOT_LOCK_KEY}`,
        );
        if (waiting > 0) break;
        if (Date.now() > deadline) throw new Error(`server never asked for the boot lock:\n${running.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Nothing shared exists yet: no table (migrations run under the lock), hence no project,
      // key, queue or demo data.
      expect(
        await count(
          holder,
          `select count(*) as n from information_schema.tables
             where table_schema not in ('pg_catalog', 'information_schema')`,
        ),
      ).toBe(0);
      await holder.query('select pg_advisory_unlock($1)', [BOOT_LOCK_KEY]);
      await waitForHealth(port, running);
      expect(await count(holder, 'select count(*) as n from identity_projects')).toBe(1);
      expect(await count(holder, 'select count(*) as n from companies')).toBe(1);
      running.child.kill('SIGTERM');
      expect(await running.exited, running.output()).toBe(0);
    } finally {
      await holder.end().catch(() => {});
      await admin(adminUrl as string, (client) => client.query(`drop database if exists "${name}" with (force)`));
    }
  }, 200_000);

  it(`both come up with one project, one signing key and one copy of the demo data, ${ROUNDS === 1 ? 'once' : `${ROUNDS} times`}`, async () => {
    const secret = randomBytes(32).toString('base64');
    for (let round = 0; round < ROUNDS; round++) {
      const { name, url } = await freshDatabase();
      try {
        const started = await Promise.all([startOn(url, secret), startOn(url, secret)]);
        const servers = started.map((s) => s.running);
        const ports = started.map((s) => s.port);
        await Promise.all(servers.map((running, i) => waitForHealth(ports[i] as number, running)));

        // Both serve the same project.
        const projects = await Promise.all(
          ports.map(
            async (port) =>
              ((await (await fetch(`http://127.0.0.1:${port}/dev/project`)).json()) as { project_id: string }).project_id,
          ),
        );
        expect(projects[0]).toMatch(/^project-test-/);
        expect(projects[1]).toBe(projects[0]);

        await admin(url, async (client) => {
          expect(await count(client, 'select count(*) as n from identity_projects')).toBe(1);
          expect(await count(client, 'select count(*) as n from identity_signing_keys')).toBe(1);
          expect(await count(client, `select count(*) as n from identity_organizations where slug = 'demo'`)).toBe(1);
          expect(
            await count(client, `select count(*) as n from identity_members where email_address = 'demo@shelfscope.local'`),
          ).toBe(1);
          expect(await count(client, 'select count(*) as n from companies')).toBe(1);
          // Every seed step ran once and is recorded once.
          const steps = await client.query<{ step: string; n: string }>(
            'select step, count(*) as n from seed_runs group by step',
          );
          expect(steps.rows.length).toBeGreaterThan(0);
          expect(steps.rows.filter((r) => r.n !== '1')).toEqual([]);
          expect(await count(client, `select count(*) as n from email_outbox where subject = 'Welcome to ShelfScope'`)).toBe(1);
        });

        for (const running of servers) running.child.kill('SIGTERM');
        const codes = await Promise.all(servers.map((running) => running.exited));
        expect(codes, servers.map((s) => s.output()).join('\n----\n')).toEqual([0, 0]);
      } finally {
        await admin(adminUrl as string, (client) => client.query(`drop database if exists "${name}" with (force)`));
      }
    }
  }, 600_000);
});
