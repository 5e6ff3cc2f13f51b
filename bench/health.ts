import autocannon from 'autocannon';
import { startServer } from './server.js';

/** GET /api/health (one database round trip) under 20 concurrent connections for 10 s. */
export async function healthBench(): Promise<Record<string, string>> {
  const server = await startServer();
  try {
    const result = await autocannon({ url: `${server.url}/api/health`, connections: 20, duration: 10 });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
    return {
      'requests per second (mean)': result.requests.average.toFixed(0),
      'latency p50 (ms)': String(result.latency.p50),
      'latency p97.5 (ms)': String(result.latency.p97_5),
      'latency p99 (ms)': String(result.latency.p99),
    };
  } finally {
    await server.stop();
  }
}
