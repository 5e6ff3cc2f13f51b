import { AlertUnsubscribed, envelope } from '@shelfscope/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ok } from '../../platform/http/envelopes.js';
import { HttpError } from '../../platform/http/errors.js';
import { escapeHtml } from '../../platform/http/escape-html.js';
import type { Services } from '../../services.js';
import { alertRules } from './schema.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

const Query = z.object({ token: z.string().min(1).max(1000) });

/**
 * Takes the member off the rule's emails: its author's rule loses the email channel, a shared
 * rule's other members go on its opt-out list. Idempotent. Answers the rule's name.
 */
export async function unsubscribeFromRule(db: Db, ruleId: string, memberId: string): Promise<string> {
  const [rule] = await db.select().from(alertRules).where(eq(alertRules.id, ruleId));
  if (!rule || rule.deleted) throw HttpError.notFound('This alert rule no longer exists.');
  if (rule.memberId === memberId)
    await db
      .update(alertRules)
      .set({ channels: rule.channels.filter((channel) => channel !== 'email') })
      .where(eq(alertRules.id, ruleId));
  else
    await db
      .update(alertRules)
      .set({ emailOptOut: sql`array_append(array_remove(${alertRules.emailOptOut}, ${memberId}), ${memberId})` })
      .where(eq(alertRules.id, ruleId));
  return rule.name;
}

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
    const read = (token: string) => {
      const found = readUnsubscribeToken(services.identity.box, token);
      if (!found)
        throw new HttpError(400, 'invalid_token', 'This unsubscribe link is not valid.', [
          { type: 'invalid_token', description: 'This unsubscribe link is not valid.', field: 'token' },
        ]);
      return found;
    };

    app.get(
      '/api/AlertRule/unsubscribe',
      { schema: { tags: ['AlertRules'], summary: 'The page of an alert email’s unsubscribe link (public)', querystring: Query } },
      async (request, reply) => {
        read(request.query.token);
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
        const { ruleId, memberId } = read(request.query.token);
        return ok({ ruleName: await unsubscribeFromRule(services.database.db, ruleId, memberId), unsubscribed: true as const });
      },
    );

    // The page's button: the same, answered as a page.
    app.post(
      '/api/AlertRule/unsubscribe/confirm',
      { schema: { tags: ['AlertRules'], summary: 'The unsubscribe page’s button (public)', querystring: Query } },
      async (request, reply) => {
        const { ruleId, memberId } = read(request.query.token);
        const ruleName = await unsubscribeFromRule(services.database.db, ruleId, memberId);
        return reply
          .type('text/html; charset=utf-8')
          .send(page('Unsubscribed', `<p>You will no longer get emails from the alert rule “${escapeHtml(ruleName)}”.</p>`));
      },
    );
  };
