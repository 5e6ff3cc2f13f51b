// `npm run test:pg`: the server suite against a real PostgreSQL. Creates a fresh database for
// the run (each test file then creates and drops its own database from it) and drops it after.
// PG_ADMIN_URL defaults to the local server with trust auth. Without file arguments it runs the
// server's test files that can reach the database (scripts/database-test-files.mjs): the others
// run the same under `npm test` and are not run twice. Arguments pass on to Vitest as they are.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { serverTestFiles, splitByDatabase } from './database-test-files.mjs';

const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `shelfscope_run_${Date.now().toString(36)}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`create database "${name}"`);
const runUrl = new URL(adminUrl);
runUrl.pathname = `/${name}`;
console.log(`PostgreSQL run database: ${name}`);
let files = [];
if (process.argv.slice(2).every((arg) => arg.startsWith('-'))) {
  const root = path.resolve(import.meta.dirname, '../apps/server');
  const { database, none } = splitByDatabase(serverTestFiles(root), path.join(root, 'test/test-database.ts'));
  console.log(`${database.length} server test files reach the database; ${none.length} do not (run by npm test only)`);
  files = database.map((file) => path.relative(process.cwd(), file));
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2), ...files], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: runUrl.toString() },
});
await admin(`drop database if exists "${name}" with (force)`).catch((error) => console.error(error.message));
process.exit(result.status ?? 1);
