import type { BillingPeriod, PaidPlan, SubscriptionStatus } from '@shelfscope/contracts';

/** A subscription as a provider reports it (Stripe's object, narrowed to what the app uses). */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  planCode: PaidPlan;
  period: BillingPeriod;
  /** Cents per period. */
  amount: number;
  trialEnd: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  created: Date;
  metadata: Record<string, string>;
};

export type ProviderPaymentMethod = {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
};

/** A customer at the provider (the admin's customer list). */
export type ProviderCustomerRecord = { id: string; email: string | null; name: string | null; created: Date };

/** Stripe's cursor paging: newest first; startingAfter pages to older customers, endingBefore to newer. */
export type CustomerPageInput = { limit: number; startingAfter?: string | undefined; endingBefore?: string | undefined };

export type ProviderUpcomingInvoice = {
  amount: number;
  nextPaymentAttempt: Date | null;
  periodEnd: Date | null;
};

/** An invoice at the provider (Stripe's object, narrowed): amount in cents of `currency`. */
export type ProviderInvoice = {
  id: string;
  status: 'paid' | 'open' | 'void' | 'draft' | 'uncollectible';
  amount: number;
  currency: string;
  /** What it bills, in words (the plan, its period and the dates covered). */
  line: string;
  created: Date;
  paidAt: Date | null;
};

export type ProviderCheckoutSession = {
  id: string;
  customerId: string;
  status: 'open' | 'complete' | 'expired';
  subscriptionId: string | null;
};

/** A verified webhook event in Stripe's shape. */
export type BillingEvent = {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> & { id?: string; object?: string } };
};

/**
 * What the app needs from a card payment provider. Stripe (stripe.ts) and the local provider
 * (local/provider.ts) implement it; webhooks from either are Stripe-shaped and Stripe-signed,
 * so one handler (webhooks.ts) serves both.
 */
export interface BillingProvider {
  readonly name: 'local' | 'stripe';
  createCustomer(input: { email: string | null; name: string; companyId: string }): Promise<string>;
  createCheckoutSession(input: {
    customerId: string;
    planCode: PaidPlan;
    period: BillingPeriod;
    /** When the trial ends (billing starts then), or null: charged at checkout. */
    trialEnd: Date | null;
    referralCode: string | undefined;
    metadata: Record<string, string>;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  /** Customers newest first, a page at a time (Stripe's list semantics). */
  listCustomers(input: CustomerPageInput): Promise<{ data: ProviderCustomerRecord[]; hasMore: boolean }>;
  getCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  portalUrl(input: { customerId: string; returnUrl: string }): Promise<string>;
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  listPaymentMethods(customerId: string): Promise<ProviderPaymentMethod[]>;
  upcomingInvoice(input: { customerId: string; subscriptionId: string }): Promise<ProviderUpcomingInvoice | null>;
  /** The customer's invoices, newest first (the last 100). */
  listInvoices(customerId: string): Promise<ProviderInvoice[]>;
  /** Cancels now, or at the end of the paid period (data is kept either way). */
  cancelSubscription(input: { subscriptionId: string; atPeriodEnd: boolean }): Promise<ProviderSubscription>;
  /** Takes back a cancellation at period end. */
  resumeSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Ends a trial now: the first period is charged at once. */
  endTrialNow(subscriptionId: string): Promise<ProviderSubscription>;
  /**
   * Checks the signature (Stripe's scheme) and parses the event; rejects a bad one. A promise:
   * the local provider loads Stripe's SDK with the first event (decision 048).
   */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<BillingEvent>;
}

/** A provider refused an action (a declined card, a canceled subscription): a 4xx for the caller. */
export class BillingProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BillingProviderError';
  }
}
