import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BillingPeriod, PaidPlan } from '@shelfscope/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import type { Jobs } from '../../../platform/jobs/jobs.js';
import type { Mailer } from '../../../platform/mail/outbox.js';
import { PLAN_CATALOG } from '../../plans/catalog.js';
import {
  type BillingEvent,
  type BillingProvider,
  BillingProviderError,
  type CustomerPageInput,
  type ProviderCheckoutSession,
  type ProviderInvoice,
  type ProviderPaymentMethod,
  type ProviderSubscription,
  type ProviderUpcomingInvoice,
} from '../provider.js';
import type { CheckedCard } from './cards.js';
import { addPeriod, newId, providerNow, providerOffsetMs } from './clock.js';
import { listLocalCustomers } from './customers.js';
import { billPeriod, chargeSucceeds, dueStep, endSubscription, liveSubscriptionIds } from './engine.js';
import { type PendingEvent, queueEvents, recordEvents } from './events.js';
import { checkoutSessionObject, subscriptionObject } from './objects.js';
import { switchPlan } from './plan-change.js';
import { recordReceipts } from './receipts.js';
import {
  localBillingCheckoutSessions,
  localBillingCustomers,
  localBillingInvoices,
  localBillingPaymentMethods,
  localBillingSubscriptions,
} from './schema.js';
import { stripeWebhookSdk } from './stripe-sdk.js';

type SubscriptionRow = typeof localBillingSubscriptions.$inferSelect;
const PORTAL_TTL_MS = 60 * 60_000;

/**
 * The offline billing provider (docs/billing.md): its own books in local_billing_* tables, a
 * hosted checkout and portal (pages.ts), Stripe's test cards, its own clock, and Stripe-shaped,
 * Stripe-signed webhooks delivered through the job queue.
 */
export class LocalBillingProvider implements BillingProvider {
  readonly name = 'local' as const;
  constructor(private readonly deps: { db: Db; jobs: Jobs; mailer: Mailer; webhookSecret: string; publicUrl: string }) {}

  /** This deployment's origin: the portal's return link may lead only here. */
  get publicOrigin(): string {
    return new URL(this.deps.publicUrl).origin;
  }

