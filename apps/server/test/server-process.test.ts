import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

type Running = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(env: Record<string, string>): Running {
  let output = '';
  const child = spawn(process.execPath, ['--conditions=@shelfscope/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

// Generous: the server compiles its TypeScript with tsx at start, which on two busy cores (the
// rest of the suite runs beside it) has taken over 45 s.
async function waitForHealth(port: number, running: Running, timeoutMs = 100_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${running.output()}`);
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('refuses to start on a bad configuration, naming the variable', async () => {
    const running = startServer({ PORT: 'abc' });
    expect(await running.exited).toBe(78);
    expect(running.output()).toMatch(/PORT/);
  });

  it('seeds demo data once, stops cleanly on SIGTERM, and keeps its data across restarts', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shelfscope-proc-'));
    dirs.push(dataDir);
    const port = await freePort();
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' };
    const inbox = async () =>
      (await (await fetch(`http://127.0.0.1:${port}/dev/mailbox/messages`)).json()) as { subject: string }[];

    const first = startServer(env);
    await waitForHealth(port, first);
    const welcome = async () => (await inbox()).filter((m) => m.subject === 'Welcome to ShelfScope');
    const deadline = Date.now() + 15_000;
    while ((await welcome()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await welcome()).toHaveLength(1);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped');

    const second = startServer(env);
    await waitForHealth(port, second);
    expect(await welcome()).toHaveLength(1); // still there, and not seeded twice
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 240_000);
});
