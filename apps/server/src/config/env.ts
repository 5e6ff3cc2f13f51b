import { z } from 'zod';

/** A boolean environment flag: 1/true/yes/on or 0/false/no/off; anything else is an error. */
const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of 1, 0, true, false, yes, no, on, off',
  })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** OAUTH_{PROVIDER}_CLIENT_ID, _CLIENT_SECRET, _ISSUER, _AUTHORIZE_URL, _TOKEN_URL, _USER_URL. */
function oauthEnv() {
  const fields: Record<string, z.ZodOptional<z.ZodString> | z.ZodOptional<z.ZodURL>> = {};
  for (const provider of ['GOOGLE', 'MICROSOFT', 'HUBSPOT', 'SLACK', 'GITHUB']) {
    fields[`OAUTH_${provider}_CLIENT_ID`] = z.string().trim().min(1).max(500).optional();
    fields[`OAUTH_${provider}_CLIENT_SECRET`] = z.string().trim().min(1).max(500).optional();
    for (const url of ['ISSUER', 'AUTHORIZE_URL', 'TOKEN_URL', 'USER_URL'])
      fields[`OAUTH_${provider}_${url}`] = z.url().optional();
  }
  return fields;
}

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.url().optional(),
  DEV_TOOLS: flag.optional(),
  DEV_TOOLS_FORCE: flag.optional(),
  TRUST_PROXY: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('ShelfScope <no-reply@shelfscope.local>'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  SEED_DEMO_DATA: flag.optional(),
  ADMIN_EMAILS: z.string().max(10_000).optional(),
  ADMIN_ORGANIZATION_SLUG: z.string().trim().min(1).max(100).default('shelfscope-operators'),
  // Identity (login widget API). See .env.example and docs/identity.md.
  IDENTITY_PROJECT_NAME: z.string().min(1).max(100).default('ShelfScope'),
  IDENTITY_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9+/=_-]{43,}$/, 'must be at least 32 random bytes, base64 encoded')
    .optional(),
  IDENTITY_REDIRECT_URLS: z.string().optional(),
  IDENTITY_ALLOWED_ORIGINS: z.string().optional(),
  IDENTITY_SLUG_PATTERN: z.string().optional(),
  IDENTITY_CREATE_ORGANIZATION_ENABLED: flag.optional(),
  IDENTITY_PASSWORD_POLICY: z.enum(['zxcvbn', 'luds']).default('zxcvbn'),
  IDENTITY_LUDS_MIN_LENGTH: z.coerce.number().int().min(8).max(64).default(10),
  IDENTITY_LUDS_COMPLEXITY: z.coerce.number().int().min(1).max(4).default(3),
  IDENTITY_PKCE_REQUIRED: z.string().optional(),
  IDENTITY_RATE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  IDENTITY_RATE_LIMIT_EMAIL_SENDS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  IDENTITY_SCIM_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  IDENTITY_MEMBER_SEARCHES_PER_ORGANIZATION: z.coerce.number().int().min(1).default(300),
  IDENTITY_EVENTS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(150),
  IDENTITY_EVENTS_STORED_BATCHES_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  IDENTITY_LOCKOUT_ATTEMPTS: z.coerce.number().int().min(3).max(100).default(10),
  IDENTITY_LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  IDENTITY_LOCKOUT_DELAY_SECONDS: z.coerce.number().int().min(0).max(60).default(1),
  IDENTITY_WEB_SESSION_COOKIES: z.enum(['httponly', 'script']).default('httponly'),
  // Passkeys: the relying-party id (a registrable domain of every allowed origin). Default: PUBLIC_URL's host.
  IDENTITY_WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name, e.g. example.com')
    .optional(),
  IDENTITY_RBAC_POLICY: z.string().max(200_000).optional(),
  IDENTITY_RBAC_POLICY_FILE: z.string().min(1).optional(),
  IDENTITY_TRUSTED_TOKEN_PROFILES: z.string().max(200_000).optional(),
  IDENTITY_CAPTCHA: flag.optional(),
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  IDENTITY_TOTP_ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/=_-]{43,}$/, 'must be at least 32 random bytes, base64 encoded')
    .optional(),
  IDENTITY_SSO_CLOCK_SKEW_SECONDS: z.coerce.number().int().min(0).max(300).default(60),
  IDENTITY_SSO_OUTBOUND: z.enum(['public', 'loopback', 'any']).optional(),
  IDENTITY_DNS_SERVERS: z
    .string()
    .regex(/^[0-9a-fA-F.:[\],\s]*$/, 'must be DNS server addresses (IPv4 or IPv6, optional :port), comma separated')
    .optional(),
  IDENTITY_DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  IDENTITY_DEV_DNS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  IDENTITY_DOMAIN_REVERIFY_CRON: z.string().trim().min(9).default('*/15 * * * *'),
  IDENTITY_DOMAIN_REVERIFY_HOURS: z.coerce.number().min(0).max(720).default(24),
  IDENTITY_SMS_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).default(5),
  IDENTITY_SMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  TWILIO_ACCOUNT_SID: z.string().trim().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(1).optional(),
  TWILIO_FROM_NUMBER: z.string().trim().min(1).optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().trim().min(1).optional(),
  // OAuth providers (docs/identity.md, "OAuth"): credentials per provider, optional endpoints.
  ...oauthEnv(),
  OAUTH_GOOGLE_JWKS_URL: z.url().optional(),
  OAUTH_GOOGLE_ONE_TAP_ISSUERS: z.string().optional(),
  // Seller API: whose session JWTs it trusts. Default: this deployment's identity project.
  SELLER_JWKS_URL: z.url().optional(),
  SELLER_JWT_ISSUER: z.string().min(1).optional(),
  SELLER_JWT_AUDIENCE: z.string().min(1).optional(),
  SELLER_SESSION_CHECK_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  SELLER_TEST_APP_TENANT_FILTER: flag.optional(),
  TURNSTILE_SECRET: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z.url().optional(),
  SELLER_LIST_COUNT_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  SELLER_TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  SELLER_TRIAL_PLAN: z.enum(['AstroExtension', 'OAPro', 'WSUltimate', 'Enterprise']).default('WSUltimate'),
  SELLER_EXTENSION_IDS: z.string().optional(),
  // API keys and webhooks (docs/integrating.md): request limits per key and per member, per minute (0: none).
  API_RATE_LIMIT_KEY_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(600),
  API_RATE_LIMIT_MEMBER_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(1200),
  // The waits before each retry of a webhook delivery, in seconds (the first attempt is at once).
  WEBHOOK_RETRY_SCHEDULE_SECONDS: z
    .string()
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'must be whole seconds separated by commas')
    .default('5,300,1800,7200,18000,36000,36000'),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(15),
  WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  WEBHOOK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // The organization audit log (docs/teams.md): days an entry is kept.
  AUDIT_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  WEBHOOK_ROTATION_OVERLAP_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(30 * 86_400)
    .default(86_400),
  WEBHOOK_OUTBOUND: z.enum(['public', 'loopback', 'any']).optional(),
  // Alerts (docs/alerts.md): how often the dispatcher looks for fired alerts; web push keys (unset: no push).
  ALERT_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z.string().trim().min(1).default('mailto:alerts@shelfscope.local'),
  // The watch schedule's market-data budget (all companies together) and what reading one product costs.
  WATCH_TOKENS_PER_MINUTE: z.coerce.number().min(0.01).max(1_000_000).optional(),
  WATCH_TOKENS_PER_PRODUCT: z.coerce.number().min(0.01).max(1_000).optional(),
  // A watch refresh job still active after this is taken for dead (its instance died) and retried
  // on another instance, from the retry delay, doubling. Keep the expiry above the longest a
  // refresh may wait for market data (Keepa's tokens), or a slow job is run a second time.
  WATCH_REFRESH_EXPIRE_SECONDS: z.coerce
    .number()
    .int()
    .min(2)
    .max(23 * 3_600)
    .default(3_600),
  WATCH_REFRESH_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  // Dashboard: the calendar its months follow and the minutes each kind of work saves (docs/dashboard.md).
  DASHBOARD_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as UTC or America/New_York'),
  DASHBOARD_MINUTES_PER_SKU: z.coerce.number().min(0).max(600).default(3),
  DASHBOARD_MINUTES_PER_FILE: z.coerce.number().min(0).max(600).default(20),
  DASHBOARD_MINUTES_PER_ORDER: z.coerce.number().min(0).max(600).default(30),
  // The seller's own Amazon account (docs/seller-account.md): a registered SP-API application, else the simulated account.
  SP_API_CLIENT_ID: z.string().min(1).optional(),
  SP_API_CLIENT_SECRET: z.string().min(1).optional(),
  SP_API_APP_ID: z.string().min(1).optional(),
  SP_API_LWA_URL: z.url().default('https://api.amazon.com'),
  SP_API_ENDPOINT: z.url().optional(),
  SP_API_RESTRICTIONS_RATE: z.coerce.number().min(0.01).max(1000).default(5),
  SP_API_RESTRICTIONS_BURST: z.coerce.number().int().min(1).max(1000).default(10),
  ELIGIBILITY_TTL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 90)
    .default(24),
  FEE_DIFFERENCE_MINOR_UNITS: z.coerce.number().int().min(0).max(100_000).default(5),
  SELLER_INVENTORY_CRON: z.string().min(9).default('40 4 * * *'),
  // Market data: the simulated marketplace by default, Keepa with an API key.
  MARKET_PROVIDER: z.enum(['simulated', 'keepa']).default('simulated'),
  KEEPA_API_KEY: z.string().min(1).optional(),
  KEEPA_BASE_URL: z.url().default('https://api.keepa.com'),
  SIMULATED_MARKET_SIZE: z.coerce.number().int().min(100).max(1_000_000).default(12_000),
  SIMULATED_MARKET_WORKER: flag.default(true),
  MARKET_FRESH_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  // Exchange rates for costs in another currency (docs/marketplaces.md): the shipped table, or the ECB's too.
  FX_SOURCE: z.enum(['offline', 'ecb']).default('offline'),
  FX_ECB_URL: z.url().default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml'),
  FX_UPDATE_CRON: z.string().min(9).default('30 15 * * 1-5'),
  // Bulk price-list uploads (docs/uploads.md).
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(50 * 1024 * 1024),
  UPLOAD_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(100_000),
  UPLOAD_XLSX_MAX_UNCOMPRESSED_MB: z.coerce.number().int().min(1).max(4096).default(128),
  UPLOAD_BATCH_ROWS: z.coerce.number().int().min(1).max(5_000).default(100),
  // A job works a slice of about 4 s: one still active after this is taken for dead (its
  // instance died) and run again by another instance. See docs/jobs.md.
  UPLOAD_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(2).max(3_600).default(30),
  // Uploads one company may have running at once; more wait their turn (issue 37, finding 3).
  UPLOAD_MAX_RUNNING_PER_COMPANY: z.coerce.number().int().min(1).max(100).default(2),
  // Streamed downloads (product, shortlist and upload-report exports) one company may run at once
  // on an instance, and how long one more waits in line before a 429 (seller/exports/slots.ts).
  EXPORT_MAX_RUNNING_PER_COMPANY: z.coerce.number().int().min(1).max(100).default(2),
  EXPORT_QUEUE_WAIT_SECONDS: z.coerce.number().int().min(0).max(300).default(20),
  // How often pg-boss's supervise pass takes expired jobs back (and its maintenance deletes old ones).
  JOB_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  // Background product refresh (docs/jobs.md).
  REFRESH_BATCH_PRODUCTS: z.coerce.number().int().min(1).max(1_000).default(100),
  // Keepa's client waits up to 2 hours for tokens inside one batch: the job must outlive that.
  REFRESH_JOB_EXPIRE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(23 * 3_600)
    .default(3 * 3_600),
  REFRESH_CAPACITY_WAIT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(300),
  REFRESH_SLICE_SECONDS: z.coerce.number().min(0.1).max(600).default(4),
  NOTIFICATION_STREAM_TICKET_SECONDS: z.coerce.number().int().min(5).max(3_600).default(60),
  // Billing (docs/billing.md): the local provider by default, Stripe with its keys.
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
  // Production and scale-out (docs/operations.md).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be 1 to 64 letters, digits, colons, dashes or underscores')
    .default('shelfscope:'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(100).default('shelfscope'),
  OTEL_TRACES_SAMPLER: z
    .enum([
      'always_on',
      'always_off',
      'traceidratio',
      'parentbased_always_on',
      'parentbased_always_off',
      'parentbased_traceidratio',
    ])
    .default('parentbased_always_on'),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(300),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(72),
});

export type TraceSamplerName = z.infer<typeof EnvSchema>['OTEL_TRACES_SAMPLER'];
export type LogLevel = z.infer<typeof EnvSchema>['LOG_LEVEL'];
