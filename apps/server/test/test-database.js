import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../src/db/database.js';
/**
 * A database of its own for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set, a fresh database created on that server and dropped afterwards.
 * Test files never share tables, so they run in parallel with no clean-up between them.
 *
 * Both start migrated, from what the global setup prepared once for the run (global-setup.ts):
 * PGlite loads a dump of a migrated database, PostgreSQL copies a migrated template. The
 * server's own `migrate()` at start then finds nothing to do, as it would on a deployed database.
 */
export async function openTestDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ kind: 'pglite', ...(await pgliteSnapshot()) });
  const name = `shelfscope_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
// Read once per worker process: the server project does not isolate its test files (see
// vitest.config.ts), so later files in a worker reuse the bytes.
let snapshot;
async function pgliteSnapshot() {
  const file = inject('pgliteSnapshot');
  if (!file) return {};
  snapshot ??= readFile(file).then((bytes) => new Blob([bytes]));
  return { snapshot: await snapshot };
}
/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
/** One statement on the admin connection (create and drop database cannot run in a transaction). */
export async function adminQuery(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
//# sourceMappingURL=test-database.js.map
