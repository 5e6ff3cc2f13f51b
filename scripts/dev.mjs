// `npm run dev`: the API with restart-on-change (port 3000) and Vite with hot reload (port 5173),
// which forwards /api, /sdk, /v1 and /dev to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';

// The same data folder as `npm start` (the server workspace runs in apps/server).
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.resolve('data') };

const children = [
  spawn('npm', ['run', 'dev', '-w', '@shelfscope/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@shelfscope/web'], { stdio: 'inherit' }),
];
console.log('\n  ShelfScope dev: open http://localhost:5173 (API on http://localhost:3000)\n');

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
