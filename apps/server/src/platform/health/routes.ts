import { envelope, Health } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import { ok } from '../http/envelopes.js';

const VERSION = process.env.npm_package_version ?? '0.1.0';
const startedAt = Date.now();

/** `GET /api/health`: 200 while the database answers, 503 (same body shape) when it does not. */
export const healthRoutes =
  (deps: { database: Database; devTools: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['platform'],
          summary: 'Liveness and database reachability',
          response: { 200: envelope(Health), 503: envelope(Health) },
        },
      },
      async (_request, reply) => {
        let latencyMs: number | null = null;
        try {
          latencyMs = await withTimeout(deps.database.ping(), 2000);
        } catch {
          latencyMs = null;
        }
        const reachable = latencyMs !== null;
        const health: Health = {
          status: reachable ? 'ok' : 'degraded',
          version: VERSION,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          database: { kind: deps.database.kind, reachable, latencyMs },
          devTools: deps.devTools,
        };
        if (reachable) return ok(health);
        reply.code(503);
        return {
          ...ok(health),
          hasErrors: true as const,
          errors: [{ type: 'database_unreachable', description: 'The database does not answer.' }],
        };
      },
    );
  };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
