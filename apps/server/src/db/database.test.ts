import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.js';
import { seedRuns } from './schema.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'shelfscope-db-'));
  dirs.push(dir);
  return dir;
}

async function walInitZero(database: Database): Promise<unknown> {
  const { rows } = await database.executeSql('show wal_init_zero');
  return rows[0]?.wal_init_zero;
}

// Each test runs PGlite's initdb in a folder (15 s on an idle 2-core machine, over 30 s beside
// other work): a bound for a slow machine, not a speed check.
describe('embedded database (PGlite) in the data folder', { timeout: 120_000 }, () => {
  it('keeps data across close and reopen, and migrating again is a no-op', async () => {
    const dataDir = await tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await first.db.insert(seedRuns).values({ step: 'kept' });
    // Started with the embedded settings (decision 051) unless told otherwise.
    expect(await walInitZero(first)).toBe('off');
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir, settings: [] });
    await second.migrate();
    const rows = await second.db.select().from(seedRuns);
    expect(rows.map((r) => r.step)).toEqual(['kept']);
    expect(await walInitZero(second)).toBe('on');
    await second.close();
  });

  it('names the settings when PGlite does not start with them', async () => {
    await expect(openDatabase({ kind: 'pglite', settings: ['wal_init_zero=maybe'] })).rejects.toThrow(
      /settings wal_init_zero=maybe \(EMBEDDED_DATABASE_SETTINGS\)/,
    );
  });

  it('refuses a second server on the same folder, with a message that says what to do', async () => {
    const dataDir = await tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    // Simulate another live process holding the lock: our parent process is alive.
    await first.close();
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path.join(dataDir, 'server.lock'), String(process.ppid));
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by another ShelfScope server.*DATA_DIR/s);
    // A lock left by a process that is gone is taken over.
    await writeFile(path.join(dataDir, 'server.lock'), '999999999');
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  });
});
