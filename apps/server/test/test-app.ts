import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { identitySigningKeys } from '../src/identity/schema.js';
import { createLogger } from '../src/logger.js';
import { createServices, type Services } from '../src/services.js';
import { TEST_IDENTITY_SECRET } from './identity-secret.js';
import { openTestDatabase } from './test-database.js';

export type TestContext = { app: FastifyInstance; services: Services; close(): Promise<void> };

/**
 * The real application on a fresh database, for tests that go through HTTP (app.inject).
 * Workers poll every half second so job tests finish quickly.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    webDistDir?: string | null;
    /** Adds routes before the app is ready (probe routes for platform tests). */
    extend?: (app: FastifyInstance, services: Services) => void;
    mailRetry?: { retryLimit: number; retryDelaySeconds: number };
    /** Receives every span (tracing on even without an endpoint): an InMemorySpanExporter. */
    traceExporter?: SpanExporter;
    /** false: a web-only instance, which queues jobs and runs none (JobsOptions.runWorkers). */
    runWorkers?: boolean;
  } = {},
): Promise<TestContext> {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    // Every injected request comes from 127.0.0.1: a busy test file would trip the per-IP limit.
    // Tests of the limit itself set their own value.
    IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '1000000',
    // Likewise the lockout's growing delay between failures from one address (lockout.ts);
    // its own tests turn it on.
    IDENTITY_LOCKOUT_DELAY_SECONDS: '0',
    // And the per-member request limit of /api: one test member makes many calls; the limit's
    // own tests (seller/api-keys) set a small one.
    API_RATE_LIMIT_MEMBER_PER_MINUTE: '1000000',
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    ...env,
  });
  const database = await openTestDatabase();
  // The database starts with a signing key sealed with the tests' secret (global-setup.ts); a
  // test with a secret of its own starts without it, as a server with a new secret would need.
  if (config.identity.secret !== TEST_IDENTITY_SECRET) await database.db.delete(identitySigningKeys);
  const services = await createServices(config, silentLogger, {
    database,
    jobs: { pollingIntervalSeconds: 0.5, ...(options.runWorkers === false ? { runWorkers: false } : {}) },
    ...(options.mailRetry ? { mailRetry: options.mailRetry } : {}),
    ...(options.traceExporter ? { traceExporter: options.traceExporter } : {}),
  });
  const app = await buildApp(services, { webDistDir: options.webDistDir ?? null });
  options.extend?.(app, services);
  await app.ready();
  await services.jobs.start();
  services.lifecycle.state = 'ready';
  return {
    app,
    services,
    async close() {
      await app.close();
      await services.close();
    },
  };
}

/** Polls `check` until it returns a value, for work done by background jobs. Bounded in time. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Logs are silent in tests unless TEST_LOG_LEVEL asks for them. */
export const silentLogger = createLogger({
  logLevel: (process.env.TEST_LOG_LEVEL as Config['logLevel']) ?? 'silent',
  nodeEnv: 'test',
});

/**
 * The real application listening on a free port of 127.0.0.1 (PUBLIC_URL is that address), for
 * tests in which the server reaches itself over HTTP (the development IdP, its SP metadata).
 */
export async function createListeningTestApp(env: Record<string, string> = {}): Promise<TestContext & { base: string }> {
  // Loaded here only: child-server.ts brings the build stamps every other test can do without.
  const { freePort } = await import('./child-server.js');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const ctx = await createTestApp({ PUBLIC_URL: base, DEV_TOOLS: '1', ...env });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  return { ...ctx, base };
}
