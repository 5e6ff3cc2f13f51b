#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
// Builds what changed, and only that (`npm run build`, `npm start`, and once in `npm ci`'s
// postinstall): the server with `tsc -b`, the login widget and the web app with Vite, the
// browser extension with esbuild, each
// skipped when a hash of its inputs' contents equals the one recorded after its last build and
// its outputs are there. Content, not modification times, so a checkout or a fresh clone never
// passes for "built".
//
//   node scripts/build.mjs              build what changed
//   node scripts/build.mjs --force      build everything
//   node scripts/build.mjs --postinstall  as the first, but a failure only warns (npm ci must not
//                                         fail on a branch that does not compile; npm start then
//                                         builds again and shows the error)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRONT_END_INPUTS, hashOf, root, SERVER_INPUTS, stampDir, stampOf } from './build-stamps.mjs';
import { releaseVersion } from './release-version.mjs';

const args = new Set(process.argv.slice(2));
const force = args.has('--force');
const postinstall = args.has('--postinstall');
// The release this build is stamped with (scripts/release-version.mjs): the web app and the
// extension embed it (their builds read SHELFSCOPE_RELEASE), the server reads dist/release.json.
const release = releaseVersion(root);
process.env.SHELFSCOPE_RELEASE = release;

const STEPS = [
  {
    name: 'server',
    command: ['npx', 'tsc', '-b', 'apps/server'],
    inputs: SERVER_INPUTS,
    outputs: [
      'apps/server/dist/main.js',
      'packages/contracts/dist/index.js',
      'packages/identity-client/dist/wire/index.js',
      'packages/profit/dist/index.js',
    ],
  },
  {
    name: 'login widget',
    command: ['npm', 'run', 'build', '-w', '@shelfscope/login-widget', '--silent'],
    inputs: FRONT_END_INPUTS,
    outputs: [
      'packages/login-widget/dist/lib/index.js',
      'packages/login-widget/dist/standalone/login-widget.js',
      'packages/login-widget/dist/captcha/captcha.js',
    ],
  },
  {
    name: 'web app',
    command: ['npm', 'run', 'build', '-w', '@shelfscope/web', '--silent'],
    inputs: FRONT_END_INPUTS,
    outputs: ['apps/web/dist/index.html'],
    // The footer shows the release: a new one (a commit, a tag) builds the web app again.
    alsoHashes: release,
  },
  {
    // The browser extension's build (apps/extension/build.mjs) checks itself whether its inputs
    // and its settings (development or production, the server URL) changed, so it always runs.
    name: 'browser extension',
    command: [process.execPath, 'apps/extension/build.mjs'],
    checksItself: true,
  },
];

let failed = false;
for (const step of STEPS) {
  const started = Date.now();
  const hash = step.checksItself ? null : hashOf(step.inputs, step.alsoHashes);
  const stamp = stampOf(step.name);
  const isFresh =
    hash !== null &&
    !force &&
    step.outputs.every((output) => existsSync(join(root, output))) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === hash;
  if (isFresh) {
    console.log(`build: ${step.name} is up to date (its sources have not changed)`);
    continue;
  }
  const [command, ...rest] = step.command;
  const run = spawnSync(command, [...rest, ...(force && step.checksItself ? ['--force'] : [])], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    failed = true;
    console.error(`build: ${step.name} failed`);
    break;
  }
  if (hash === null) continue;
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stamp, hash);
  console.log(`build: ${step.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// The server's stamp: written whenever it differs, so a commit with no source change still shows.
const releaseFile = join(root, 'apps/server/dist/release.json');
const releaseJson = `${JSON.stringify({ version: release })}\n`;
if (!failed && (!existsSync(releaseFile) || readFileSync(releaseFile, 'utf8') !== releaseJson)) {
  writeFileSync(releaseFile, releaseJson);
}
console.log(`build: release ${release}`);
// The released widget's URL and Subresource Integrity hash, for pages that embed it (docs/integrating.md).
const widgetEntry = join(root, 'packages/login-widget/dist/standalone/login-widget.js');
if (!failed && existsSync(widgetEntry)) {
  const widgetVersion = JSON.parse(readFileSync(join(root, 'packages/login-widget/package.json'), 'utf8')).version;
  const integrity = `sha384-${createHash('sha384').update(readFileSync(widgetEntry)).digest('base64')}`;
  console.log(`build: login widget /widget/v${widgetVersion}/login-widget.js integrity="${integrity}"`);
}

if (failed && postinstall) {
  console.warn('build: the build failed after install; `npm start` will build again and show why.');
} else if (failed) {
  process.exit(1);
}