  /** Runs a change in one transaction with the provider's time, then queues the events and receipts it caused. */
  private async mutate<T>(run: (tx: Db, now: Date, events: PendingEvent[]) => Promise<T>): Promise<T> {
    const { result, ids, receipts } = await this.deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const now = await providerNow(db);
      const events: PendingEvent[] = [];
      const result = await run(db, now, events);
      const receipts = await recordReceipts(db, this.deps.mailer, events, `${this.deps.publicUrl}/billing`);
      return { result, ids: await recordEvents(db, events, now), receipts };
    });
    await queueEvents(this.deps.jobs, ids);
    for (const id of receipts) await this.deps.mailer.queue(id);
    return result;
  }

  private async lockedSubscription(tx: Db, id: string): Promise<SubscriptionRow> {
    const [row] = await tx.select().from(localBillingSubscriptions).where(eq(localBillingSubscriptions.id, id)).for('update');
    if (!row) throw new BillingProviderError('resource_missing', `No such subscription: '${id}'`);
    return row;
  }

  /** Runs whatever the provider's time has made due (trial ends, renewals, retries). */
  async runDue(customerId?: string): Promise<number> {
    let steps = 0;
    for (const id of await liveSubscriptionIds(this.deps.db, customerId)) {
      for (;;) {
        const moved = await this.mutate(async (tx, now, events) => {
          const step = await dueStep(tx, await this.lockedSubscription(tx, id), now);
          events.push(...(step ?? []));
          return step !== null;
        });
        if (!moved) break;
        steps += 1;
      }
    }
    return steps;
  }

  async createCustomer(input: { email: string | null; name: string; companyId: string }): Promise<string> {
    const id = newId('cus');
    const now = await providerNow(this.deps.db);
    await this.deps.db
      .insert(localBillingCustomers)
      .values({ id, email: input.email, name: input.name, metadata: { companyId: input.companyId }, created: now });
    return id;
  }

  async createCheckoutSession(input: Parameters<BillingProvider['createCheckoutSession']>[0]) {
    const id = newId('cs_test');
    const offsetMs = await providerOffsetMs(this.deps.db);
    const now = new Date(Date.now() + offsetMs);
    const metadata = { ...input.metadata, ...(input.referralCode ? { referralCode: input.referralCode } : {}) };
    await this.deps.db.insert(localBillingCheckoutSessions).values({
      id,
      customerId: input.customerId,
      planCode: input.planCode,
      period: input.period,
      // The app's dates are wall-clock; this provider runs on its own clock (wall + the dev offset).
      // The offset itself, not its now minus another reading of the wall clock: a millisecond
      // between the two readings moved the trial's end by one (a CI failure).
      trialEnd: input.trialEnd ? new Date(input.trialEnd.getTime() + offsetMs) : null,
      metadata,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      status: 'open',
      created: now,
    });
    return { id, url: `${this.deps.publicUrl}/local-billing/checkout/${id}` };
  }

  listCustomers(input: CustomerPageInput) {
    return listLocalCustomers(this.deps.db, input);
  }

  async getCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    const [row] = await this.deps.db.select().from(localBillingCheckoutSessions).where(eq(localBillingCheckoutSessions.id, id));
    if (!row) return null;
    return {
      id: row.id,
      customerId: row.customerId,
      status: row.status as ProviderCheckoutSession['status'],
      subscriptionId: row.subscriptionId,
    };
  }

  /** The checkout page's submit: attaches the card, starts the subscription, charges unless trialing. */
  async completeCheckout(sessionId: string, card: CheckedCard): Promise<{ redirect: string } | { error: string }> {
    return this.mutate(async (tx, now, events) => {
      const [session] = await tx
        .select()
        .from(localBillingCheckoutSessions)
        .where(eq(localBillingCheckoutSessions.id, sessionId))
        .for('update');
      if (session?.status !== 'open') return { error: 'This checkout session is no longer open.' };
      await this.attachCard(tx, session.customerId, card, now);
      const plan = PLAN_CATALOG[session.planCode as PaidPlan];
      const amount = session.period === 'Year' ? plan.prices.yearly : plan.prices.monthly;
      // A trial end already past (the page left open) charges at once, as a checkout without one.
      const trialEnd = session.trialEnd && session.trialEnd > now ? session.trialEnd : null;
      const [sub] = await tx
        .insert(localBillingSubscriptions)
        .values({
          id: newId('sub'),
          customerId: session.customerId,
          status: trialEnd ? 'trialing' : 'incomplete',
          planCode: session.planCode,
          period: session.period,
          amount,
          trialEnd,
          currentPeriodStart: now,
          currentPeriodEnd: trialEnd ?? addPeriod(now, session.period),
          metadata: session.metadata,
          created: now,
        })
        .returning();
      if (!sub) throw new Error('local billing: subscription insert returned nothing');
      events.push({ type: 'customer.subscription.created', object: subscriptionObject(sub) });
      if (!trialEnd) events.push(...(await billPeriod(tx, sub, now, now, true)));
      const [done] = await tx
        .update(localBillingCheckoutSessions)
        .set({ status: 'complete', subscriptionId: sub.id })
        .where(eq(localBillingCheckoutSessions.id, sessionId))
        .returning();
      if (!done) throw new Error('local billing: checkout session vanished');
      events.push({ type: 'checkout.session.completed', object: checkoutSessionObject(done) });
      return { redirect: done.successUrl.replace('{CHECKOUT_SESSION_ID}', done.id) };
    });
  }

  /** Saves a card (brand, last four, expiry) as the customer's default. */
  async attachCard(tx: Db, customerId: string, card: CheckedCard, now: Date): Promise<string> {
    const id = newId('pm');
    await tx.insert(localBillingPaymentMethods).values({
      id,
      customerId,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      failsLater: card.behaviour === 'fails_later',
      created: now,
    });
    await tx.update(localBillingCustomers).set({ defaultPaymentMethod: id }).where(eq(localBillingCustomers.id, customerId));
    return id;
  }

  /** The portal's "update card": the new card becomes the default and a past-due invoice is retried. */
  async replaceCard(customerId: string, card: CheckedCard): Promise<void> {
    await this.mutate(async (tx, now) => {
      await this.attachCard(tx, customerId, card, now);
      // Stripe retries the open invoice when a new default card arrives: bring the retry forward.
      await tx
        .update(localBillingSubscriptions)
        .set({ nextPaymentAttempt: now })
        .where(and(eq(localBillingSubscriptions.customerId, customerId), eq(localBillingSubscriptions.status, 'past_due')));
    });
    await this.runDue(customerId);
  }

  portalToken(customerId: string, expires: number): string {
    const mac = createHmac('sha256', this.deps.webhookSecret).update(`portal:${customerId}:${expires}`).digest('base64url');
    return `${customerId}.${expires}.${mac}`;
  }

  /** The customer a portal link was made for, while it is valid. */
  portalCustomer(token: string): string | null {
    const [customerId, expires, mac] = token.split('.');
    if (!customerId || !expires || !mac || Number(expires) < Date.now()) return null;
    const expected = Buffer.from(this.portalToken(customerId, Number(expires)).split('.')[2] ?? '');
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given) ? customerId : null;
  }

  async portalUrl(input: { customerId: string; returnUrl: string }): Promise<string> {
    const token = this.portalToken(input.customerId, Date.now() + PORTAL_TTL_MS);
    return `${this.deps.publicUrl}/local-billing/portal/${token}?return_url=${encodeURIComponent(input.returnUrl)}`;
  }

  async listSubscriptions(customerId: string): Promise<ProviderSubscription[]> {
    await this.runDue(customerId);
    const rows = await this.deps.db
      .select()
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.customerId, customerId))
      .orderBy(desc(localBillingSubscriptions.created));
    return rows.map(toProviderSubscription);
  }

  async getSubscription(id: string): Promise<ProviderSubscription | null> {
    const [row] = await this.deps.db.select().from(localBillingSubscriptions).where(eq(localBillingSubscriptions.id, id));
    return row ? toProviderSubscription(row) : null;
  }

  async listPaymentMethods(customerId: string): Promise<ProviderPaymentMethod[]> {
    const [customer] = await this.deps.db.select().from(localBillingCustomers).where(eq(localBillingCustomers.id, customerId));
    const cards = await this.deps.db
      .select()
      .from(localBillingPaymentMethods)
      .where(and(eq(localBillingPaymentMethods.customerId, customerId), eq(localBillingPaymentMethods.detached, false)))
      .orderBy(desc(localBillingPaymentMethods.created));
    return cards.map((c) => ({
      id: c.id,
      brand: c.brand,
      last4: c.last4,
      expMonth: c.expMonth,
      expYear: c.expYear,
      isDefault: c.id === customer?.defaultPaymentMethod,
    }));
  }

  async upcomingInvoice(input: { customerId: string; subscriptionId: string }): Promise<ProviderUpcomingInvoice | null> {
    await this.runDue(input.customerId);
    const [sub] = await this.deps.db
      .select()
      .from(localBillingSubscriptions)
      .where(
        and(eq(localBillingSubscriptions.id, input.subscriptionId), eq(localBillingSubscriptions.customerId, input.customerId)),
      );
    if (!sub || sub.status === 'canceled' || sub.status === 'incomplete' || sub.cancelAtPeriodEnd) return null;
    if (sub.status === 'past_due') {
      return { amount: sub.amount, nextPaymentAttempt: sub.nextPaymentAttempt, periodEnd: sub.currentPeriodEnd };
    }
    const start = sub.status === 'trialing' && sub.trialEnd ? sub.trialEnd : sub.currentPeriodEnd;
    return { amount: sub.amount, nextPaymentAttempt: start, periodEnd: addPeriod(start, sub.period) };
  }

  async cancelSubscription(input: { subscriptionId: string; atPeriodEnd: boolean }): Promise<ProviderSubscription> {
    return this.mutate(async (tx, now, events) => {
      const sub = await this.lockedSubscription(tx, input.subscriptionId);
      if (sub.status === 'canceled')
        throw new BillingProviderError('subscription_canceled', 'This subscription is already canceled.');
      if (!input.atPeriodEnd) events.push(...(await endSubscription(tx, sub, now)));
      else {
        const [updated] = await tx
          .update(localBillingSubscriptions)
          .set({ cancelAtPeriodEnd: true })
          .where(eq(localBillingSubscriptions.id, sub.id))
          .returning();
        if (updated) events.push({ type: 'customer.subscription.updated', object: subscriptionObject(updated) });
      }
      return toProviderSubscription(await this.lockedSubscription(tx, sub.id));
    });
  }

  async resumeSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return this.mutate(async (tx, _now, events) => {
      const sub = await this.lockedSubscription(tx, subscriptionId);
      if (sub.status === 'canceled') {
        throw new BillingProviderError('subscription_canceled', 'A canceled subscription cannot be resumed: subscribe again.');
      }
      const [updated] = await tx
        .update(localBillingSubscriptions)
        .set({ cancelAtPeriodEnd: false })
        .where(eq(localBillingSubscriptions.id, sub.id))
        .returning();
      if (!updated) throw new Error('local billing: subscription vanished');
      events.push({ type: 'customer.subscription.updated', object: subscriptionObject(updated) });
      return toProviderSubscription(updated);
    });
  }

  async endTrialNow(subscriptionId: string): Promise<ProviderSubscription> {
    return this.mutate(async (tx, now, events) => {
      const sub = await this.lockedSubscription(tx, subscriptionId);
      if (sub.status !== 'trialing') throw new BillingProviderError('not_trialing', 'This subscription is not in a trial.');
      // A card that cannot pay leaves the trial as it was (Stripe would answer the same decline).
      if (!(await chargeSucceeds(tx, sub.customerId, now)))
        throw new BillingProviderError('card_declined', 'Your card was declined.');
      await tx.update(localBillingSubscriptions).set({ trialEnd: now }).where(eq(localBillingSubscriptions.id, sub.id));
      events.push(...(await billPeriod(tx, { ...sub, trialEnd: now }, now, now)));
      return toProviderSubscription(await this.lockedSubscription(tx, sub.id));
    });
  }

  /** The portal's plan switch (plan-change.ts): at once, a dearer plan invoiced now for the prorated difference. */
  async changePlan(input: { subscriptionId: string; planCode: PaidPlan; period: BillingPeriod }): Promise<ProviderSubscription> {
    return this.mutate(async (tx, now, events) => {
      const sub = await this.lockedSubscription(tx, input.subscriptionId);
      events.push(...(await switchPlan(tx, sub, input, now)));
      return toProviderSubscription(await this.lockedSubscription(tx, sub.id));
    });
  }

  /** Invoices of a customer, newest first (the portal lists them). */
  async listInvoices(customerId: string): Promise<ProviderInvoice[]> {
    const rows = await this.deps.db
      .select({
        invoice: localBillingInvoices,
        planCode: localBillingSubscriptions.planCode,
        period: localBillingSubscriptions.period,
      })
      .from(localBillingInvoices)
      .leftJoin(localBillingSubscriptions, eq(localBillingSubscriptions.id, localBillingInvoices.subscriptionId))
      .where(eq(localBillingInvoices.customerId, customerId))
      .orderBy(desc(localBillingInvoices.created))
      .limit(100);
    return rows.map(({ invoice, planCode, period }) => ({
      id: invoice.id,
      status: invoice.status as ProviderInvoice['status'],
      amount: invoice.amount,
      currency: 'usd',
      line: invoiceLine(planCode, period, invoice.periodStart, invoice.periodEnd),
      created: invoice.created,
      paidAt: invoice.paidAt,
    }));
  }

  async invoices(customerId: string) {
    return this.deps.db
      .select()
      .from(localBillingInvoices)
      .where(eq(localBillingInvoices.customerId, customerId))
      .orderBy(desc(localBillingInvoices.created));
  }

  async verifyWebhook(rawBody: string, signature: string | undefined): Promise<BillingEvent> {
    if (!signature) throw new BillingProviderError('signature_missing', 'No Stripe-Signature header.');
    const sdk = await stripeWebhookSdk();
    return sdk.webhooks.constructEvent(rawBody, signature, this.deps.webhookSecret) as unknown as BillingEvent;
  }
}

export function toProviderSubscription(row: SubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status as ProviderSubscription['status'],
    planCode: row.planCode as PaidPlan,
    period: row.period as BillingPeriod,
    amount: row.amount,
    trialEnd: row.trialEnd,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt,
    created: row.created,
    metadata: row.metadata,
  };
}

const shortDay = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** What a local invoice bills, in words: "ShelfScope Pro, billed monthly: Nov 28, 2026 to Dec 28, 2026". */
function invoiceLine(planCode: string | null, period: string | null, start: Date, end: Date): string {
  const plan = planCode ? PLAN_CATALOG[planCode as keyof typeof PLAN_CATALOG] : undefined;
  const name = `ShelfScope ${plan?.name ?? planCode ?? 'subscription'}`;
  return `${name}, billed ${period === 'Year' ? 'yearly' : 'monthly'}: ${shortDay(start)} to ${shortDay(end)}`;
}
