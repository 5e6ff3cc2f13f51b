import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './server.js';

/**
 * Time from process start to a healthy /api/health on the embedded database: the first start
 * (creates the database, runs migrations and the job-queue schema) and a restart on the same data.
 */
export async function bootBench(): Promise<Record<string, string>> {
  const firstStarts: number[] = [];
  const restarts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shelfscope-boot-'));
    const first = await startServer({ DATA_DIR: dataDir });
    firstStarts.push(first.msToHealthy);
    await first.stop();
    const again = await startServer({ DATA_DIR: dataDir });
    restarts.push(again.msToHealthy);
    await again.stop();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  return {
    'first start to healthy, median of 3 (ms)': median(firstStarts).toFixed(0),
    'restart to healthy, median of 3 (ms)': median(restarts).toFixed(0),
  };
}
