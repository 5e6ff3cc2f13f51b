#!/usr/bin/env node
// `npm run typecheck`: TypeScript over every workspace. tsc is single-threaded, so the projects
// run side by side, as many at a time as the machine has cores (TYPECHECK_JOBS sets another
// count): on two cores this about halves the stage. The server's build (`tsc -b`) goes first,
// alone: the test configuration and the other projects read its declarations.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const FIRST = ['-b', 'apps/server'];
const PROJECTS = [
  'apps/server/tsconfig.test.json',
  'apps/web',
  'e2e',
  'bench',
  'packages/identity-client/tsconfig.test.json',
  'packages/profit/tsconfig.test.json',
  'packages/login-widget/tsconfig.test.json',
  'apps/extension',
];
const jobs = Number(process.env.TYPECHECK_JOBS) || availableParallelism();
const root = new URL('..', import.meta.url).pathname;

/** Runs tsc with `args`; resolves with its exit code and what it printed (kept together). */
function tsc(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${root}node_modules/typescript/bin/tsc`, ...args], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function report(label, { code, output }, started) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`typecheck: ${label} ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  return code === 0;
}

const firstStarted = Date.now();
let ok = report('tsc -b apps/server', await tsc(FIRST), firstStarted);
if (ok) {
  const queue = [...PROJECTS];
  const worker = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const started = Date.now();
      if (!report(`tsc -p ${project}`, await tsc(['-p', project]), started)) ok = false;
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, PROJECTS.length) }, worker));
}
process.exit(ok ? 0 : 1);
