import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook, sign } from '../../../test/billing.js';
import { logIn, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { api, sellerSession } from '../../../test/seller.js';
import { StripeStandIn } from '../../../test/stripe-stand-in.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { companies } from '../company/schema.js';
import { billingCustomers } from './schema.js';

const WEBHOOK_SECRET = 'whsec_stripestandin0123456789';
const stand = new StripeStandIn();
const ADMIN_EMAIL = uniqueEmail('ops');
let ctx: TestContext;
beforeAll(async () => {
  const apiUrl = await stand.start();
  ctx = await createTestApp({
    BILLING_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: apiUrl,
    ADMIN_EMAILS: ADMIN_EMAIL,
  });
});
afterAll(async () => {
  await ctx.close();
  await stand.stop();
});

/** A platform admin (by ADMIN_EMAILS), signed in once for the file. */
let adminJwt: Promise<string> | undefined;
function platformAdmin(): Promise<string> {
  adminJwt ??= seedOrganization(ctx, { name: 'Operators', adminEmail: ADMIN_EMAIL }).then(
    async ({ organization }) => (await logIn(ctx, ADMIN_EMAIL, organization.organizationId)).sessionJwt,
  );
  return adminJwt;
}

/** Stripe's webhook for an object, signed with the endpoint's secret. */
function stripeEvent(type: string, object: Record<string, unknown>) {
  const body = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return { body, signature: sign(body, WEBHOOK_SECRET) };
}

describe('the Stripe adapter (official SDK against a stand-in for Stripe)', () => {
  it('checks out, follows the webhook, and manages the subscription', async () => {
    const { jwt } = await sellerSession(ctx);
    const trialEnd = (await api(ctx, 'GET', '/api/UserAccount/plan', jwt)).body.data.trialEnd as string;
    const checkout = await api(
      ctx,
      'GET',
      '/api/Checkout/GetCheckoutSessionUrl?plan=OAPro&period=Year&trialEnabled=true&referralCode=FRIEND',
      jwt,
    );
    expect(checkout.status).toBe(200);
    expect(checkout.body.data.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    // The price was looked up by its lookup key, then created from the catalog with its product.
    const created = stand.requests.find((r) => r.method === 'POST' && r.path === '/v1/prices');
    expect(created?.body).toMatchObject({
      lookup_key: 'shelfscope_OAPro_year',
      unit_amount: '49000',
      currency: 'usd',
      recurring: { interval: 'year' },
    });
    expect(created?.auth).toBe('Bearer sk_test_standin');
    const session = stand.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(session?.body).toMatchObject({
      mode: 'subscription',
      // The sign-up trial is kept: it ends when it would have, not 14 days from the checkout.
      subscription_data: {
        trial_end: String(Math.floor(new Date(trialEnd).getTime() / 1000)),
        metadata: { referralCode: 'FRIEND', plan: 'OAPro' },
      },
    });

    const { subscription } = stand.completeCheckout(checkout.body.data.sessionId);
    const forged = stripeEvent('checkout.session.completed', {
      object: 'checkout.session',
      id: checkout.body.data.sessionId,
      subscription: subscription.id,
    });
    expect(
      (await postWebhook(ctx, forged.body, sign(forged.body, 'whsec_wrong0123456789abcdef'), '/SubscriptionWebhook')).status,
    ).toBe(400);
    const event = stripeEvent('checkout.session.completed', {
      object: 'checkout.session',
      id: checkout.body.data.sessionId,
      subscription: subscription.id,
    });
    expect((await postWebhook(ctx, event.body, event.signature, '/SubscriptionWebhook')).status).toBe(200);
    expect((await api(ctx, 'GET', '/api/UserAccount/plan', jwt)).body.data).toMatchObject({
      planCode: 'OAPro',
      subscriptionStatus: 'trialing',
      isActive: true,
    });
    expect((await postWebhook(ctx, event.body, event.signature)).body.data.duplicate).toBe(true);

    const current = (await api(ctx, 'GET', '/api/Customer/GetCurrentSubscription', jwt)).body.data;
    expect(current).toMatchObject({
      subscriptionId: subscription.id,
      planType: 'OAPro',
      billingFrequency: 1,
      isFreeTrial: true,
      amount: 49_000,
      referralCode: 'FRIEND',
    });
    const cards = (await api(ctx, 'GET', '/api/Customer/GetPaymentMethods', jwt)).body.data;
    expect(cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true })]);
    const invoice = (await api(ctx, 'GET', '/api/Customer/GetNextInvoice', jwt)).body.data;
    expect(invoice).toMatchObject({ amount: 49_000, planCode: 'OAPro' });
    const portal = (await api(ctx, 'GET', '/api/AccountManagement/customer-portal', jwt)).body.data;
    expect(portal.portalUrl).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);

    stand.declineCharges = true;
    const declined = await api(ctx, 'PUT', '/api/AccountManagement/upgrade-trial-now', jwt);
    expect(declined.status).toBe(402);
    expect(declined.body.errors[0]).toMatchObject({ type: 'card_declined', description: 'Your card was declined.' });
    stand.declineCharges = false;
    const upgraded = await api(ctx, 'PUT', '/api/AccountManagement/upgrade-trial-now', jwt);
    expect(upgraded.body.data).toMatchObject({ status: 'active', isFreeTrial: false });

    const atEnd = await api(ctx, 'POST', '/api/Customer/CancelSubscription', jwt, {
      subscriptionId: subscription.id,
      cancelImmediately: false,
    });
    expect(atEnd.body.data).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await api(ctx, 'GET', '/api/Customer/GetNextInvoice', jwt)).body.data).toBeNull();
    const resumed = await api(ctx, 'POST', '/api/Customer/ResumeSubscription', jwt, {});
    expect(resumed.body.data.cancelAtPeriodEnd).toBe(false);
    const ended = await api(ctx, 'POST', '/api/Customer/CancelSubscription', jwt, {
      subscriptionId: subscription.id,
      cancelImmediately: true,
    });
    expect(ended.body.data.status).toBe('canceled');
    expect((await api(ctx, 'GET', '/api/UserAccount/plan', jwt)).body.data).toMatchObject({
      subscriptionStatus: 'canceled',
      isActive: false,
    });
    // A late "updated" that still shows it live: the subscription is read from Stripe, so it stays canceled.
    const late = stripeEvent('customer.subscription.updated', { ...subscription, status: 'active' });
    expect((await postWebhook(ctx, late.body, late.signature)).status).toBe(200);
    expect((await api(ctx, 'GET', '/api/UserAccount/plan', jwt)).body.data.subscriptionStatus).toBe('canceled');
    expect((await api(ctx, 'POST', '/api/Customer/ResumeSubscription', jwt, { subscriptionId: subscription.id })).status).toBe(
      409,
    );
  });

  it('opens a portal configured to switch between our prices, and the plan follows the switch', async () => {
    const { jwt } = await sellerSession(ctx);
    const checkout = await api(ctx, 'GET', '/api/Checkout/GetCheckoutSessionUrl?plan=OAPro&period=Month', jwt);
    const { subscription } = stand.completeCheckout(checkout.body.data.sessionId);
    const paid = stripeEvent('checkout.session.completed', {
      object: 'checkout.session',
      id: checkout.body.data.sessionId,
      subscription: subscription.id,
    });
    expect((await postWebhook(ctx, paid.body, paid.signature)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const portal = (await api(ctx, 'GET', '/api/AccountManagement/customer-portal', jwt)).body.data;
      expect(portal.portalUrl).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    }
    // One configuration, created once, offering every plan monthly and yearly, upgrades invoiced at once.
    expect(stand.requests.filter((r) => r.method === 'POST' && r.path === '/v1/billing_portal/configurations')).toHaveLength(1);
    const [config] = [...stand.portalConfigurations.values()];
    if (!config) throw new Error('no portal configuration');
    const update = (config.features as { subscription_update: Record<string, unknown> }).subscription_update;
    expect(update).toMatchObject({ enabled: true, default_allowed_updates: ['price'], proration_behavior: 'always_invoice' });
    const offered = (update.products as { prices: string[] }[]).flatMap((p) => p.prices);
    const keys = offered.map((id) => stand.prices.get(id)?.lookup_key).sort();
    expect(keys).toEqual(
      ['AstroExtension', 'Enterprise', 'OAPro', 'WSUltimate']
        .flatMap((plan) => [`shelfscope_${plan}_month`, `shelfscope_${plan}_year`])
        .sort(),
    );
    const sessions = stand.requests.filter((r) => r.path === '/v1/billing_portal/sessions');
    expect(sessions.at(-1)?.body).toMatchObject({ customer: subscription.customer, configuration: config.id });

    const upgraded = stand.portalSwitch(config.id, subscription.id, 'shelfscope_WSUltimate_month');
    const updated = stripeEvent('customer.subscription.updated', upgraded);
    expect((await postWebhook(ctx, updated.body, updated.signature)).status).toBe(200);
    expect((await api(ctx, 'GET', '/api/UserAccount/plan', jwt)).body.data).toMatchObject({
      planCode: 'WSUltimate',
      isActive: true,
    });
    const yearly = stripeEvent(
      'customer.subscription.updated',
      stand.portalSwitch(config.id, subscription.id, 'shelfscope_WSUltimate_year'),
    );
    expect((await postWebhook(ctx, yearly.body, yearly.signature)).status).toBe(200);
    expect((await api(ctx, 'GET', '/api/Customer/GetCurrentSubscription', jwt)).body.data).toMatchObject({
      planType: 'WSUltimate',
      billingFrequency: 1,
      amount: 129_000,
    });
  });

  it('answers another company\u2019s customer with a 404 and an unknown session with a 404', async () => {
    const a = await sellerSession(ctx);
    const b = await sellerSession(ctx);
    await api(ctx, 'GET', '/api/Checkout/GetCheckoutSessionUrl?plan=OAPro', a.jwt);
    const customer = (await api(ctx, 'GET', '/api/Stripe/GetCustomerId', a.jwt)).body.data;
    expect(customer).toMatchObject({ provider: 'stripe', customerId: expect.stringMatching(/^cus_/) });
    expect((await api(ctx, 'GET', `/api/Stripe/GetSubscription?customerId=${customer.customerId}`, b.jwt)).status).toBe(404);
    expect((await api(ctx, 'PUT', '/Payments', a.jwt, { sessionId: 'cs_test_unknown' })).status).toBe(404);
    // The price created by the first checkout is found by its lookup key, not created again.
    const before = stand.requests.filter((r) => r.method === 'POST' && r.path === '/v1/prices').length;
    await api(ctx, 'GET', '/api/Checkout/GetCheckoutSessionUrl?plan=OAPro&period=Year', b.jwt);
    expect(stand.requests.filter((r) => r.method === 'POST' && r.path === '/v1/prices').length).toBe(before);
  });

  it("pages Stripe's customers for the admin with Stripe's own cursors", async () => {
    for (const name of ['Stripe One', 'Stripe Two', 'Stripe Three']) {
      const { jwt } = await sellerSession(ctx, name);
      expect((await api(ctx, 'GET', '/api/Checkout/GetCheckoutSessionUrl?plan=OAPro', jwt)).status).toBe(200);
    }
    const admin = await platformAdmin();
    const page = async (query: string) => {
      const res = await api(ctx, 'GET', `/api/admin/Users/stripe-customers?${query}`, admin);
      expect(res.status, query).toBe(200);
      return res.body.data as { data: { customerId: string; companyName: string | null }[]; hasMore: boolean; provider: string };
    };
    const first = await page('limit=2');
    expect(first.provider).toBe('stripe');
    expect(first.hasMore).toBe(true);
    expect(first.data.map((c) => c.companyName)).toEqual(['Stripe Three', 'Stripe Two']);
    const next = await page(`limit=2&startingAfter=${first.data[1]?.customerId}`);
    expect(next.data[0]?.companyName).toBe('Stripe One');
    const back = await page(`limit=2&endingBefore=${next.data[0]?.customerId}`);
    expect(back.data.map((c) => c.customerId)).toEqual(first.data.map((c) => c.customerId));
    expect(stand.requests.some((r) => r.method === 'GET' && r.path === '/v1/customers')).toBe(true);
  });

  it('lists a company whose customer Stripe no longer knows as unreadable, and checks the others', async () => {
    const { jwt, organization } = await sellerSession(ctx, 'Gone Customer');
    expect((await api(ctx, 'GET', '/api/Company', jwt)).status).toBe(200);
    const db = ctx.services.database.db;
    const [company] = await db.select().from(companies).where(eq(companies.organizationId, organization.organizationId));
    await db
      .insert(billingCustomers)
      .values({ companyId: company?.id ?? '', provider: 'stripe', customerId: 'cus_deleted_at_stripe' });
    const res = await api(ctx, 'GET', '/api/admin/Utility/subscription-validation', await platformAdmin());
    expect(res.status).toBe(200);
    expect(res.body.data.unreadable).toEqual([
      expect.objectContaining({ companyName: 'Gone Customer', customerId: 'cus_deleted_at_stripe' }),
    ]);
    // The first test's company, subscribed at Stripe, was still checked.
    expect(res.body.data.checked).toBeGreaterThan(0);
  });
});
