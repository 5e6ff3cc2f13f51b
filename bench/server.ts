import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';
import { freePort } from '../apps/server/test/child-server.js';

// BENCH_SERVER_MAIN runs another build (a copy of dist/ beside it) to compare two builds in one session.
const SERVER_MAIN = process.env.BENCH_SERVER_MAIN ?? fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

export type RunningServer = { url: string; child: ChildProcess; msToHealthy: number; stop(): Promise<void> };

/** Starts the built server (npm run build first) on loopback and waits until it is healthy. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // A restart on the same data asks for the port it had (env.PORT): health is polled there.
  // BENCH_PORT pins the port, for a session limited to its own ports on a shared machine (benchmarks
  // of one server at a time).
  const port = env.PORT ? Number(env.PORT) : process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server under load.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, SERVER_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'shelfscope-bench-')),
      // One member makes every request of a benchmark: its requests are still counted (the cost
      // is measured) but never refused, which would measure the 429 instead.
      // BENCH_MEMBER_LIMIT=0 turns the count off, to measure what counting costs.
      API_RATE_LIMIT_MEMBER_PER_MINUTE: process.env.BENCH_MEMBER_LIMIT ?? '1000000',
      ...env,
    },
    // BENCH_SERVER_STDOUT=file keeps what the server prints (with BENCH_NODE_ARGS=--trace-gc, its
    // heap over the run).
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? openSync(process.env.BENCH_SERVER_STDOUT, 'a') : 'ignore', 'inherit'],
  });
  // BENCH_SERVER_START_SECONDS: a busy shared machine may need longer than a minute to boot.
  const startSeconds = Number(process.env.BENCH_SERVER_START_SECONDS ?? 60);
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM'); // not left running behind a failed benchmark
      throw new Error(`server did not become healthy within ${startSeconds} s`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const msToHealthy = performance.now() - started;
  return {
    url,
    child,
    msToHealthy,
    // A child that has already exited fires no 'exit' again: waiting for one would leave the
    // benchmark's promise unsettled and hide the error that ended it.
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
