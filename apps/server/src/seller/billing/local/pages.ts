import { BillingPeriod, PAID_PLANS, PaidPlan } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../../../db/database.js';
import { escapeHtml as e } from '../../../platform/http/escape-html.js';
import { PLAN_CATALOG } from '../../plans/catalog.js';
import { BillingProviderError, type ProviderSubscription } from '../provider.js';
import { checkCard } from './cards.js';
import { advanceClock, providerNow } from './clock.js';
import { priceOf } from './plan-change.js';
import type { LocalBillingProvider } from './provider.js';
import { localBillingCheckoutSessions } from './schema.js';

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '—');
/** A date as a person reads it (Dec 12, 2026), in UTC like every date the provider shows. */
const longDay = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A plain page in both themes (prefers-color-scheme). Every value put in it is escaped by the caller. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>
:root{color-scheme:light dark;--bg:#f7f7f8;--fg:#1a1b1e;--card:#fff;--muted:#5c5f66;--accent:#1c7ed6;--on-accent:#fff;--err:#c92a2a;--line:#dee2e6}
@media (prefers-color-scheme:dark){:root{--bg:#1a1b1e;--fg:#e9ecef;--card:#25262b;--muted:#a6a7ab;--accent:#4dabf7;--on-accent:#101113;--err:#ff8787;--line:#373a40}}
body{margin:0;padding:0 1rem;font:16px/1.5 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
main{box-sizing:border-box;max-width:32rem;margin:2rem auto;padding:1.5rem;background:var(--card);border:1px solid var(--line);border-radius:8px}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid var(--line);border-radius:4px;background:var(--bg);color:var(--fg)}
button{margin-top:1.25rem;padding:.6rem 1.2rem;font:inherit;border:0;border-radius:4px;background:var(--accent);color:var(--on-accent);cursor:pointer}
button.secondary{background:transparent;color:var(--accent);border:1px solid var(--accent)}
.error{color:var(--err);font-weight:600}.muted{color:var(--muted)}table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:.3rem;border-bottom:1px solid var(--line)}
a{color:var(--accent)}:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;
}

const html = (reply: FastifyReply, status: number, content: string) =>
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(content);

function cardFields(error?: { message: string; field: string }): string {
  const err = (field: string) => (error?.field === field ? ` aria-invalid="true" aria-describedby="err"` : '');
  return `${error ? `<p id="err" class="error" role="alert">${e(error.message)}</p>` : ''}
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required${err('number')}>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/34" required${err('expiry')}>
<label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required${err('cvc')}>
<p class="muted">Local billing provider: no real payment. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0341 pays now and fails at renewal.</p>`;
}

/** The catalog's plans and periods for a live subscription: the current one marked, any other one a button. */
function planChooser(sub: ProviderSubscription, action: string): string {
  if (sub.status !== 'active' && sub.status !== 'trialing') return '';
  const options = PAID_PLANS.flatMap((planCode) =>
    (['Month', 'Year'] as const).map((period) => {
      const label = `${PLAN_CATALOG[planCode].name}, ${money(priceOf(planCode, period))} per ${period === 'Year' ? 'year' : 'month'}`;
      if (planCode === sub.planCode && period === sub.period) return `<li><strong>${e(label)}</strong> (current plan)</li>`;
      return `<li><form method="post" action="${action}"><input type="hidden" name="subscription" value="${e(sub.id)}"><input type="hidden" name="plan" value="${e(planCode)}"><input type="hidden" name="period" value="${e(period)}"><button class="secondary" aria-label="Switch to ${e(label)}">Switch to ${e(label)}</button></form></li>`;
    }),
  );
  return `<h3>Change plan</h3><p class="muted">A dearer plan is charged now for the rest of this period; a cheaper one applies now and its price from the next renewal.</p><ul>${options.join('')}</ul>`;
}

/**
 * The local provider's hosted pages (what Stripe Checkout and the Customer Portal are for
 * Stripe): /local-billing/checkout/:id and /local-billing/portal/:token. With dev tools, also
 * its clock: POST /dev/billing/clock/advance {days} (docs/billing.md).
 */
export const localBillingPages =
  (deps: { db: Db; provider: LocalBillingProvider; devTools: boolean }): FastifyPluginAsync =>
  async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // Pages of the provider, not of the API: left out of the OpenAPI document.
    const hidden = { schema: { hide: true } };
    const sessionOf = async (id: string) =>
      (await deps.db.select().from(localBillingCheckoutSessions).where(eq(localBillingCheckoutSessions.id, id)))[0];

    const checkoutPage = (
      session: NonNullable<Awaited<ReturnType<typeof sessionOf>>>,
      error?: { message: string; field: string },
    ) => {
      const plan = PLAN_CATALOG[session.planCode as keyof typeof PLAN_CATALOG];
      const price = session.period === 'Year' ? plan.prices.yearly : plan.prices.monthly;
      const per = session.period === 'Year' ? 'year' : 'month';
      // Said plainly either way: when the first charge falls, and whether a trial runs until then.
      const when = session.trialEnd
        ? `<p>Free trial until ${e(longDay(session.trialEnd))}: nothing is charged today. Billing starts on ${e(longDay(session.trialEnd))}.</p>`
        : `<p>Charged today: ${e(money(price))}, then every ${per}. No free trial.</p>`;
      return page(
        `Subscribe to ${plan.name}`,
        `<h1>Subscribe to ${e(plan.name)}</h1><p><strong>${e(money(price))}</strong> per ${per}</p>${when}
<form method="post" action="/local-billing/checkout/${e(session.id)}">${cardFields(error)}<button type="submit">${session.trialEnd ? 'Subscribe, billing starts after the trial' : `Subscribe and pay ${e(money(price))}`}</button></form>
<p><a href="${e(session.cancelUrl)}">Cancel and go back</a></p>`,
      );
    };

    app.get<{ Params: { id: string } }>('/local-billing/checkout/:id', hidden, async (request, reply) => {
      const session = await sessionOf(request.params.id);
      if (session?.status !== 'open') {
        return html(
          reply,
          404,
          page('Checkout not found', '<h1>This checkout is no longer open</h1><p>Go back and start again.</p>'),
        );
      }
      return html(reply, 200, checkoutPage(session));
    });

    app.post<{ Params: { id: string }; Body: Record<string, string> }>(
      '/local-billing/checkout/:id',
      hidden,
      async (request, reply) => {
        const session = await sessionOf(request.params.id);
        if (session?.status !== 'open') {
          return html(reply, 404, page('Checkout not found', '<h1>This checkout is no longer open</h1>'));
        }
        const body = request.body ?? {};
        const checked = checkCard(
          { number: body.number ?? '', expiry: body.expiry ?? '', cvc: body.cvc ?? '' },
          await providerNow(deps.db),
        );
        if ('error' in checked) return html(reply, 402, checkoutPage(session, { message: checked.error, field: checked.field }));
        const result = await deps.provider.completeCheckout(session.id, checked.card);
        if ('error' in result) return html(reply, 409, page('Checkout closed', `<h1>${e(result.error)}</h1>`));
        return reply.redirect(result.redirect, 303);
      },
    );

    const portalPage = async (
      customerId: string,
      token: string,
      returnUrl: string,
      notice?: string,
      error?: { message: string; field: string },
      alert?: string,
    ) => {
      const subs = await deps.provider.listSubscriptions(customerId);
      const cards = await deps.provider.listPaymentMethods(customerId);
      const invoices = await deps.provider.invoices(customerId);
      const action = (name: string) =>
        `/local-billing/portal/${e(token)}?return_url=${encodeURIComponent(returnUrl)}&action=${name}`;
      const subRows = subs
        .map((s) => {
          const plan = PLAN_CATALOG[s.planCode];
          const control =
            s.status === 'canceled'
              ? ''
              : s.cancelAtPeriodEnd
                ? `<form method="post" action="${action('resume')}"><input type="hidden" name="subscription" value="${e(s.id)}"><button>Resume subscription</button></form>`
                : `<form method="post" action="${action('cancel')}"><input type="hidden" name="subscription" value="${e(s.id)}"><button class="secondary">Cancel at period end</button></form>`;
          const ends = s.cancelAtPeriodEnd ? ` · ends ${e(day(s.currentPeriodEnd))}; your data is kept` : '';
          return `<li><strong>${e(plan.name)}</strong> (${e(s.period === 'Year' ? 'yearly' : 'monthly')}, ${e(money(s.amount))}) · ${e(s.status)}${ends}${control}${planChooser(s, action('switch'))}</li>`;
        })
        .join('');
      const cardRows = cards
        .map(
          (c) =>
            `<li>${e(c.brand)} •••• ${e(c.last4)}, expires ${e(String(c.expMonth).padStart(2, '0'))}/${e(String(c.expYear))}${c.isDefault ? ' (default)' : ''}</li>`,
        )
        .join('');
      const invoiceRows = invoices
        .map((i) => `<tr><td>${e(day(i.created))}</td><td>${e(money(i.amount))}</td><td>${e(i.status)}</td></tr>`)
        .join('');
      return page(
        'Billing portal',
        `<h1>Billing portal</h1>${notice ? `<p role="status">${e(notice)}</p>` : ''}${alert ? `<p class="error" role="alert">${e(alert)}</p>` : ''}
<h2>Subscriptions</h2><ul>${subRows || '<li>None</li>'}</ul>
<h2>Payment methods</h2><ul>${cardRows || '<li>None</li>'}</ul>
<form method="post" action="${action('card')}"><h3>Update card</h3>${cardFields(error)}<button>Save card</button></form>
<h2>Invoices</h2><table><thead><tr><th>Date</th><th>Amount</th><th>Status</th></tr></thead><tbody>${invoiceRows || '<tr><td colspan="3">None</td></tr>'}</tbody></table>
<p><a href="${e(returnUrl)}">Return to ShelfScope</a></p>`,
      );
    };

    type PortalRequest = {
      Params: { token: string };
      Querystring: { return_url?: string; action?: string };
      Body: Record<string, string>;
    };
    const portalContext = (token: string, given: string | undefined) => {
      const customerId = deps.provider.portalCustomer(token);
      // The return link may only lead back to this deployment.
      const sameOrigin = given && URL.canParse(given) && new URL(given).origin === deps.provider.publicOrigin;
      const returnUrl = sameOrigin ? given : `${deps.provider.publicOrigin}/billing`;
      return { customerId, returnUrl };
    };
    app.get<PortalRequest>('/local-billing/portal/:token', hidden, async (request, reply) => {
      const { customerId, returnUrl } = portalContext(request.params.token, request.query.return_url);
      if (!customerId)
        return html(
          reply,
          404,
          page('Link expired', '<h1>This portal link has expired</h1><p>Open the portal again from ShelfScope.</p>'),
        );
      return html(reply, 200, await portalPage(customerId, request.params.token, returnUrl));
    });
    app.post<PortalRequest>('/local-billing/portal/:token', hidden, async (request, reply) => {
      const { customerId, returnUrl } = portalContext(request.params.token, request.query.return_url);
      if (!customerId) return html(reply, 404, page('Link expired', '<h1>This portal link has expired</h1>'));
      const body = request.body ?? {};
      const own = (await deps.provider.listSubscriptions(customerId)).find((s) => s.id === body.subscription);
      const token = request.params.token;
      if (request.query.action === 'card') {
        const checked = checkCard(
          { number: body.number ?? '', expiry: body.expiry ?? '', cvc: body.cvc ?? '' },
          await providerNow(deps.db),
        );
        if ('error' in checked)
          return html(
            reply,
            402,
            await portalPage(customerId, token, returnUrl, undefined, { message: checked.error, field: checked.field }),
          );
        await deps.provider.replaceCard(customerId, checked.card);
        return html(reply, 200, await portalPage(customerId, token, returnUrl, 'Card saved.'));
      }
      if (request.query.action === 'switch' && own) {
        const planCode = PaidPlan.safeParse(body.plan);
        const period = BillingPeriod.safeParse(body.period);
        if (!planCode.success || !period.success) {
          return html(reply, 400, await portalPage(customerId, token, returnUrl, undefined, undefined, 'Choose a plan.'));
        }
        try {
          const after = await deps.provider.changePlan({ subscriptionId: own.id, planCode: planCode.data, period: period.data });
          const notice = `You are now on ${PLAN_CATALOG[after.planCode].name}, billed ${after.period === 'Year' ? 'yearly' : 'monthly'}.`;
          return html(reply, 200, await portalPage(customerId, token, returnUrl, notice));
        } catch (error) {
          if (!(error instanceof BillingProviderError)) throw error;
          const status = error.code === 'card_declined' ? 402 : 409;
          return html(reply, status, await portalPage(customerId, token, returnUrl, undefined, undefined, error.message));
        }
      }
      if (!own || own.status === 'canceled' || !['cancel', 'resume'].includes(request.query.action ?? '')) {
        return html(reply, 400, await portalPage(customerId, token, returnUrl, 'That action is not available.'));
      }
      if (request.query.action === 'cancel')
        await deps.provider.cancelSubscription({ subscriptionId: own.id, atPeriodEnd: true });
      else await deps.provider.resumeSubscription(own.id);
      const notice =
        request.query.action === 'cancel'
          ? 'Your subscription will end at the end of the period. Your data is kept.'
          : 'Your subscription will continue.';
      return html(reply, 200, await portalPage(customerId, token, returnUrl, notice));
    });

    if (deps.devTools) {
      app.get('/dev/billing/clock', hidden, async () => ({ now: (await providerNow(deps.db)).toISOString() }));
      app.post<{ Body: { days?: unknown; seconds?: unknown } }>('/dev/billing/clock/advance', hidden, async (request, reply) => {
        const days = Number(request.body?.days ?? 0);
        const secs = Number(request.body?.seconds ?? 0);
        const ms = days * 86_400_000 + secs * 1000;
        if (!Number.isFinite(ms) || ms <= 0 || ms > 3 * 365 * 86_400_000) {
          return reply.code(400).send({ error: 'Send {days} or {seconds}: a positive amount of at most three years.' });
        }
        await advanceClock(deps.db, Math.round(ms));
        const steps = await deps.provider.runDue();
        return { now: (await providerNow(deps.db)).toISOString(), steps };
      });
    }
  };
