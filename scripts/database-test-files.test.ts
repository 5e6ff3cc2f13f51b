import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedDatabaseFiles, serverTestFiles, splitByDatabase } from './database-test-files.mjs';

// The PostgreSQL pass skips the files this split says cannot reach the database: a file put on
// the wrong side would lose its PostgreSQL run without anyone noticing.
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'database-test-files-'));
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), source);
  }
  return root;
}

function split(files: Record<string, string>) {
  const root = tree(files);
  const found: string[] = serverTestFiles(root);
  const { database, none } = splitByDatabase(found, path.join(root, 'test/test-database.ts')) as {
    database: string[];
    none: string[];
  };
  const names = (list: string[]) => list.map((file) => path.relative(root, file)).sort();
  return { database: names(database), none: names(none) };
}

describe('which server test files the PostgreSQL pass runs', () => {
  it('runs a file that reaches the test database through helpers, and skips a pure one', () => {
    expect(
      split({
        'test/test-database.ts': 'export const url = process.env.TEST_DATABASE_URL;',
        'test/test-app.ts': "import { url } from './test-database.js';\nexport const app = url;",
        'src/a/routes.test.ts': "import { app } from '../../test/test-app.js';",
        'src/a/formula.test.ts': "import { describe } from 'vitest';\nimport { f } from './formula.js';",
        'src/a/formula.ts': 'export const f = 1;',
        'dist/ignored.test.ts': "import '../test/test-database.js';",
      }),
    ).toEqual({ database: ['src/a/routes.test.ts'], none: ['src/a/formula.test.ts'] });
  });

  it('runs a file that reads TEST_DATABASE_URL itself, or imports a module that does', () => {
    expect(
      split({
        'test/test-database.ts': '',
        'test/boot.test.ts': 'const adminUrl = process.env.TEST_DATABASE_URL;',
        'src/b.test.ts': "export { x } from './b-support.js';",
        'src/b-support.ts': 'export const x = process.env.TEST_DATABASE_URL;',
      }).none,
    ).toEqual([]);
  });

  it('follows import cycles and dynamic imports to the database', () => {
    expect(
      split({
        'test/test-database.ts': '',
        'src/c.test.ts': "import './c1.js';",
        'src/c1.ts': "import './c2.js';",
        'src/c2.ts': "import './c1.js';\nconst later = await import('../test/test-database.js');",
        'src/d.test.ts': "import { y } from './d1.js';",
        'src/d1.ts': "import { y } from './d.test.js';\nexport { y };",
      }),
    ).toEqual({ database: ['src/c.test.ts'], none: ['src/d.test.ts'] });
  });

  it('runs a file whose relative import it cannot find (never skips by mistake)', () => {
    expect(
      split({ 'test/test-database.ts': '', 'src/e.test.ts': "import { z } from './generated/missing.js';" }).database,
    ).toEqual(['src/e.test.ts']);
  });

  it('runs the database files that name PGlite on PGlite too, in CI (and no pure file)', () => {
    const root = tree({
      'test/test-database.ts': 'export const url = process.env.TEST_DATABASE_URL;',
      'src/crash.test.ts': "import { url } from '../test/test-database.js';\n// On PGlite the data is a folder on disk.",
      'src/routes.test.ts': "import { url } from '../test/test-database.js';",
      'src/pure.test.ts': "// Parses what PGlite's dump names; reaches no database.",
    });
    const { database } = splitByDatabase(serverTestFiles(root), path.join(root, 'test/test-database.ts'));
    expect((embeddedDatabaseFiles(database) as string[]).map((file) => path.relative(root, file))).toEqual(['src/crash.test.ts']);
  });
});
