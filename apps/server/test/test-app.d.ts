import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance } from 'fastify';
import { type Services } from '../src/services.js';
export type TestContext = {
  app: FastifyInstance;
  services: Services;
  close(): Promise<void>;
};
/**
 * The real application on a fresh database, for tests that go through HTTP (app.inject).
 * Workers poll every half second so job tests finish quickly.
 */
export declare function createTestApp(
  env?: Record<string, string>,
  options?: {
    webDistDir?: string | null;
    /** Adds routes before the app is ready (probe routes for platform tests). */
    extend?: (app: FastifyInstance, services: Services) => void;
    mailRetry?: {
      retryLimit: number;
      retryDelaySeconds: number;
    };
    /** Receives every span (tracing on even without an endpoint): an InMemorySpanExporter. */
    traceExporter?: SpanExporter;
  },
): Promise<TestContext>;
/** Polls `check` until it returns a value, for work done by background jobs. Bounded in time. */
export declare function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs?: number): Promise<T>;
/** Logs are silent in tests unless TEST_LOG_LEVEL asks for them. */
export declare const silentLogger: import('pino').Logger;
