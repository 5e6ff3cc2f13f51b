import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/test/child-server.js';

const SERVER_MAIN = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

export type RunningServer = { url: string; child: ChildProcess; msToHealthy: number; stop(): Promise<void> };

/** Starts the built server (npm run build first) on loopback and waits until it is healthy. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // PORT: a restart on the same address (a client made before it keeps its URL).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server under load.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, SERVER_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'shelfscope-bench-')),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // BENCH_START_SECONDS: longer on a machine busy with other work (a first start migrates).
  const startSeconds = Number(process.env.BENCH_START_SECONDS ?? 60);
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy within ${startSeconds} s`);
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
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
