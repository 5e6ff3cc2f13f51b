import { CheckoutSession, envelope, PaymentMethod, UpcomingInvoice } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BILLING_ENV, currentSubscription, payCheckout, planStatusBecomes, subscribe } from '../../../test/billing.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { emailOutbox } from '../../platform/mail/schema.js';
import { companies } from '../company/schema.js';
import { localBillingCustomers } from './local/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(BILLING_ENV);
});
afterAll(() => ctx.close());

/** A seller whose built-in trial is over: every gated route answers 403. */
async function lapsedSeller() {
  const session = await sellerSession(ctx);
  await api(ctx, 'GET', '/api/Company', session.jwt);
  await ctx.services.database.db
    .update(companies)
    .set({ trialEndsAt: new Date(Date.now() - 1000) })
    .where(eq(companies.organizationId, session.organization.organizationId));
  return session;
}

/** A seller in the trial its company started with (sign-up's). */
async function trialSeller() {
  const session = await sellerSession(ctx);
  const company = (await api(ctx, 'GET', '/api/UserAccount/plan', session.jwt)).body.data;
  expect(company).toMatchObject({ subscriptionStatus: 'trialing' });
  return { ...session, trialEnd: company.trialEnd as string };
}

describe('subscribing during the trial', () => {
  it('keeps the trial: billing starts when it ends, no day added or lost, and the checkout says so', async () => {
    const { jwt, trialEnd } = await trialSeller();
    const checkout = await api(ctx, 'GET', '/api/Checkout/GetCheckoutSessionUrl?plan=WSUltimate&trialEnabled=true', jwt);
    expect(checkout.status).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(checkout.body.data.url).pathname });
    const end = new Date(trialEnd).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(page.body).toContain(`Free trial until ${end}: nothing is charged today. Billing starts on ${end}.`);
    await payCheckout(ctx, checkout.body.data.url, '4242 4242 4242 4242');
    const sub = await currentSubscription(ctx, jwt);
    expect(sub).toMatchObject({ status: 'trialing', planType: 'WSUltimate', trialEnd });
    const invoice = (await api(ctx, 'GET', '/api/Customer/GetNextInvoice', jwt)).body.data;
    expect(invoice).toMatchObject({ amount: 12_900, trialEndDate: trialEnd, nextPaymentAttempt: trialEnd });
  });

  it('or ends it now: the checkout says it charges today, and does', async () => {
    const { jwt } = await trialSeller();
    const checkout = await api(ctx, 'GET', '/api/Checkout/GetCheckoutSessionUrl?plan=OAPro', jwt);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(checkout.body.data.url).pathname });
    expect(page.body).toContain('Charged today: $49.00, then every month. No free trial.');
    await payCheckout(ctx, checkout.body.data.url, '4242 4242 4242 4242');
    expect(await planStatusBecomes(ctx, jwt, 'active')).toMatchObject({ planCode: 'OAPro' });
  });

  it('never gives a second trial: not after the first one ended', async () => {
    const { jwt } = await lapsedSeller();
    const again = await api(ctx, 'GET', '/api/Checkout/GetCheckoutSessionUrl?plan=OAPro&trialEnabled=true', jwt);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].type).toBe('trial_unavailable');
  });
});

