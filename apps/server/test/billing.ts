import { envelope, type Subscription, Subscription as SubscriptionSchema } from '@shelfscope/contracts';
import Stripe from 'stripe';
import { api } from './seller.js';
import { eventually, type TestContext } from './test-app.js';

/** The local provider's webhook secret in tests, so a test can sign (or forge) its own events. */
export const TEST_WEBHOOK_SECRET = 'whsec_testsecret0123456789abcdef';
export const BILLING_ENV = { LOCAL_BILLING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, BILLING_WEBHOOK_RETRY_DELAY_SECONDS: '1' };

/** Posts the local checkout page's form as a browser would; answers the status and redirect. */
export async function payCheckout(ctx: TestContext, checkoutUrl: string, number: string) {
  const path = new URL(checkoutUrl).pathname;
  const res = await ctx.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number, expiry: '12/40', cvc: '123' }).toString(),
  });
  return { status: res.statusCode, location: String(res.headers.location ?? ''), body: res.body };
}

/** Checkout of a plan paid with a test card; answers the session id. */
export async function subscribe(
  ctx: TestContext,
  jwt: string,
  options: { plan?: string; period?: string; trial?: boolean; card?: string } = {},
) {
  const query = new URLSearchParams({
    plan: options.plan ?? 'OAPro',
    period: options.period ?? 'Month',
    trialEnabled: String(options.trial ?? false),
  });
  const res = await api(ctx, 'GET', `/api/Checkout/GetCheckoutSessionUrl?${query}`, jwt);
  if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${JSON.stringify(res.body)}`);
  const paid = await payCheckout(ctx, res.body.data.url, options.card ?? '4242424242424242');
  if (paid.status !== 303) throw new Error(`checkout page answered ${paid.status}`);
  return { sessionId: res.body.data.sessionId as string, location: paid.location };
}

export async function currentSubscription(ctx: TestContext, jwt: string): Promise<Subscription | null> {
  const res = await api(ctx, 'GET', '/api/Customer/GetCurrentSubscription', jwt);
  return envelope(SubscriptionSchema.nullable()).parse(res.body).data;
}

/** Waits until the company's plan details show the status (the webhooks have arrived). */
export async function planStatusBecomes(ctx: TestContext, jwt: string, status: string) {
  return eventually(async () => {
    const details = (await api(ctx, 'GET', '/api/UserAccount/PlanDetails', jwt)).body.data;
    return details.subscriptionStatus === status ? details : null;
  });
}

/** Signs a webhook body with Stripe's scheme (at `timestamp`, Unix seconds; now by default). */
export function sign(body: string, secret = TEST_WEBHOOK_SECRET, timestamp?: number): string {
  return new Stripe('sk_test_signer').webhooks.generateTestHeaderString({
    payload: body,
    secret,
    ...(timestamp !== undefined ? { timestamp } : {}),
  });
}

export async function postWebhook(ctx: TestContext, body: string, signature?: string, url = '/api/payments-hook') {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

export async function advanceDays(ctx: TestContext, days: number) {
  const res = await ctx.app.inject({ method: 'POST', url: '/dev/billing/clock/advance', payload: { days } });
  if (res.statusCode !== 200) throw new Error(`clock answered ${res.statusCode}`);
  return res.json() as { now: string; steps: number };
}

/**
 * Waits until the local provider has delivered every webhook event it recorded. A checkout sends
 * several (the session, the subscription, the invoice); the plan is active after the first, and a
 * later one applied after a test has changed the company would undo that change.
 */
export async function webhooksDelivered(ctx: TestContext) {
  await eventually(async () => {
    const { rows } = await ctx.services.database.executeSql(
      'select count(*)::int as pending from local_billing_events where delivered is null',
    );
    return Number(rows[0]?.pending) === 0;
  });
}
