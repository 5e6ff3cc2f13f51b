import { ExtensionSession, ExtensionSessionInput, envelope } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forkSession } from '../../identity/sessions/session-service.js';
import { ok } from '../../platform/http/envelopes.js';
import { HttpError } from '../../platform/http/errors.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { sellerOf } from '../auth/seller-auth.js';

/**
 * How long the extension's session lives without use, and how far each refresh extends it: a
 * week, as the web app's (docs/extension.md). An unused extension signs in again after that.
 */
export const EXTENSION_SESSION_MINUTES = 7 * 24 * 60;

/** The refusal of an extension id this server does not know: the web app never hands it a session. */
export const UNKNOWN_EXTENSION = 'This browser extension is not one this ShelfScope server signs in.';

/**
 * `POST /api/ExtensionSession`: the web app's /extension/connect page asks for a session of the
 * browser extension's own for its signed-in member, to hand over by `externally_connectable`
 * messaging. Only listed extension ids get one (SELLER_EXTENSION_IDS); the page's request carries
 * the member's web session (bearer or the HttpOnly cookie with its opt-in header), so a page of
 * another site cannot ask for one. Ungated: a member without a plan still connects, and the
 * extension shows the plan message.
 */
export const extensionSessionRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/ExtensionSession',
      {
        schema: {
          tags: ['BrowserExtension'],
          summary: "Issue the browser extension a session of its own for the caller's member",
          ...sessionOnly('products', 'read'),
          body: ExtensionSessionInput,
          response: { 200: envelope(ExtensionSession) },
        },
      },
      async (request) => {
        const { caller } = sellerOf(request);
        if (!services.config.seller.extensionIds.includes(request.body.extensionId)) {
          throw new HttpError(400, 'unknown_extension', UNKNOWN_EXTENSION, [
            { type: 'unknown_extension', description: UNKNOWN_EXTENSION, field: 'extensionId' },
          ]);
        }
        const issued = await forkSession(services.identity, {
          memberSessionId: caller.sessionId,
          durationMinutes: EXTENSION_SESSION_MINUTES,
        });
        if (!issued) throw new HttpError(401, 'unauthorized', 'Missing, invalid or expired session token.');
        return ok({
          sessionToken: issued.sessionToken,
          sessionJwt: issued.sessionJwt,
          expiresAt: issued.session.expiresAt.toISOString(),
          publicToken: services.identity.project.publicToken,
          sessionDurationMinutes: EXTENSION_SESSION_MINUTES,
          memberEmail: issued.member.emailAddress,
          organizationName: issued.organization.name,
        });
      },
    );
  };