describe('subscribing on the local provider', () => {
  it('takes a lapsed seller from 403 to an active plan through checkout and webhooks', async () => {
    const { jwt } = await lapsedSeller();
    expect((await api(ctx, 'GET', '/api/Supplier', jwt)).status).toBe(403);
    const checkout = await api(ctx, 'GET', '/api/Checkout/GetCheckoutSessionUrl?plan=OAPro&period=Month', jwt);
    expect(checkout.status).toBe(200);
    const { url, sessionId } = envelope(CheckoutSession).parse(checkout.body).data;
    const page = await ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Online Arbitrage Pro');
    expect(page.body).toContain('$49.00');
    const paid = await payCheckout(ctx, url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://127.0.0.1:3000/billing?checkout=success&session_id=${sessionId}`);
    const details = await planStatusBecomes(ctx, jwt, 'active');
    expect(details).toMatchObject({ planCode: 'OAPro', isActive: true });
    expect((await api(ctx, 'GET', '/api/Supplier', jwt)).status).toBe(200);
    expect(await currentSubscription(ctx, jwt)).toMatchObject({
      planType: 'OAPro',
      billingFrequency: 0,
      status: 'active',
      amount: 4_900,
    });
    const cards = envelope(z.array(PaymentMethod)).parse(
      (await api(ctx, 'GET', '/api/Customer/GetPaymentMethods', jwt)).body,
    ).data;
    expect(cards).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040, isDefault: true }),
    ]);
    const invoice = envelope(UpcomingInvoice.nullable()).parse(
      (await api(ctx, 'GET', '/api/AccountManagement/get-next-invoice', jwt)).body,
    ).data;
    expect(invoice).toMatchObject({ amount: 4_900, planCode: 'OAPro', trialEndDate: null });
  });

  it('applies a finished checkout at once through PUT /Payments', async () => {
    const { jwt } = await lapsedSeller();
    const { sessionId } = await subscribe(ctx, jwt, { plan: 'WSUltimate', period: 'Year' });
    const res = await api(ctx, 'PUT', '/Payments', jwt, { sessionId });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ planType: 'WSUltimate', billingFrequency: 1, amount: 129_000, status: 'active' });
    const details = (await api(ctx, 'GET', '/api/UserAccount/plan', jwt)).body.data;
    expect(details).toMatchObject({ planCode: 'WSUltimate', subscriptionStatus: 'active', isActive: true });
  });

  it('declines the 0002 card on the checkout page and starts nothing', async () => {
    const { jwt } = await lapsedSeller();
    const checkout = await api(ctx, 'GET', '/api/Checkout/GetCheckoutSessionUrl?plan=OAPro', jwt);
    const paid = await payCheckout(ctx, checkout.body.data.url, '4000000000000002');
    expect(paid.status).toBe(402);
    expect(paid.body).toContain('Your card was declined.');
    expect(await currentSubscription(ctx, jwt)).toBeNull();
  });

  it('escapes what it shows and refuses bad checkout queries', async () => {
    const { jwt } = await lapsedSeller();
    expect((await api(ctx, 'GET', '/api/Checkout/GetCheckoutSessionUrl?plan=Gold', jwt)).status).toBe(400);
    expect((await api(ctx, 'GET', '/api/Checkout/GetCheckoutSessionUrl?plan=OAPro&period=Week', jwt)).status).toBe(400);
    const res = await ctx.app.inject({ method: 'GET', url: '/local-billing/checkout/%3Cscript%3E' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script>');
  });

  it('refuses a second subscription while one is live', async () => {
    const { jwt } = await lapsedSeller();
    await subscribe(ctx, jwt);
    await planStatusBecomes(ctx, jwt, 'active');
    const again = await api(ctx, 'GET', '/api/Checkout/GetCheckoutSessionUrl?plan=Enterprise', jwt);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].type).toBe('already_subscribed');
  });
});

describe('receipts', () => {
  it('keeps the paying member’s email on the customer and emails a receipt for each paid invoice through the outbox', async () => {
    const { jwt, admin } = await lapsedSeller();
    await subscribe(ctx, jwt, { plan: 'WSUltimate' });
    const db = ctx.services.database.db;
    const [customer] = await db.select().from(localBillingCustomers).where(eq(localBillingCustomers.email, admin.emailAddress));
    expect(customer).toBeDefined();
    const receipts = await db.select().from(emailOutbox).where(eq(emailOutbox.to, admin.emailAddress));
    expect(receipts.map((r) => r.subject)).toEqual(['Your ShelfScope receipt: $129.00 paid']);
    expect(receipts[0]?.text).toContain('Plan: Wholesale Ultimate, billed monthly');
    expect(receipts[0]?.text).toContain('with VISA ending 4242');
    expect(receipts[0]?.text).toContain('Download the invoice as a PDF on Plan & billing: http://127.0.0.1:3000/billing');
  });
});

