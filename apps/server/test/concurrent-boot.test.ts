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
const adminUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = 10;

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

describe.skipIf(!adminUrl)('two instances booting together on a fresh PostgreSQL database (needs TEST_DATABASE_URL)', () => {
  it(`both come up with one project, one signing key and one copy of the demo data, ${ROUNDS} times`, async () => {
    const secret = randomBytes(32).toString('base64');
    for (let round = 0; round < ROUNDS; round++) {
      const name = `shelfscope_boot_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
      await admin(adminUrl as string, (client) => client.query(`create database "${name}"`));
      const url = new URL(adminUrl as string);
      url.pathname = `/${name}`;
      try {
        const ports = [await freePort(), await freePort()];
        const servers = await Promise.all(
          ports.map(async (port) => {
            const dataDir = await mkdtemp(path.join(tmpdir(), 'shelfscope-boot-'));
            dirs.push(dataDir);
            return startServer({
              PORT: String(port),
              HOST: '127.0.0.1',
              DATA_DIR: dataDir,
              DATABASE_URL: url.toString(),
              IDENTITY_SECRET: secret,
              LOG_LEVEL: 'warn',
            });
          }),
        );
        children.push(...servers);
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

        await admin(url.toString(), async (client) => {
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
