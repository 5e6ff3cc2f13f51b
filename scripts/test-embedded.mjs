// `npm run test:embedded`: the server test files that reach a database and name PGlite, on PGlite
// (the embedded database `npm start` and the end-to-end tests use), whatever TEST_DATABASE_URL
// says. CI runs the server's database tests on PostgreSQL in `npm test` and then these on PGlite
// (decision 039); without CI, `npm test` runs everything on PGlite already. Arguments pass on to
// Vitest as they are.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { embeddedDatabaseFiles, serverTestFiles, splitByDatabase } from './database-test-files.mjs';

const root = path.resolve(import.meta.dirname, '../apps/server');
const { database } = splitByDatabase(serverTestFiles(root), path.join(root, 'test/test-database.ts'));
const files = embeddedDatabaseFiles(database).map((file) => path.relative(process.cwd(), file));
console.log(`${files.length} server test files name PGlite; running them on PGlite:\n  ${files.join('\n  ')}`);
const env = { ...process.env };
delete env.TEST_DATABASE_URL;
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2), ...files], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