describe('managing a subscription', () => {
  it('cancels at period end, resumes, and cancels now keeping the data', async () => {
    const { jwt } = await lapsedSeller();
    await subscribe(ctx, jwt);
    const sub = await currentSubscription(ctx, jwt);
    expect(sub?.subscriptionId).toBeTruthy();
    const id = sub?.subscriptionId as string;
    const atEnd = await api(ctx, 'POST', '/api/Customer/CancelSubscription', jwt, {
      subscriptionId: id,
      cancelImmediately: false,
    });
    expect(atEnd.body.data).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await api(ctx, 'GET', '/api/Customer/GetNextInvoice', jwt)).body.data).toBeNull();
    const resumed = await api(ctx, 'POST', '/api/Customer/ResumeSubscription', jwt, { subscriptionId: id });
    expect(resumed.body.data).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Kept Supplier' });
    const now = await api(ctx, 'POST', '/api/Customer/CancelSubscription', jwt, { subscriptionId: id, cancelImmediately: true });
    expect(now.body.data).toMatchObject({ status: 'canceled' });
    expect((await api(ctx, 'GET', '/api/UserAccount/PlanDetails', jwt)).body.data).toMatchObject({
      subscriptionStatus: 'canceled',
      isActive: false,
    });
    const gated = await api(ctx, 'GET', '/api/Supplier', jwt);
    expect(gated.status).toBe(403);
    expect(gated.body.errors[0].description).toBe('You currently have no active subscription.');
    // Billing, the company profile and the plan stay reachable; a new subscription brings the data back.
    expect((await api(ctx, 'GET', '/api/Company', jwt)).status).toBe(200);
    await subscribe(ctx, jwt);
    await planStatusBecomes(ctx, jwt, 'active');
    const suppliers = await api(ctx, 'GET', '/api/Supplier', jwt);
    expect(suppliers.body.data.map((s: { name: string }) => s.name)).toEqual(['Kept Supplier']);
    const again = await api(ctx, 'POST', '/api/Customer/CancelSubscription', jwt, {
      subscriptionId: id,
      cancelImmediately: true,
    });
    expect(again.status).toBe(409);
  });

  it('starts a trial, then upgrades it now (and refuses a second trial)', async () => {
    const { jwt } = await trialSeller();
    await subscribe(ctx, jwt, { trial: true });
    const trial = await currentSubscription(ctx, jwt);
    expect(trial).toMatchObject({ status: 'trialing', isFreeTrial: true });
    const invoice = (await api(ctx, 'GET', '/api/Customer/GetNextInvoice', jwt)).body.data;
    expect(invoice).toMatchObject({ amount: 4_900, trialEndDate: trial?.trialEnd });
    const upgraded = await api(ctx, 'PUT', '/api/AccountManagement/upgrade-trial-now', jwt);
    expect(upgraded.status).toBe(200);
    expect(upgraded.body.data).toMatchObject({ status: 'active', isFreeTrial: false });
    const noTrial = await api(ctx, 'POST', '/api/Customer/CancelTrial', jwt, {
      subscriptionId: trial?.subscriptionId,
      upgrade: true,
    });
    expect(noTrial.status).toBe(409);
    await api(ctx, 'POST', '/api/Customer/CancelSubscription', jwt, {
      subscriptionId: trial?.subscriptionId,
      cancelImmediately: true,
    });
    const second = await api(ctx, 'GET', '/api/Checkout/GetCheckoutSessionUrl?plan=OAPro&trialEnabled=true', jwt);
    expect(second.status).toBe(409);
    expect(second.body.errors[0].type).toBe('trial_unavailable');
  });

  it('cancels a trial without paying', async () => {
    const { jwt } = await trialSeller();
    await subscribe(ctx, jwt, { trial: true });
    const trial = await currentSubscription(ctx, jwt);
    const res = await api(ctx, 'POST', '/api/Customer/CancelTrial', jwt, {
      subscriptionId: trial?.subscriptionId,
      upgrade: false,
    });
    expect(res.body.data).toMatchObject({ status: 'canceled' });
    const upgrade = await api(ctx, 'POST', '/api/Customer/UpgradeTrial', jwt, {});
    expect(upgrade.status).toBe(409);
  });

  it('opens the portal, which shows the card and lets the seller cancel at period end', async () => {
    const { jwt } = await lapsedSeller();
    expect((await api(ctx, 'GET', '/api/AccountManagement/customer-portal', jwt)).body.data).toEqual({ portalUrl: null });
    await subscribe(ctx, jwt);
    const { portalUrl } = (await api(ctx, 'GET', '/api/AccountManagement/customer-portal', jwt)).body.data;
    const url = new URL(portalUrl);
    const page = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('visa •••• 4242');
    const sub = await currentSubscription(ctx, jwt);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}&action=cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `subscription=${sub?.subscriptionId}`,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.body).toContain('Your data is kept.');
    expect(await currentSubscription(ctx, jwt)).toMatchObject({ cancelAtPeriodEnd: true });
    const forged = await ctx.app.inject({ method: 'GET', url: `${url.pathname.slice(0, -3)}xyz` });
    expect(forged.statusCode).toBe(404);
  });
});

