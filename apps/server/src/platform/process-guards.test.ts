import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// A real Node process (its default ends the process on an unhandled rejection), with the guard
// main.ts installs at boot.
const script = `
  import { keepRunningOnStrayRejections } from './src/platform/process-guards.ts';
  const logged = [];
  keepRunningOnStrayRejections({ error: (fields, message) => logged.push(message + ': ' + fields.err.message) });
  Promise.reject(new Error('a query nobody awaited'));
  setTimeout(() => console.log(JSON.stringify(logged)), 50);
`;

describe('a stray promise rejection', () => {
  it('is logged and the process keeps running', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: serverDir });
    expect(JSON.parse(stdout.trim())).toEqual(['unhandled promise rejection (the server keeps running): a query nobody awaited']);
  });
});
