import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/database.js';
import { SecretBox } from '../src/identity/crypto.js';
import { ensureProject } from '../src/identity/project/project.js';
import { SigningKeys } from '../src/identity/sessions/signing-keys.js';
import { createLogger } from '../src/logger.js';
import { Jobs } from '../src/platform/jobs/jobs.js';
import { TEST_IDENTITY_SECRET } from './identity-secret.js';
import { adminQuery, databaseUrl, runDatabases, testDatabasePrefix } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database (a file), that each test file's database starts from. */
    pgliteSnapshot: string | null;
    /** A migrated PostgreSQL database that each test file's database is created from. */
    postgresTemplate: string | null;
    /** This run's mark in its PostgreSQL databases' names (dropped together when it ends). */
    postgresRun: string | null;
  }
}

/** How many of the run's databases the teardown drops side by side. */
const DROPS_AT_ONCE = 8;

/**
 * Runs once per test run, before any server test file: migrates one database and installs the
 * job queue's schema in it, so that no test file pays for that again. On PGlite the result is a
 * dump that each file loads (`PGlite.create({ loadDataDir })`, a fraction of a fresh start); on
 * PostgreSQL it is a template that each file's database is created from.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const run = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const name = `shelfscope_template_${run}`;
    await adminQuery(adminUrl, `create database "${name}"`);
    await prepare(await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), poolSize: 2 }));
    project.provide('pgliteSnapshot', null);
    project.provide('postgresTemplate', name);
    project.provide('postgresRun', run);
    return async () => {
      // Each DROP DATABASE waits for a checkpoint; drops that wait together share one (20 took
      // 9 s side by side against 34 s one after another on CI's kind of machine).
      const left = await runDatabases(adminUrl, testDatabasePrefix(run));
      const dropNext = async (): Promise<void> => {
        for (let database = left.pop(); database; database = left.pop())
          await adminQuery(adminUrl, `drop database if exists "${database}" with (force)`);
      };
      await Promise.all(Array.from({ length: DROPS_AT_ONCE }, dropNext));
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    };
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'shelfscope-test-'));
  const database = await openDatabase({ kind: 'pglite', initdbArgs: ['--wal-segsize=1'] });
  const snapshot = path.join(folder, 'migrated.tar');
  await prepare(database, async () => {
    await slim(database);
    const dump = await database.dump?.();
    if (!dump) throw new Error('the embedded database cannot dump itself');
    await writeFile(snapshot, Buffer.from(await dump.arrayBuffer()));
  });
  project.provide('pgliteSnapshot', snapshot);
  project.provide('postgresTemplate', null);
  project.provide('postgresRun', null);
  return () => rm(folder, { recursive: true, force: true });
}

/**
 * Every server test file loads the dump (about 200 a run), so its size is paid 200 times: the
 * template databases go (the tests use only `postgres`; none creates a database on PGlite), and
 * with 1 MB WAL segments the dump is 20 MB instead of 44 MB (800 files instead of 1,400), which
 * loads in roughly half the time (docs/testing.md).
 */
async function slim(database: Database): Promise<void> {
  await database.executeSql("update pg_database set datistemplate = false where datname in ('template0', 'template1')");
  await database.executeSql('drop database template0');
  await database.executeSql('drop database template1');
  await database.executeSql('checkpoint');
}

/** Migrates, installs the job queue's schema, runs `keep` and closes the database. */
async function prepare(database: Database, keep?: () => Promise<void>): Promise<void> {
  try {
    await database.migrate();
    const jobs = new Jobs(database, createLogger({ logLevel: 'silent', nodeEnv: 'test' }), { runWorkers: false });
    await jobs.start();
    await jobs.stop(1_000);
    await identityProject(database);
    await keep?.();
  } finally {
    await database.close();
  }
}

/**
 * The identity project and its first signing key, as the server's boot makes them, sealed with
 * the tests' identity secret (createTestApp's default): an RSA key pair is generated once a run
 * instead of once a file (a few hundred milliseconds of CPU each, seconds on a loaded machine).
 */
async function identityProject(database: Database): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const project = await ensureProject(database.db, { name: config.identity.projectName, environment: 'test' });
  await new SigningKeys(database.db, new SecretBox(Buffer.from(TEST_IDENTITY_SECRET, 'base64')), project).signingKey();
}