describe('errors and other customers', () => {
  it('answers 404 for another company\u2019s subscription or customer, and empty reads before checkout', async () => {
    const a = await lapsedSeller();
    const b = await lapsedSeller();
    await subscribe(ctx, a.jwt);
    const subA = await currentSubscription(ctx, a.jwt);
    const customerA = (await api(ctx, 'GET', '/api/Stripe/GetCustomerId', a.jwt)).body.data;
    expect(customerA).toMatchObject({ provider: 'local', customerId: expect.stringMatching(/^cus_/) });
    expect(
      (await api(ctx, 'GET', `/api/Stripe/GetPaymentMethods?customerId=${customerA.customerId}`, a.jwt)).body.data,
    ).toHaveLength(1);
    expect(
      (await api(ctx, 'GET', `/api/Stripe/GetSubscription?customerId=${customerA.customerId}`, a.jwt)).body.data,
    ).toMatchObject({ status: 'active' });
    expect((await api(ctx, 'GET', `/api/Stripe/GetPaymentMethods?customerId=${customerA.customerId}`, b.jwt)).status).toBe(404);
    expect((await api(ctx, 'GET', `/api/Stripe/GetSubscription?customerId=${customerA.customerId}`, b.jwt)).status).toBe(404);
    const cancel = await api(ctx, 'POST', '/api/Customer/CancelSubscription', b.jwt, {
      subscriptionId: subA?.subscriptionId,
      cancelImmediately: true,
    });
    expect(cancel.status).toBe(404);
    expect((await api(ctx, 'GET', '/api/Customer/GetSubscriptions', b.jwt)).body.data).toEqual([]);
    expect((await api(ctx, 'GET', '/api/Customer/GetPaymentMethods', b.jwt)).body.data).toEqual([]);
    expect((await api(ctx, 'GET', '/api/Customer/GetNextInvoice', b.jwt)).body.data).toBeNull();
    expect((await api(ctx, 'GET', '/api/Stripe/GetCustomerId', b.jwt)).body.data).toEqual({
      customerId: null,
      provider: 'local',
    });
    expect((await api(ctx, 'PUT', '/Payments', b.jwt, { sessionId: 'cs_test_nope' })).status).toBe(404);
    expect((await api(ctx, 'GET', '/api/Customer/GetSubscriptions', null)).status).toBe(401);
    expect((await api(ctx, 'POST', '/api/Customer/CancelSubscription', a.jwt, { subscriptionId: '' })).status).toBe(400);
  });
});
