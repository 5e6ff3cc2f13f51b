import { ClientConfig, envelope } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelopes.js';
import type { Services } from '../../services.js';
import { clientConfigOf } from './client-config.js';

/**
 * GET /api/client-config: public. The web app finds the same in its page (spa.ts) and asks here
 * only when the page has none (the Vite dev server's); the login widget and extension ask here.
 */
export const clientConfigRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/client-config',
      {
        schema: {
          tags: ['Client'],
          summary:
            "The identity project's public token, API origin, session-cookie mode and OAuth providers, for browser clients (public)",
          response: { 200: envelope(ClientConfig) },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return ok(clientConfigOf(services));
      },
    );
  };
