import { envelope, Health } from '@shelfscope/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { ok } from '../http/envelopes.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/error-handler.js';
import { RELEASE } from '../release/release.js';

const startedAt = Date.now();

/** `GET /api/ready`: whether this instance should get traffic, and if not, why. */
const Readiness = z.object({
  ready: z.boolean(),
  /** starting (boot steps run), ready, draining (shutting down). */
  state: z.enum(['starting', 'ready', 'draining']),
  database: z.object({ reachable: z.boolean(), migrated: z.boolean() }),
});

/**
 * `GET /api/health` (liveness): 200 while the database answers, 503 (same body shape) when it
 * does not. `GET /api/ready` (readiness, for the load balancer): 200 only when the instance has
 * booted and is not shutting down, the database answers, and this build's migrations are all
 * applied with none running; 503 otherwise.
 */
export const healthRoutes =
  (deps: {
    database: Database;
    devTools: boolean;
    lifecycle: { state: 'starting' | 'ready' | 'draining' };
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ready',
      {
        schema: {
          tags: ['platform'],
          summary: 'Readiness: booted, not draining, database reachable and migrated',
          response: { 200: envelope(Readiness), 503: envelope(Readiness) },
        },
      },
      async (_request, reply) => {
        const state = deps.lifecycle.state;
        let reachable = false;
        let migrated = false;
        try {
          await withTimeout(deps.database.ping(), 2000);
          reachable = true;
          migrated = await withTimeout(deps.database.migrated(), 2000);
        } catch {
          // Unreachable, or the migrations table is not there yet: not ready.
        }
        const ready = state === 'ready' && reachable && migrated;
        const body = { ready, state, database: { reachable, migrated } };
        if (ready) return ok(body);
        unavailable(reply);
        const why = !reachable
          ? { type: 'database_unreachable', description: 'The database does not answer.' }
          : !migrated
            ? { type: 'migrations_pending', description: 'Migrations are running or not yet applied.' }
            : { type: `instance_${state}`, description: `The instance is ${state}.` };
        return { ...ok(body), hasErrors: true as const, errors: [why] };
      },
    );

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
          version: RELEASE,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          database: { kind: deps.database.kind, reachable, latencyMs },
          devTools: deps.devTools,
        };
        if (reachable) return ok(health);
        unavailable(reply);
        return {
          ...ok(health),
          hasErrors: true as const,
          errors: [{ type: 'database_unreachable', description: 'The database does not answer.' }],
        };
      },
    );
  };

/**
 * A 503 says when to ask again, as every other 503 of an outage does: a load balancer or a
 * client polling health waits that long instead of hammering a database that is restarting.
 */
function unavailable(reply: FastifyReply) {
  reply.code(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
}

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
