import { lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonBounds } from '../../platform/http/bounded-json.js';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { enforceRateLimit, hitRateLimit } from '../rate-limit.js';
import { identityEvents } from '../schema.js';

/** At most this many telemetry events are kept; the oldest go first. */
export const MAX_STORED_EVENTS = 10_000;

/**
 * Telemetry is free-form JSON from the client: bounded, or the batch is refused. The official
 * prebuilt UI's `render_b2b_login_screen` event carries the whole bootstrap, RBAC policy
 * included (roles, permissions, actions: 9 levels, some kB more with a custom policy); refusing
 * it made the browser log a 400 on every mount. 12 levels and 32 kB hold it with room.
 */
const DETAILS_BOUNDS = { maxDepth: 12, maxChars: 32_768 };

const Event = z.object({
  telemetry: z.unknown().superRefine(jsonBounds('telemetry', DETAILS_BOUNDS)).optional(),
  event: z.object({
    public_token: z.string().max(200),
    event_name: z.string().min(1).max(200),
    details: z.unknown().superRefine(jsonBounds('details', DETAILS_BOUNDS)).optional(),
    error_code: z.string().max(200).optional(),
    error_description: z.string().max(2000).optional(),
    http_status_code: z.number().int().min(0).max(999).optional(),
  }),
});

/**
 * POST /sdk/v1/events: the client's telemetry batches (up to 15 events every 800 ms), sent with
 * no credentials. Validated, stored bounded, answered at once; the client ignores the response.
 * Each address has its own limit (a 429 past it, counted before the body is read), and all
 * addresses together store at most `storedBatchesPerMinute` batches: past that, batches are
 * answered and dropped, so a flood costs one counter update per request and never a growing table.
 */
export const eventRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sdk/v1/events',
      {
        bodyLimit: 64 * 1024,
        schema: { tags: ['identity'], summary: 'Client telemetry', body: z.array(Event).max(50) },
        onRequest: async (request) => {
          await enforceRateLimit(ctx.rateLimits, `events:ip:${request.ip}`, ctx.config.identity.events.perIpPerMinute, 60);
        },
      },
      async (request, reply) => {
        const mine = request.body.filter((e) => e.event.public_token === ctx.project.publicToken);
        const room =
          mine.length > 0 &&
          (await hitRateLimit(ctx.rateLimits, 'events:stored', ctx.config.identity.events.storedBatchesPerMinute, 60));
        const rows = (room ? mine : []).map((e) => ({
          id: newId('event', ctx.project.environment),
          publicToken: e.event.public_token,
          eventName: e.event.event_name,
          details: (e.event.details ?? null) as object | null,
          errorCode: e.event.error_code ?? null,
          errorDescription: e.event.error_description ?? null,
          httpStatusCode: e.event.http_status_code ?? null,
        }));
        if (rows.length > 0) {
          await ctx.db.insert(identityEvents).values(rows);
          // Keep the table bounded: drop what is older than the newest MAX_STORED_EVENTS.
          await ctx.db
            .delete(identityEvents)
            .where(
              lt(
                identityEvents.receivedAt,
                sql`(select received_at from identity_events order by received_at desc offset ${MAX_STORED_EVENTS} limit 1)`,
              ),
            );
        }
        return reply.code(200).send({
          status_code: 200,
          request_id: request.id,
          data: { stored: rows.length, dropped: request.body.length - rows.length },
        });
      },
    );
  };
