import { AlertUnsubscribed, envelope } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { escapeHtml } from '../../platform/http/escape-html.js';
import type { Services } from '../../services.js';
import { checkUnsubscribeLink, unsubscribeByLink } from './unsubscribe.js';

const Query = z.object({ token: z.string().min(1).max(1000) });

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>
<style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1b1e}button{font:inherit;padding:.5rem 1rem}</style></head>
<body><h1>${title}</h1>${body}</body></html>`;

/**
 * The one-click unsubscribe of alert emails, without signing in: the link carries a signed token
 * for one rule and one member. GET shows a button (mail scanners open links; they must not
 * unsubscribe anyone) that posts to `/confirm`; POST on the link itself does it too (RFC 8058's
 * List-Unsubscribe-Post, scripts). A bad token is a 400.
 */
export const alertUnsubscribeRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    // The page's form posts an empty urlencoded body; mail clients' one-click POST does too.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    );
    const link = (token: string) => ({ db: services.database.db, box: services.identity.box, token });

    app.get(
      '/api/AlertRule/unsubscribe',
      { schema: { tags: ['AlertRules'], summary: 'The page of an alert email’s unsubscribe link (public)', querystring: Query } },
      async (request, reply) => {
        checkUnsubscribeLink(link(request.query.token));
        const action = `/api/AlertRule/unsubscribe/confirm?token=${encodeURIComponent(request.query.token)}`;
        return reply
          .type('text/html; charset=utf-8')
          .send(
            page(
              'Stop these alert emails?',
              `<p>You will no longer get emails from this alert rule. The alerts stay in the app.</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
            ),
          );
      },
    );

    app.post(
      '/api/AlertRule/unsubscribe',
      {
        schema: {
          tags: ['AlertRules'],
          summary: 'Unsubscribe from an alert rule’s emails with the signed link (public, one click)',
          querystring: Query,
          response: { 200: envelope(AlertUnsubscribed) },
        },
      },
      async (request) => {
        return ok({ ruleName: await unsubscribeByLink(link(request.query.token)), unsubscribed: true as const });
      },
    );

    // The page's button: the same, answered as a page.
    app.post(
      '/api/AlertRule/unsubscribe/confirm',
      { schema: { tags: ['AlertRules'], summary: 'The unsubscribe page’s button (public)', querystring: Query } },
      async (request, reply) => {
        const ruleName = await unsubscribeByLink(link(request.query.token));
        return reply
          .type('text/html; charset=utf-8')
          .send(page('Unsubscribed', `<p>You will no longer get emails from the alert rule “${escapeHtml(ruleName)}”.</p>`));
      },
    );
  };
