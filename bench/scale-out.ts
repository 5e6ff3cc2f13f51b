import os from 'node:os';
import autocannon from 'autocannon';
import { freshDatabase, signUpCompany } from './lib.js';
import { type RunningServer, startServer } from './server.js';

/**
 * Several instances (issue 27): the same load against one instance, then against two instances
 * of the built server on one PostgreSQL (and Redis with BENCH_REDIS_URL), the load spread
 * round-robin over both by autocannon's connections (as a balancer would). Each request is
 * `GET /api/Supplier` with a session JWT (the session check, the company lookup, the list and its
 * count) from 20 connections for 15 s, after a 3 s warm-up. Both instances, PostgreSQL and the
 * load generator share this machine's cores: the figure says what a second instance adds here,
 * not on machines of their own.
 */
const CONNECTIONS = 20;
const SECONDS = 15;

type Figures = { rps: number; p50: number; p95: number; p99: number; non2xx: number; errors: number };

async function hammer(urls: string[], jwt: string, seconds: number): Promise<Figures> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance: autocannon.Instance = autocannon(
      {
        // autocannon spreads its connections over several URLs round-robin (its types say string only).
        url: urls as unknown as string,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { authorization: `Bearer ${jwt}` },
        requests: [{ method: 'GET', path: '/api/Supplier?pageSize=25' }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
    });
  });
  times.sort((x, y) => x - y);
  const pct = (p: number) => Math.round((times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0) * 10) / 10;
  return {
    rps: Math.round(result.requests.average),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const show = (f: Figures) =>
  `${f.rps} req/s; p50 / p95 / p99 ${f.p50} / ${f.p95} / ${f.p99} ms${f.non2xx || f.errors ? `; ${f.non2xx} non-2xx, ${f.errors} errors` : ''}`;

export async function scaleOutBench(): Promise<Record<string, string>> {
  const database = await freshDatabase();
  const env = {
    DEV_TOOLS: '1',
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '10',
    IDENTITY_SECRET: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64'),
    SEED_DEMO_DATA: '0',
    ...(process.env.BENCH_REDIS_URL
      ? { REDIS_URL: process.env.BENCH_REDIS_URL, REDIS_KEY_PREFIX: `shelfscope-bench-${Date.now().toString(36)}:` }
      : {}),
  };
  const servers: RunningServer[] = [];
  try {
    const load = `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`;
    servers.push(await startServer(env));
    const first = servers[0] as RunningServer;
    const { freshJwt } = await signUpCompany(first.url, 'Scale-out Wholesale');
    const jwt = await freshJwt();
    await hammer([first.url], jwt, 3);
    const one = await hammer([first.url], jwt, SECONDS);
    servers.push(await startServer(env));
    const urls = servers.map((s) => s.url);
    await hammer(urls, jwt, 3);
    const two = await hammer(urls, jwt, SECONDS);
    return {
      machine: `${os.cpus().length} cores; ${load}; ${process.env.BENCH_REDIS_URL ? 'PostgreSQL + Redis' : 'PostgreSQL'}`,
      [`one instance, ${CONNECTIONS} connections, ${SECONDS} s`]: show(one),
      [`two instances round-robin, ${CONNECTIONS} connections, ${SECONDS} s`]: show(two),
    };
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}
