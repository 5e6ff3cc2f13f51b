import { createHash } from 'node:crypto';
import { BillingPeriod, PAID_PLANS, PaidPlan } from '@shelfscope/contracts';
import Stripe from 'stripe';
import type { BillingConfig } from '../../config.js';
import { PLAN_CATALOG } from '../plans/catalog.js';
import { lookupKey } from './local/objects.js';
import {
  type BillingEvent,
  type BillingProvider,
  BillingProviderError,
  type CustomerPageInput,
  type ProviderCheckoutSession,
  type ProviderCustomerRecord,
  type ProviderInvoice,
  type ProviderPaymentMethod,
  type ProviderSubscription,
  type ProviderUpcomingInvoice,
} from './provider.js';

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
/**
 * A checkout's trial end as Stripe takes it (subscription_data.trial_end): a Unix time at least
 * 48 hours away. A trial with less left cannot be carried into a Stripe checkout: refused plainly
 * (409) rather than lengthened or cut.
 */
function stripeTrialEnd(end: Date): number {
  if (end.getTime() - Date.now() < 48 * 3_600_000) {
    throw new BillingProviderError(
      'trial_too_short',
      'Less than two days of your trial are left, which the checkout cannot keep: subscribe without it (charged today), or when the trial has ended.',
    );
  }
  return Math.floor(end.getTime() / 1000);
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Stripe's statuses in ours: the ones without access fold into past_due, the ended ones into canceled. */
const STATUS: Record<string, ProviderSubscription['status']> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
};

/** The plan and period a subscription bills: its price's lookup key, else the checkout's metadata. */
function planOf(sub: Stripe.Subscription): { planCode: PaidPlan; period: BillingPeriod } {
  const price = sub.items.data[0]?.price;
  const match = /^shelfscope_(\w+)_(month|year)$/.exec(price?.lookup_key ?? '');
  const planCode = PaidPlan.safeParse(match?.[1] ?? sub.metadata.plan);
  const interval = match?.[2] ?? price?.recurring?.interval;
  return {
    planCode: planCode.success ? planCode.data : 'OAPro',
    period: interval === 'year' ? 'Year' : BillingPeriod.parse(sub.metadata.period ?? 'Month'),
  };
}

export function toProviderSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items.data[0];
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: STATUS[sub.status] ?? 'past_due',
    ...planOf(sub),
    amount: item?.price?.unit_amount ?? 0,
    trialEnd: date(sub.trial_end),
    currentPeriodStart: date(item?.current_period_start),
    currentPeriodEnd: date(item?.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: date(sub.canceled_at),
    created: new Date(sub.created * 1000),
    metadata: sub.metadata,
  };
}

/** Stripe's refusals as ours (a 4xx for the caller); its outages as "billing unavailable". */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new BillingProviderError('card_declined', error.message);
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new BillingProviderError(error.code === 'resource_missing' ? 'resource_missing' : 'invalid_request', error.message);
    }
    if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) {
      throw new BillingProviderError('billing_unavailable', 'The payment provider cannot be reached. Try again in a minute.');
    }
    throw error;
  }
}

/** null for Stripe's "no such object", the value otherwise. */
async function orNull<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await call(run);
  } catch (error) {
    if (error instanceof BillingProviderError && error.code === 'resource_missing') return null;
    throw error;
  }
}

/**
 * Stripe, through the official SDK (docs/billing.md): prices by lookup key (created from the
 * catalog when missing), Checkout Sessions in subscription mode, the Customer Portal, and
 * webhooks verified with stripe.webhooks.constructEvent.
 */
