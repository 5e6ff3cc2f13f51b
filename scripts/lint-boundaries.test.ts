import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The import boundaries are Biome rules (biome.json's overrides, docs/architecture.md). Each is a
// glob and a pattern that could silently stop matching after a rename: these probes lint one
// import from a file written beside a given path (removed after) and check the rule still fires,
// and still lets the allowed imports through.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

const forbidden: [string, string][] = [
  ['apps/web/src/features/admin/panel.tsx', '../billing/format'],
  ['apps/web/src/features/admin/api/admin.ts', '../../billing/api/billing'],
  ['apps/web/src/features/admin/a/b/c.tsx', '../../../products/grid'],
  ['apps/web/src/lib/plan.ts', '../features/billing/format'],
  ['apps/web/src/components/app-layout.tsx', '../features/products/products-page'],
  ['apps/server/src/identity/oauth/providers.ts', '../../dev/idp/index.js'],
  ['apps/server/src/seller/products/service.ts', '../../dev/mailbox/repo.js'],
  ['apps/server/src/seller/alerts/dispatch.ts', '../../identity/schema.js'],
  ['apps/server/src/seller/billing/service.ts', '../../identity/idp/schema.js'],
  ['apps/server/src/seller/admin/users.ts', '../../identity/schema.js'],
  ['apps/server/src/seller/demo/demo-seed.ts', '../../identity/schema.js'],
];
const allowed: [string, string][] = [
  ['apps/web/src/features/admin/panel.tsx', '../../lib/plan'],
  ['apps/web/src/features/admin/panel.tsx', './api/admin'],
  ['apps/web/src/features/admin/api/admin.ts', '../panel'],
  ['apps/web/src/features/admin/api/admin.ts', '../../../lib/requester-context'],
  ['apps/web/src/app/areas.tsx', '../features/products/products-page'],
  ['apps/server/src/seed/seed.ts', '../dev/idp/demo-sso.js'],
  ['apps/server/src/dev/idp/oidc.ts', '../../config/dev-idp.js'],
  ['apps/server/src/seller/alerts/dispatch.ts', '../../identity/directory.js'],
  ['apps/server/src/seller/admin/access.ts', '../../identity/directory.js'],
];

/** Lints each probe as a file beside `path` (written, linted in one run, removed); which were restricted. */
function restrictedProbes(probes: [string, string][]): boolean[] {
  const files = probes.map(([path, specifier], i) => {
    const file = join(dirname(path), `__lint-probe-${process.pid}-${i}${extname(path)}`);
    mkdirSync(join(root, dirname(file)), { recursive: true });
    writeFileSync(join(root, file), `import { probe } from '${specifier}';\n\nexport const used = probe;\n`);
    return file;
  });
  try {
    const run = spawnSync(
      biome,
      ['lint', '--only=style/noRestrictedImports', '--reporter=json', '--max-diagnostics=none', ...files],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    const report = JSON.parse(run.stdout) as { diagnostics: { category: string; location: { path: string } }[] };
    const hit = new Set(
      report.diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports').map((d) => d.location.path),
    );
    return files.map((file) => hit.has(file));
  } finally {
    for (const file of files) rmSync(join(root, file), { force: true });
  }
}

describe('import boundaries (biome.json)', () => {
  it('refuses each forbidden import and lets each allowed one through', () => {
    const results = restrictedProbes([...forbidden, ...allowed]);
    const wrong = [...forbidden, ...allowed]
      .map(([path, specifier], i) => ({ path, specifier, restricted: results[i], expected: i < forbidden.length }))
      .filter((r) => r.restricted !== r.expected);
    expect(wrong).toEqual([]);
  });
});
