// What each part of the build is made from, and the hash of those inputs recorded after its
// last build (scripts/build.mjs). Shared with the server's tests, which run a server process from
// its build when the build is of the sources as they are (apps/server/test/child-server.ts).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
export const stampDir = join(root, 'node_modules', '.cache', 'shelfscope-build');

/** What the browser bundles are built from: every package's sources, the web app, the lock file. */
export const FRONT_END_INPUTS = [
  'packages/contracts/src',
  'packages/profit/src',
  'packages/identity-client/src',
  'packages/login-widget/src',
  'packages/login-widget/index.html',
  'packages/login-widget/vite.config.ts',
  'packages/login-widget/package.json',
  'packages/login-widget/tsconfig.json',
  'packages/login-widget/tsconfig.build.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/sign-in.html',
  'apps/web/pwa',
  'apps/web/build',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'tsconfig.base.json',
  'package-lock.json',
];

/** What the server is compiled from (`tsc -b` of it and the packages it references). */
export const SERVER_INPUTS = [
  'apps/server/src',
  'apps/server/tsconfig.json',
  'apps/server/package.json',
  'packages/contracts/src',
  'packages/contracts/tsconfig.json',
  'packages/identity-client/src',
  'packages/identity-client/tsconfig.json',
  'packages/profit/src',
  'packages/profit/tsconfig.json',
  'tsconfig.base.json',
  'package-lock.json',
];

/** Files under `path` (a file or a directory), tests and build output left out, in a stable order. */
function files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((e) => !['node_modules', 'dist', '.cache'].includes(e.name) && !/\.test\.tsx?$/.test(e.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => files(join(path, e.name)));
}

export function hashOf(inputs, extra = '') {
  const hash = createHash('sha256').update(extra);
  for (const file of inputs.flatMap(files))
    hash.update(`${relative(root, join(root, file))}\0`).update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

export const stampOf = (name) => join(stampDir, `${name.replace(/\W+/g, '-')}.sha256`);

/**
 * Whether the server's build (apps/server/dist) was made from its sources as they are now: its
 * outputs exist and the hash recorded after the build equals the sources' hash.
 */
export function isServerBuildFresh() {
  const stamp = stampOf('server');
  return (
    existsSync(join(root, 'apps/server/dist/main.js')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === hashOf(SERVER_INPUTS)
  );
}
