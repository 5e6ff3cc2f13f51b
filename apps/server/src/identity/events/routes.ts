import { EventsResponse } from '@shelfscope/identity-client/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonBounds } from '../../platform/http/bounded-json.js';
import type { IdentityContext } from '../context.js';
import { enforceRateLimit } from '../rate-limit.js';
import { storeEvents } from './store.js';

export { MAX_STORED_EVENTS } from './store.js';

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
        schema: {
          tags: ['identity'],
          summary: 'Client telemetry',
          body: z.array(Event).max(50),
          response: { 200: EventsResponse },
        },
        onRequest: async (request) => {
          await enforceRateLimit(ctx.rateLimits, `events:ip:${request.ip}`, ctx.config.identity.events.perIpPerMinute, 60);
        },
      },
      async (request, reply) => {
        const { stored, dropped } = await storeEvents(ctx, { events: request.body });
        return reply.code(200).send({
          status_code: 200,
          request_id: request.id,
          data: { stored, dropped },
        });
      },
    );
  };
