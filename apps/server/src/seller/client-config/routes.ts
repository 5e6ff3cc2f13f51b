import { ClientConfig, envelope } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OAUTH_PROVIDERS, providerSettings } from '../../identity/oauth/providers.js';
import { ok } from '../../platform/http/envelopes.js';
import type { Services } from '../../services.js';

/** GET /api/client-config: public; the web app reads it before it can create its identity client. */
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
        return ok({
          identity: {
            publicToken: services.identity.project.publicToken,
            baseUrl: services.config.publicUrl,
            sessionCookies: services.config.identity.webSessionCookies,
            // Sign-in offers the providers this server can use: configured, or the dev IdP's.
            oauthProviders: OAUTH_PROVIDERS.filter((provider) => providerSettings(services.identity, provider) !== null),
          },
        });
      },
    );
  };
