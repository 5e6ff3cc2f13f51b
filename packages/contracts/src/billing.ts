import { z } from 'zod';
import { PlanType } from './plan.js';

/** Plans a seller can buy (every plan type but Undefined, which is "no plan"). */
export const PAID_PLANS = ['AstroExtension', 'OAPro', 'WSUltimate', 'Enterprise'] as const;
export const PaidPlan = z.enum(PAID_PLANS);
export type PaidPlan = z.infer<typeof PaidPlan>;

/** Billing period of the spec: Month or Year. `billingFrequency` is its number: 0 Month, 1 Year. */
export const BillingPeriod = z.enum(['Month', 'Year']);
export type BillingPeriod = z.infer<typeof BillingPeriod>;

/** Provider subscription states (Stripe's names, which the local provider shares). */
export const SubscriptionStatus = z.enum(['trialing', 'active', 'past_due', 'canceled', 'incomplete']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** One plan of the catalog with its prices in cents (USD); yearly is cheaper than twelve months. */
export const CatalogPlan = z.object({
  planCode: PaidPlan,
  planName: z.string(),
  planFeatures: z.array(z.object({ code: z.string(), name: z.string() })),
  planLimits: z.array(z.object({ limitName: z.string(), maxValue: z.number().int() })),
  monthlyPrice: z.number().int(),
  yearlyPrice: z.number().int(),
  currency: z.literal('usd'),
});
export type CatalogPlan = z.infer<typeof CatalogPlan>;

/** `GET /api/Checkout/GetCheckoutSessionUrl` query. */
export const CheckoutQuery = z.object({
  plan: PaidPlan,
  period: BillingPeriod.default('Month'),
  trialEnabled: bool.default(false),
  referralCode: z.string().trim().min(1).max(100).optional(),
});
export type CheckoutQuery = z.infer<typeof CheckoutQuery>;

/** A payment checkout response: the provider's hosted checkout page. */
export const CheckoutSession = z.object({ url: z.string(), sessionId: z.string() });
export type CheckoutSession = z.infer<typeof CheckoutSession>;

/** The spec's Subscription with its subscription info, flattened. Dates are ISO strings. */
export const Subscription = z.object({
  subscriptionId: z.string().nullable(),
  planType: PlanType,
  billingFrequency: z.union([z.literal(0), z.literal(1)]),
  isFreeTrial: z.boolean(),
  referralCode: z.string().nullable(),
  metadata: z.array(z.object({ key: z.string(), value: z.string() })),
  amount: z.number().int().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  trialEnd: z.iso.datetime().nullable(),
  status: SubscriptionStatus.nullable(),
  billingCycleDate: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof Subscription>;

/** A saved card: never more than brand, last four digits and expiry. */
export const PaymentMethod = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** Upcoming invoice (spec section 3). Amount in cents. */
export const UpcomingInvoice = z.object({
  nextPaymentAttempt: z.iso.datetime().nullable(),
  amount: z.number().int(),
  trialEndDate: z.iso.datetime().nullable(),
  currentPeriodEndDate: z.iso.datetime().nullable(),
  planCode: PlanType,
});
export type UpcomingInvoice = z.infer<typeof UpcomingInvoice>;

/**
 * `GET /api/Billing/Invoices`: an invoice of the company's subscription at the provider, newest
 * first. Amount in cents; `line` says what it bills ("ShelfScope Pro, monthly, Nov 28, 2026 to
 * Dec 28, 2026"). Its PDF is `GET /api/Billing/Invoices/{id}/pdf`.
 */
export const Invoice = z.object({
  id: z.string(),
  status: z.enum(['paid', 'open', 'void', 'draft', 'uncollectible']),
  amount: z.number().int(),
  currency: z.string(),
  line: z.string(),
  created: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type Invoice = z.infer<typeof Invoice>;

/** Customer portal (spec section 3). */
export const CustomerPortal = z.object({ portalUrl: z.string().nullable() });
export type CustomerPortal = z.infer<typeof CustomerPortal>;

/** `POST /api/Customer/CancelSubscription`. */
export const CancelSubscriptionInput = z.object({ subscriptionId: z.string().min(1).max(255), cancelImmediately: z.boolean() });
export type CancelSubscriptionInput = z.infer<typeof CancelSubscriptionInput>;

/** `POST /api/Customer/CancelTrial`: upgrade true ends the trial by paying now, false cancels it. */
export const CancelTrialInput = z.object({ subscriptionId: z.string().min(1).max(255), upgrade: z.boolean() });
export type CancelTrialInput = z.infer<typeof CancelTrialInput>;

/** `POST /api/Customer/UpgradeTrial` and `/ResumeSubscription`: the subscription (default: the current one). */
export const SubscriptionRef = z.object({ subscriptionId: z.string().min(1).max(255).optional() });
export type SubscriptionRef = z.infer<typeof SubscriptionRef>;

/**
 * `PUT /Payments`: the web app's silent call on returning from checkout. The server reads the
 * checkout session from the provider and applies its subscription, so the page does not wait on
 * the webhook.
 */
export const PaymentsUpdateInput = z.object({ sessionId: z.string().min(1).max(255) });
export type PaymentsUpdateInput = z.infer<typeof PaymentsUpdateInput>;

/** `GET /api/Stripe/GetCustomerId`: the caller's provider customer id (null before checkout). */
export const ProviderCustomer = z.object({ customerId: z.string().nullable(), provider: z.enum(['local', 'stripe']) });
export type ProviderCustomer = z.infer<typeof ProviderCustomer>;

/** Query of the provider reads by customer id (only the caller's own customer is answered). */
export const CustomerIdQuery = z.object({ customerId: z.string().min(1).max(255) });

/** Answer of a webhook delivery. */
export const WebhookReceipt = z.object({ received: z.literal(true), duplicate: z.boolean() });
