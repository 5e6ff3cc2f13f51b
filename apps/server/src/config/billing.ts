import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ConfigError, commaList, type EnvOf } from './parsing.js';

// Billing (docs/billing.md): the local provider by default, Stripe with its keys.
export const billingVariables = {
  BILLING_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_..., sk_live_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  STRIPE_API_URL: z.url().optional(),
  STRIPE_PRICE_IDS: z.string().optional(),
  LOCAL_BILLING_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w{16,}$/, 'must be whsec_ followed by at least 16 letters or digits')
    .optional(),
  BILLING_WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(8),
  BILLING_WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(5),
  // One delivery takes milliseconds: a delivery job still active after this is its dead
  // instance's, and is retried by any instance (pg-boss's default of 15 minutes held it).
  BILLING_WEBHOOK_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(2).max(3_600).default(30),
};

type BillingEnv = EnvOf<typeof billingVariables>;

/** Which card payment provider bills sellers, and its keys (docs/billing.md). */
export type BillingConfig = {
  provider: 'local' | 'stripe';
  stripe: {
    secretKey: string | undefined;
    /** Verifies Stripe's webhook deliveries (stripe.webhooks.constructEvent). */
    webhookSecret: string | undefined;
    /** Another API base (a local stand-in in tests); unset: api.stripe.com. */
    apiUrl: string | undefined;
    /** Price ids by lookup key (shelfscope_<plan>_<month|year>); unset ones are looked up or created. */
    priceIds: Record<string, string>;
  };
  /** Signs the local provider's webhooks. Unset: a random secret per process (events are signed on delivery). */
  localWebhookSecret: string;
  webhookRetry: { retryLimit: number; retryDelaySeconds: number };
  /** A local webhook delivery job still active after this long is taken for dead and retried. */
  webhookJobExpireSeconds: number;
};

export function billingConfig(e: BillingEnv): BillingConfig {
  if (e.BILLING_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(['STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: both required when BILLING_PROVIDER=stripe']);
  }
  return {
    provider: e.BILLING_PROVIDER,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
      priceIds: parsePriceIds(e.STRIPE_PRICE_IDS),
    },
    localWebhookSecret: e.LOCAL_BILLING_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('hex')}`,
    webhookRetry: { retryLimit: e.BILLING_WEBHOOK_RETRY_LIMIT, retryDelaySeconds: e.BILLING_WEBHOOK_RETRY_DELAY_SECONDS },
    webhookJobExpireSeconds: e.BILLING_WEBHOOK_JOB_EXPIRE_SECONDS,
  };
}

/** `lookup_key=price_id` pairs, comma-separated: shelfscope_OAPro_month=price_123,... */
function parsePriceIds(value: string | undefined): Record<string, string> {
  const pairs = commaList(value);
  const bad = pairs.filter((p) => !/^shelfscope_(AstroExtension|OAPro|WSUltimate|Enterprise)_(month|year)=price_\w+$/.test(p));
  if (bad.length > 0) {
    throw new ConfigError([`STRIPE_PRICE_IDS: expected shelfscope_<plan>_<month|year>=price_..., got ${bad.join(', ')}`]);
  }
  return Object.fromEntries(pairs.map((p) => p.split('=') as [string, string]));
}
