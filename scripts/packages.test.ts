import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The published packages (issue 45): each is public, semver, with an `exports` map that has
 * types, a changelog entry for its version, and `npm pack` takes what a user needs and nothing
 * of the sources, tests or fixtures. The dists come from the build (`npm run build`, which CI
 * runs before the tests; the identity client's is built here when missing).
 */
const root = path.resolve(import.meta.dirname, '..');
const PACKAGES = [
  { dir: 'packages/login-widget', needs: ['dist/lib/index.js', 'dist/standalone/login-widget.js', 'dist/types/index.d.ts'] },
  { dir: 'packages/identity-client', needs: ['dist/index.js', 'dist/index.d.ts'] },
  { dir: 'packages/api-client', needs: ['dist/index.js', 'dist/index.d.ts', 'dist/openapi.d.ts'] },
];

type Manifest = {
  name: string;
  version: string;
  private?: boolean;
  exports: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
};

function packed(dir: string): string[] {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: path.join(root, dir),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return (JSON.parse(out) as { files: { path: string }[] }[])[0]?.files.map((f) => f.path) ?? [];
}

describe('published packages', () => {
  for (const { dir, needs } of PACKAGES) {
    it(`${dir} is publishable and packs only what a user needs`, { timeout: 120_000 }, () => {
      if (dir === 'packages/identity-client' && !existsSync(path.join(root, dir, 'dist/index.js'))) {
        execFileSync('npm', ['run', 'build', '-w', '@shelfscope/identity-client'], { cwd: root, stdio: 'ignore' });
      }
      const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as Manifest;
      expect(manifest.private, 'not private').toBeUndefined();
      expect(manifest.version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
      const main = manifest.exports['.'] as Record<string, string>;
      expect(main.types, 'exports . has types').toMatch(/\.d\.ts$/);
      expect(main.default).toMatch(/^\.\/dist\//);
      // A workspace dependency is a version range a registry can resolve, not "*".
      for (const [name, range] of Object.entries(manifest.dependencies ?? {})) expect(range, name).not.toBe('*');
      const changelog = readFileSync(path.join(root, dir, 'CHANGELOG.md'), 'utf8');
      expect(changelog, 'a changelog entry for this version').toContain(`## ${manifest.version}`);

      const files = packed(dir);
      for (const file of ['package.json', 'README.md', 'CHANGELOG.md', ...needs]) expect(files, file).toContain(file);
      const stray = files.filter((f) => /^src\/|\.test\.|test-support|fixtures|tsconfig/.test(f));
      expect(stray, 'no sources, tests or configuration').toEqual([]);
      // Every path the exports map names is in the package.
      for (const target of Object.values(manifest.exports).flatMap((e) => (typeof e === 'string' ? [e] : Object.entries(e)))) {
        const [condition, file] = Array.isArray(target) ? target : ['default', target];
        if (condition === '@shelfscope/source') continue;
        expect(files, `${condition}: ${file}`).toContain(String(file).replace(/^\.\//, ''));
      }
    });
  }
});