export class StripeBillingProvider implements BillingProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly prices = new Map<string, string>();
  private portalConfiguration: string | null = null;

  constructor(private readonly config: BillingConfig['stripe']) {
    const api = config.apiUrl ? new URL(config.apiUrl) : null;
    this.stripe = new Stripe(config.secretKey ?? '', {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
    for (const [key, id] of Object.entries(config.priceIds)) this.prices.set(key, id);
  }

  /** The price of a plan and period: configured, else found by lookup key, else created with its product. */
  async priceId(planCode: PaidPlan, period: BillingPeriod): Promise<string> {
    const key = lookupKey(planCode, period);
    const known = this.prices.get(key);
    if (known) return known;
    const found = await call(() => this.stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 }));
    let id = found.data[0]?.id;
    if (!id) {
      const plan = PLAN_CATALOG[planCode];
      const product = await call(() => this.stripe.products.create({ name: `ShelfScope ${plan.name}`, metadata: { planCode } }));
      const price = await call(() =>
        this.stripe.prices.create({
          product: product.id,
          currency: 'usd',
          unit_amount: period === 'Year' ? plan.prices.yearly : plan.prices.monthly,
          recurring: { interval: period === 'Year' ? 'year' : 'month' },
          lookup_key: key,
        }),
      );
      id = price.id;
    }
    this.prices.set(key, id);
    return id;
  }

  async createCustomer(input: { email: string | null; name: string; companyId: string }): Promise<string> {
    const customer = await call(() =>
      this.stripe.customers.create({
        name: input.name,
        ...(input.email ? { email: input.email } : {}),
        metadata: { companyId: input.companyId },
      }),
    );
    return customer.id;
  }

  async createCheckoutSession(input: Parameters<BillingProvider['createCheckoutSession']>[0]) {
    const price = await this.priceId(input.planCode, input.period);
    // A referral code that is a Stripe promotion code discounts the checkout; either way it is kept in metadata.
    const promotion = input.referralCode
      ? (await call(() => this.stripe.promotionCodes.list({ code: input.referralCode, active: true, limit: 1 }))).data[0]
      : undefined;
    const metadata = { ...input.metadata, ...(input.referralCode ? { referralCode: input.referralCode } : {}) };
    const session = await call(() =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        line_items: [{ price, quantity: 1 }],
        subscription_data: { metadata, ...(input.trialEnd ? { trial_end: stripeTrialEnd(input.trialEnd) } : {}) },
        metadata,
        ...(promotion ? { discounts: [{ promotion_code: promotion.id }] } : {}),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    );
    if (!session.url) throw new BillingProviderError('invalid_request', 'Stripe answered a checkout session without a URL.');
    return { id: session.id, url: session.url };
  }

  async listCustomers(input: CustomerPageInput): Promise<{ data: ProviderCustomerRecord[]; hasMore: boolean }> {
    const list = await call(() =>
      this.stripe.customers.list({
        limit: input.limit,
        ...(input.startingAfter ? { starting_after: input.startingAfter } : {}),
        ...(input.endingBefore ? { ending_before: input.endingBefore } : {}),
      }),
    );
    return {
      data: list.data.map((c) => ({
        id: c.id,
        email: c.email ?? null,
        name: c.name ?? null,
        created: new Date(c.created * 1000),
      })),
      hasMore: list.has_more,
    };
  }

  async getCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    const session = await orNull(() => this.stripe.checkout.sessions.retrieve(id));
    if (!session) return null;
    return {
      id: session.id,
      customerId: idOf(session.customer) ?? '',
      status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
      subscriptionId: idOf(session.subscription),
    };
  }

  async portalUrl(input: { customerId: string; returnUrl: string }): Promise<string> {
    const configuration = await this.portalConfigurationId();
    const session = await call(() =>
      this.stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl, configuration }),
    );
    return session.url;
  }

  /**
   * The Customer Portal configuration that lets a customer switch between our prices (every plan,
   * month and year), cancel at period end, update the card and see invoices. It is marked with a
   * digest of the price ids: found by it, else created, so a changed catalog gets a new one.
   * Upgrades are invoiced at once for the prorated difference (proration_behavior always_invoice).
   */
  async portalConfigurationId(): Promise<string> {
    if (this.portalConfiguration) return this.portalConfiguration;
    const byProduct = new Map<string, string[]>();
    for (const planCode of PAID_PLANS) {
      for (const period of BillingPeriod.options) {
        const id = await this.priceId(planCode, period);
        const price = await call(() => this.stripe.prices.retrieve(id));
        const product = idOf(price.product) ?? '';
        byProduct.set(product, [...(byProduct.get(product) ?? []), id]);
      }
    }
    const products = [...byProduct].map(([product, prices]) => ({ product, prices }));
    const digest = createHash('sha256').update(JSON.stringify(products)).digest('hex').slice(0, 16);
    const existing = await call(() => this.stripe.billingPortal.configurations.list({ active: true, limit: 100 }));
    let id = existing.data.find((c) => c.metadata?.shelfscope_plans === digest)?.id;
    if (!id) {
      const created = await call(() =>
        this.stripe.billingPortal.configurations.create({
          features: {
            subscription_update: {
              enabled: true,
              default_allowed_updates: ['price'],
              proration_behavior: 'always_invoice',
              products,
            },
            subscription_cancel: { enabled: true, mode: 'at_period_end' },
            payment_method_update: { enabled: true },
            invoice_history: { enabled: true },
          },
          metadata: { shelfscope_plans: digest },
        }),
      );
      id = created.id;
    }
    this.portalConfiguration = id;
    return id;
  }

  async listSubscriptions(customerId: string): Promise<ProviderSubscription[]> {
    const list = await call(() => this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 }));
    return list.data.map(toProviderSubscription);
  }

  async getSubscription(id: string): Promise<ProviderSubscription | null> {
    const sub = await orNull(() => this.stripe.subscriptions.retrieve(id));
    return sub ? toProviderSubscription(sub) : null;
  }

  async listPaymentMethods(customerId: string): Promise<ProviderPaymentMethod[]> {
    const customer = await call(() => this.stripe.customers.retrieve(customerId));
    const defaultId = 'deleted' in customer && customer.deleted ? null : idOf(customer.invoice_settings?.default_payment_method);
    const methods = await call(() => this.stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }));
    return methods.data.flatMap((m) =>
      m.card
        ? [
            {
              id: m.id,
              brand: m.card.brand,
              last4: m.card.last4,
              expMonth: m.card.exp_month,
              expYear: m.card.exp_year,
              isDefault: m.id === defaultId,
            },
          ]
        : [],
    );
  }

  async listInvoices(customerId: string): Promise<ProviderInvoice[]> {
    const invoices = await call(() => this.stripe.invoices.list({ customer: customerId, limit: 100 }));
    return invoices.data.flatMap((invoice) => {
      if (!invoice.id) return [];
      const line = invoice.lines.data[0];
      return [
        {
          id: invoice.id,
          status: (invoice.status ?? 'draft') as ProviderInvoice['status'],
          amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
          currency: invoice.currency,
          line: line?.description ?? invoice.description ?? 'ShelfScope subscription',
          created: date(invoice.created) ?? new Date(0),
          paidAt: date(invoice.status_transitions?.paid_at),
        },
      ];
    });
  }

  async upcomingInvoice(input: { customerId: string; subscriptionId: string }): Promise<ProviderUpcomingInvoice | null> {
    try {
      const invoice = await call(() =>
        this.stripe.invoices.createPreview({ customer: input.customerId, subscription: input.subscriptionId }),
      );
      const line = invoice.lines.data[0];
      return {
        amount: invoice.amount_due,
        nextPaymentAttempt: date(invoice.next_payment_attempt) ?? date(line?.period?.start),
        periodEnd: date(line?.period?.end),
      };
    } catch (error) {
      // A canceled subscription, or one set to end, has no next invoice.
      if (error instanceof BillingProviderError && error.code === 'invalid_request') return null;
      throw error;
    }
  }

  async cancelSubscription(input: { subscriptionId: string; atPeriodEnd: boolean }): Promise<ProviderSubscription> {
    const sub = await call(() =>
      input.atPeriodEnd
        ? this.stripe.subscriptions.update(input.subscriptionId, { cancel_at_period_end: true })
        : this.stripe.subscriptions.cancel(input.subscriptionId),
    );
    return toProviderSubscription(sub);
  }

  async resumeSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return toProviderSubscription(
      await call(() => this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false })),
    );
  }

  async endTrialNow(subscriptionId: string): Promise<ProviderSubscription> {
    return toProviderSubscription(await call(() => this.stripe.subscriptions.update(subscriptionId, { trial_end: 'now' })));
  }

  async verifyWebhook(rawBody: string, signature: string | undefined): Promise<BillingEvent> {
    if (!signature || !this.config.webhookSecret)
      throw new BillingProviderError('signature_missing', 'No Stripe-Signature header.');
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret) as unknown as BillingEvent;
  }
}
