import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './child-server.js';

// Test support: a PostgreSQL cluster of the test's own (initdb and pg_ctl into a temporary
// folder, on a free loopback port), which a test may stop and start at will. The machine's
// shared PostgreSQL (other test files, other people) is never restarted.

const run = promisify(execFile);

/** Where Debian puts PostgreSQL's server programs; PG_BIN overrides it. */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export type PrivatePostgres = {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster (if running) and removes its folder. */
  destroy(): Promise<void>;
};

/**
 * PostgreSQL refuses to run as root: as root, the cluster's folder is given to the `postgres`
 * user and its programs run as that user (runuser); otherwise they run as the caller.
 */
async function pg(program: string, args: string[]): Promise<void> {
  const binary = path.join(PG_BIN, program);
  const asRoot = process.getuid?.() === 0;
  await run(asRoot ? 'runuser' : binary, asRoot ? ['-u', 'postgres', '--', binary, ...args] : args, { timeout: 60_000 });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shelfscope-pg-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  await chmod(dir, 0o700);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB`;
  const ctl = (action: 'start' | 'stop') =>
    pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '30', '-m', 'fast', action]);
  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await ctl('start');
      running = true;
    },
    async stop() {
      await ctl('stop');
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
