import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForHealth } from './child-server.js';

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
