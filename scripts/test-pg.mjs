// `npm run test:pg`: the server suite against a real PostgreSQL. Creates a fresh database for
// the run (each test file then creates and drops its own database from it) and drops it after.
// PG_ADMIN_URL defaults to the local server with trust auth.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

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
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: runUrl.toString() },
});
await admin(`drop database if exists "${name}" with (force)`).catch((error) => console.error(error.message));
process.exit(result.status ?? 1);
