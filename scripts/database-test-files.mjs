// Which server test files can reach a database of TEST_DATABASE_URL's server: those that read
// the variable themselves or import, directly or through other modules of the server, the test
// database (apps/server/test/test-database.ts, which reads it). The others (pure functions,
// parsers, PGlite-only process tests) run the same under `npm test`; the PostgreSQL pass
// (scripts/test-pg.mjs) skips them rather than running them twice.
//
// Sound for static imports (`import ... from './x.js'`, `export ... from`, `import('./x.js')`
// with a literal): a file could only get the PostgreSQL URL through one of them. A file the walk
// cannot read counts as reaching the database (run it: never skip by mistake).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every `*.test.ts` under `root`'s src/ and test/ folders, as absolute paths. */
export function serverTestFiles(root) {
  const found = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts')) found.push(full);
    }
  };
  walk(path.join(root, 'src'));
  walk(path.join(root, 'test'));
  return found.sort();
}

/** The TypeScript source a relative specifier names (`./x.js` is `./x.ts` in the sources). */
function resolveSource(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(m?js|ts)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, base, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) return candidate;
  }
  return null;
}

/**
 * Splits `files` into those that can reach the database named by TEST_DATABASE_URL and those
 * that cannot. `marker` is the module that reads the variable for everyone. The import graph of
 * the files is walked once, then the database is reached backwards from `marker`.
 */
export function splitByDatabase(files, marker) {
  const importers = new Map(); // module -> modules that import it
  const addEdge = (from, to) => {
    if (!importers.has(to)) importers.set(to, new Set());
    importers.get(to).add(from);
  };
  const seen = new Set();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    let source;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      addEdge(file, marker);
      continue;
    }
    if (source.includes('TEST_DATABASE_URL')) addEdge(file, marker);
    for (const match of source.matchAll(IMPORT)) {
      const target = resolveSource(file, match[1]);
      if (target === null) {
        addEdge(file, marker);
        continue;
      }
      addEdge(file, target);
      pending.push(target);
    }
  }
  const reaching = new Set([marker]);
  const queue = [marker];
  while (queue.length > 0) {
    for (const importer of importers.get(queue.pop()) ?? []) {
      if (reaching.has(importer)) continue;
      reaching.add(importer);
      queue.push(importer);
    }
  }
  return {
    database: files.filter((file) => reaching.has(file)),
    none: files.filter((file) => !reaching.has(file)),
  };
}

/**
 * Of the files that reach the database, those that name PGlite (in code or a comment): they test
 * something of the embedded database itself (a crash of its data folder, its one connection, an
 * export that must not freeze its thread), so CI runs them on PGlite as well as on PostgreSQL
 * (scripts/test-embedded.mjs). Naming PGlite is the whole rule: a file that does runs more, never less.
 */
export function embeddedDatabaseFiles(databaseFiles) {
  return databaseFiles.filter((file) => {
    try {
      return /pglite/i.test(readFileSync(file, 'utf8'));
    } catch {
      return true;
    }
  });
}
