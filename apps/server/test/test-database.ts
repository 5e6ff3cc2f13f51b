import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.js';

/**
 * A database of its own for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set, a fresh database created on that server and dropped afterwards.
 * Test files never share tables, so they run in parallel with no clean-up between them.
 *
 * Both start migrated, from what the global setup prepared once for the run (global-setup.ts):
 * PGlite loads a dump of a migrated database, PostgreSQL copies a migrated template. The
 * server's own `migrate()` at start then finds nothing to do, as it would on a deployed database.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return nextPglite();

  const name = `${testDatabasePrefix(inject('postgresRun') ?? 'solo')}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  // A commit need not wait for its WAL to reach the disk (about 1.3 ms a flush on CI's machine,
  // thousands of commits a run): a throwaway database has no crash to survive. The tests that are
  // about surviving crashes run on their own clusters and data folders, with the default.
  await adminQuery(adminUrl, `alter database "${name}" set synchronous_commit = off`);
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  // Closed, not dropped: PostgreSQL checkpoints for every DROP DATABASE, flushing what the other
  // worker's files have written too (2 s apiece on a busy CI machine, one per file). The global
  // setup's teardown drops the run's databases, by their prefix, once the files are done.
  return { ...database, url };
}

/** The name every database of run `run` starts with, which the global teardown drops by. */
export function testDatabasePrefix(run: string): string {
  return `shelfscope_test_${run}_`;
}

// The next PGlite database of this worker, loading while the current file runs. Loading the
// snapshot is CPU work of a second or more (about 200 files a run), and a server test file spends
// much of its time waiting (on the job queue's polling, on child processes), so the load mostly
// fills time the worker would idle. Each database is still used by one file only.
let spare: Promise<Database> | undefined;

function loadPglite(): Promise<Database> {
  const loading = pgliteSnapshot().then((snapshot) => openDatabase({ kind: 'pglite', ...snapshot }));
  // Awaited by the next file; a failure surfaces there, not as an unhandled rejection here.
  loading.catch(() => {});
  return loading;
}

// Taken and replaced in one synchronous step: two apps created together (Promise.all) each get
// a database of their own.
function nextPglite(): Promise<Database> {
  const database = spare ?? loadPglite();
  spare = loadPglite();
  return database;
}

// Read once per worker process: the server project does not isolate its test files (see
// vitest.config.ts), so later files in a worker reuse the bytes.
let snapshot: Promise<Blob> | undefined;

async function pgliteSnapshot(): Promise<{ snapshot?: Blob }> {
  const file = inject('pgliteSnapshot');
  if (!file) return {};
  snapshot ??= readFile(file).then((bytes) => new Blob([bytes]));
  return { snapshot: await snapshot };
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the admin connection (create and drop database cannot run in a transaction). */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The databases on the server of `adminUrl` whose names start with `prefix`. */
export async function runDatabases(adminUrl: string, prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1) order by datname',
      [prefix],
    );
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}
