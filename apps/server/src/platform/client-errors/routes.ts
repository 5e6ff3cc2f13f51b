import { CLIENT_ERROR_MAX_BYTES, ClientErrorReceived, ClientErrorReport, envelope } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionJwtOf } from '../../identity/http/session-cookies.js';
import { createSessionVerifier } from '../../seller/auth/session-verifier.js';
import type { Services } from '../../services.js';
import { ok } from '../http/envelopes.js';
import { HttpError } from '../http/errors.js';
import { reportClientError } from './report.js';

/**
 * POST /api/client-errors: browser errors of the web app, the login widget and the extension
 * (docs/operations.md, "Browser errors"). No session needed (the widget reports before there is
 * one); a valid one names the company. The body is bounded (CLIENT_ERROR_MAX_BYTES: a 413 past it).
 */
export const clientErrorRoutes =
  (services: Services, serverRelease: string): FastifyPluginAsyncZod =>
  async (app) => {
    const verify = createSessionVerifier(services.identity, services.config.seller, services.bus);
    // The widget on another origin posts text/plain in no-cors mode (no preflight): read as JSON. This plugin only.
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new HttpError(400, 'validation', 'The body must be a JSON error report.'), undefined);
      }
    });
    app.post(
      '/api/client-errors',
      {
        bodyLimit: CLIENT_ERROR_MAX_BYTES,
        schema: {
          tags: ['Observability'],
          summary: 'Report a browser error (public; rate-limited per address and session; tokens and emails removed)',
          body: ClientErrorReport,
          response: { 200: envelope(ClientErrorReceived) },
        },
      },
      async (request) => {
        const token = sessionJwtOf(request);
        // A token that does not verify is no reason to lose the report: it is recorded without a company.
        const caller = token ? await verify(token).catch(() => null) : null;
        await reportClientError({
          report: request.body,
          address: request.ip,
          caller: caller ? { companyId: caller.organizationId, sessionId: caller.sessionId } : null,
          serverRelease,
          rateLimits: services.identity.rateLimits,
          metrics: services.metrics,
          log: request.log,
        });
        return ok({ received: true as const });
      },
    );
  };
