import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { loadRbacPolicy, type RbacPolicy } from './identity/rbac/policy.js';
import { parseTokenProfiles, type TokenProfile } from './identity/sessions/token-profiles.js';
import type { OutboundPolicy } from './identity/sso/outbound.js';
import type { ExportSlotsConfig } from './seller/exports/slots.js';

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

const EnvSchema = z.object({
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

const PKCE_FLOWS = ['email_magic_links', 'password_resets', 'oauth', 'sso'] as const;

/** The OAuth providers of the login widget, in the spec's order. */
export const OAUTH_PROVIDERS = ['google', 'microsoft', 'hubspot', 'slack', 'github'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/**
 * A provider's credentials and endpoints. OIDC providers (Google, Microsoft) are found from their
 * issuer's discovery document; the others name their authorization, token and user endpoints.
 */
export type OAuthProviderConfig = {
  clientId: string;
  clientSecret: string;
  /** OIDC issuer (Google, Microsoft); unset: the provider's public one. */
  issuer: string | undefined;
  authorizeUrl: string | undefined;
  tokenUrl: string | undefined;
  /** GitHub: the API base; Slack: openid.connect.userInfo; HubSpot: the access-token info base. */
  userUrl: string | undefined;
};

/** Comma-separated list of absolute URLs, each validated. */
function urlList(value: string | undefined, name: string): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((url) => {
      if (!z.url().safeParse(url).success) throw new ConfigError([`${name}: '${url}' is not an absolute URL`]);
      return url;
    });
}

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  devTools: boolean;
  /** Behind a reverse proxy: the client address and protocol come from X-Forwarded-For / -Proto. */
  trustProxy: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  smtpUrl: string | undefined;
  mailFrom: string;
  shutdownTimeoutMs: number;
  seedDemoData: boolean;
  identity: IdentityConfig;
  seller: SellerConfig;
  market: MarketConfig;
  uploads: UploadsConfig;
  exports: ExportSlotsConfig;
  refresh: RefreshConfig;
  dashboard: DashboardConfig;
  billing: BillingConfig;
  admin: AdminConfig;
  /** pg-boss supervise and maintenance: how often expired jobs are taken back (and old ones deleted). */
  jobs: { maintenanceIntervalSeconds: number };
  /** Several instances, metrics, tracing and serving limits (docs/operations.md). */
  production: ProductionConfig;
};

export type ProductionConfig = {
  /** Redis for rate-limit counters, event fan-out and cache invalidation; unset: the database does it. */
  redisUrl: string | undefined;
  /** Prefixes every Redis key and channel, so deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** GET /metrics needs `Authorization: Bearer <token>` when set. */
  metricsToken: string | undefined;
  /** Traces are exported to this OTLP/HTTP endpoint when set (e.g. http://collector:4318). */
  otlpEndpoint: string | undefined;
  serviceName: string;
  /** OTEL_TRACES_SAMPLER and its ratio (OTEL_TRACES_SAMPLER_ARG, used by the *traceidratio samplers). */
  sampler: { name: TraceSamplerName; ratio: number };
  /** Longest a client may take to send a whole request (a large upload on a slow line). */
  requestTimeoutMs: number;
  /** Idle keep-alive sockets close after this; above the proxy's own idle timeout. */
  keepAliveTimeoutMs: number;
};

/** Who is a platform admin (docs/decisions/003-platform-admins.md). */
export type AdminConfig = {
  /** Verified addresses that are admins in whichever organization they sign in (lowercased). */
  emails: string[];
  /** The operator organization: its members holding the shelfscope_admin role are admins. */
  organizationSlug: string;
};

/** The dashboard's calendar (an IANA zone for every company) and the minutes of manual work each unit saves. */
export type DashboardConfig = {
  timeZone: string;
  minutesPerSku: number;
  minutesPerFile: number;
  minutesPerOrder: number;
};

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

/** Background product refresh: products per committed batch and the queue's waits. */
export type RefreshConfig = {
  batchProducts: number;
  /** How long one refresh job may run before pg-boss takes it for dead and retries it. */
  jobExpireSeconds: number;
  /** How long a refresh waits before trying again when the market provider has no capacity. */
  capacityWaitSeconds: number;
  /** How long one job works before queueing its continuation (a shutdown waits at most about this). */
  sliceMs: number;
};

/** Bulk uploads: file limits, rows per committed batch, and the event stream's ticket lifetime. */
export type UploadsConfig = {
  maxBytes: number;
  maxRows: number;
  /** What an XLSX may expand to (its zip inflated), in bytes. */
  xlsxMaxUncompressedBytes: number;
  batchRows: number;
  streamTicketSeconds: number;
  /** An upload job still active after this long is taken for dead and run again (any instance). */
  jobExpireSeconds: number;
  /** Uploads one company may have reading or matching at once; later ones wait (`queuePosition`). */
  maxRunningPerCompany: number;
};

/** Where market data comes from and how long a reading stays fresh. */
export type MarketConfig = {
  provider: 'simulated' | 'keepa';
  keepaApiKey: string | undefined;
  keepaBaseUrl: string;
  simulatedSize: number;
  /** The simulated marketplace runs on a worker thread (as a remote service, off the main thread). */
  simulatedWorker: boolean;
  /** A stored reading younger than this serves creates and reads; refreshes always fetch. */
  freshMinutes: number;
  /** Seconds a product list total is reused (0: count every time). */
  listCountCacheSeconds: number;
  /** Exchange rates: the shipped table only, or the ECB's published days too (read on `fxUpdateCron`). */
  fxSource: 'offline' | 'ecb';
  fxEcbUrl: string;
  fxUpdateCron: string;
};

/** Which session JWTs the seller API accepts; unset values mean this deployment's identity project. */
export type SellerConfig = {
  jwksUrl: string | undefined;
  jwtIssuer: string | undefined;
  jwtAudience: string | undefined;
  /** How long a "this session is not revoked" answer is reused (0: ask every time). */
  sessionCheckSeconds: number;
  /**
   * The application's own company filter (the first wall). Only tests turn it off, to prove that
   * row-level security alone keeps companies apart.
   */
  appTenantFilter: boolean;
  /** Cloudflare Turnstile for the public lead form; without a secret the check is skipped outside production. */
  turnstile: { secret: string | undefined; verifyUrl: string | undefined };
  /** A new company's free trial: its length and the plan it tries. */
  trialDays: number;
  trialPlan: 'AstroExtension' | 'OAPro' | 'WSUltimate' | 'Enterprise';
  /** The browser extension ids the web app may hand a session to (docs/extension.md). */
  extensionIds: string[];
};

/** The identity project's settings; bootstrap serves most of them to the client SDK. */
export type IdentityConfig = {
  projectName: string;
  /** Base64 server secret; when absent one is generated into DATA_DIR at first boot. */
  secret: string | undefined;
  /** Redirect URLs that magic links, resets and invites may point to (exact match). */
  redirectUrls: string[];
  /** Origins allowed to call /sdk/v1 from a browser (CORS echoes exactly these). */
  allowedOrigins: string[];
  slugPattern: string;
  createOrganizationEnabled: boolean;
  passwordPolicy: 'zxcvbn' | 'luds';
  ludsMinLength: number;
  ludsComplexity: number;
  pkceRequired: Record<(typeof PKCE_FLOWS)[number], boolean>;
  /**
   * Requests per minute: `ipPerMinute` per address on /sdk/v1; `emailSendsPerHour` per address
   * emailed; `scimPerMinute` per SCIM connection, and per calling address before its token is checked;
   * `memberSearchesPerOrganization` public-token member searches per organization in ten minutes,
   * all caller addresses together.
   */
  rateLimits: { ipPerMinute: number; emailSendsPerHour: number; scimPerMinute: number; memberSearchesPerOrganization: number };
  /** Per member and source: failures before the lock, its length, and the first delay (doubling). */
  lockout: { attempts: number; minutes: number; delaySeconds: number };
  /** POST /sdk/v1/events: requests per address per minute; batches stored per minute, all addresses together. */
  events: { perIpPerMinute: number; storedBatchesPerMinute: number };
  /**
   * How the web app (and the widget it mounts) keeps the session: HttpOnly cookies the server
   * sets ('httponly', the default) or the official client's script-written cookies ('script').
   */
  webSessionCookies: 'httponly' | 'script';
  /** Built-in roles and resources plus the configured ones; bootstrap serves it, routes check it. */
  rbacPolicy: RbacPolicy;
  /** Trusted auth token profiles for sessions/attest. */
  tokenProfiles: TokenProfile[];
  /**
   * Captcha on sign-in and code-sending routes: Cloudflare Turnstile when its site key and secret
   * are set, else the self-hosted proof-of-work (ALTCHA), which needs nothing outside.
   */
  captcha: {
    enabled: boolean;
    provider: 'turnstile' | 'altcha';
    siteKey: string | undefined;
    secret: string | undefined;
    verifyUrl: string | undefined;
  };
  /** Base64 key sealing TOTP secrets; unset: derived from the identity secret (HKDF). */
  totpEncryptionKey: string | undefined;
  /**
   * SSO: the clock skew accepted on SAML assertion times (NotBefore, NotOnOrAfter), and which
   * addresses the server may fetch an organization's IdP URLs from (sso/outbound.ts): `public`
   * (production's default), `loopback` too (elsewhere), or `any` (an IdP inside a private network).
   */
  sso: { clockSkewSeconds: number; outbound: OutboundPolicy };
  /** Text-message passcodes sent per number and per caller address, per hour. */
  smsRateLimits: { perNumberPerHour: number; perIpPerHour: number };
  /**
   * OAuth providers with credentials; a provider left out is not offered (with dev tools on, the
   * development identity provider stands in for it: see dev/idp).
   */
  oauth: Partial<Record<OAuthProvider, OAuthProviderConfig>>;
  /** Google One Tap: where Google's signing keys are and which issuers its ID tokens carry. */
  googleOneTap: { jwksUrl: string | undefined; issuers: string[] | undefined };
  /** Twilio credentials; null sends texts to the dev SMS outbox. */
  twilio: { accountSid: string; authToken: string; from: string | undefined; messagingServiceSid: string | undefined } | null;
};

/** Whether a listen address is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at boot; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, so `FOO=` in a .env file does not trip validation.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const shownHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  const publicUrl = (e.PUBLIC_URL ?? `http://${shownHost}:${e.PORT}`).replace(/\/$/, '');
  if (e.SELLER_TEST_APP_TENANT_FILTER === false && e.NODE_ENV !== 'test') {
    throw new ConfigError(['SELLER_TEST_APP_TENANT_FILTER: may be turned off only when NODE_ENV=test']);
  }
  if (e.MARKET_PROVIDER === 'keepa' && !e.KEEPA_API_KEY) {
    throw new ConfigError(['KEEPA_API_KEY: required when MARKET_PROVIDER=keepa']);
  }
  if (e.BILLING_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(['STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: both required when BILLING_PROVIDER=stripe']);
  }
  if ((e.TWILIO_ACCOUNT_SID || e.TWILIO_AUTH_TOKEN) && !(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN)) {
    throw new ConfigError(['TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN: set both, or neither']);
  }
  if (e.TWILIO_ACCOUNT_SID && !e.TWILIO_FROM_NUMBER && !e.TWILIO_MESSAGING_SERVICE_SID) {
    throw new ConfigError(['TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID: one is required with Twilio']);
  }
  const priceIds = parsePriceIds(e.STRIPE_PRICE_IDS);
  const oauth = oauthProviders(cleaned);
  const rbac = loadRbacPolicy({ inline: e.IDENTITY_RBAC_POLICY, file: e.IDENTITY_RBAC_POLICY_FILE });
  if (rbac.problems.length > 0) throw new ConfigError(rbac.problems);
  const tokenProfiles = parseTokenProfiles(e.IDENTITY_TRUSTED_TOKEN_PROFILES);
  if (tokenProfiles.problems.length > 0) throw new ConfigError(tokenProfiles.problems);
  if (Boolean(e.TURNSTILE_SITE_KEY) !== Boolean(e.TURNSTILE_SECRET) && e.IDENTITY_CAPTCHA) {
    throw new ConfigError([
      'TURNSTILE_SITE_KEY and TURNSTILE_SECRET: set both for Turnstile captcha, or neither for the self-hosted one',
    ]);
  }
  const devTools = e.DEV_TOOLS ?? !isProduction;
  // The dev mailbox shows every login code: on an address other machines reach, it would hand
  // any account to whoever finds the page. Only an explicit DEV_TOOLS_FORCE=1 allows that.
  if (devTools && !isLoopback(e.HOST) && !e.DEV_TOOLS_FORCE) {
    throw new ConfigError([
      `DEV_TOOLS: dev tools (the dev mailbox shows every login code) are on and HOST=${e.HOST} is not a loopback address; set DEV_TOOLS=0 (or NODE_ENV=production), listen on 127.0.0.1, or set DEV_TOOLS_FORCE=1 if this network is trusted`,
    ]);
  }
  const pkceFlows = (e.IDENTITY_PKCE_REQUIRED ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const unknownPkce = pkceFlows.filter((f) => !(PKCE_FLOWS as readonly string[]).includes(f));
  if (unknownPkce.length > 0) {
    throw new ConfigError([`IDENTITY_PKCE_REQUIRED: unknown flow(s) ${unknownPkce.join(', ')}; known: ${PKCE_FLOWS.join(', ')}`]);
  }
  // The web app's sign-in pages are always allowed; configured URLs (other apps) add to them.
  const redirectUrls = [
    `${publicUrl}/auth/authenticate`,
    `${publicUrl}/authenticate`,
    ...(devTools ? [`${publicUrl}/dev/widget`] : []),
    ...urlList(e.IDENTITY_REDIRECT_URLS, 'IDENTITY_REDIRECT_URLS'),
  ];
  const allowedOrigins = [
    ...new Set(
      [publicUrl, ...redirectUrls, ...urlList(e.IDENTITY_ALLOWED_ORIGINS, 'IDENTITY_ALLOWED_ORIGINS')].map(
        (u) => new URL(u).origin,
      ),
    ),
  ];
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl,
    // Dev tools expose every email: on by default, off in production unless asked for.
    devTools,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    seedDemoData: e.SEED_DEMO_DATA ?? !isProduction,
    admin: {
      emails: (e.ADMIN_EMAILS ?? '')
        .split(',')
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean),
      organizationSlug: e.ADMIN_ORGANIZATION_SLUG,
    },
    identity: {
      projectName: e.IDENTITY_PROJECT_NAME,
      secret: e.IDENTITY_SECRET,
      redirectUrls: [...new Set(redirectUrls)],
      allowedOrigins,
      slugPattern: e.IDENTITY_SLUG_PATTERN ?? `${publicUrl}/auth/org/{{slug}}`,
      createOrganizationEnabled: e.IDENTITY_CREATE_ORGANIZATION_ENABLED ?? true,
      passwordPolicy: e.IDENTITY_PASSWORD_POLICY,
      ludsMinLength: e.IDENTITY_LUDS_MIN_LENGTH,
      ludsComplexity: e.IDENTITY_LUDS_COMPLEXITY,
      pkceRequired: Object.fromEntries(PKCE_FLOWS.map((f) => [f, pkceFlows.includes(f)])) as IdentityConfig['pkceRequired'],
      rateLimits: {
        ipPerMinute: e.IDENTITY_RATE_LIMIT_IP_PER_MINUTE,
        emailSendsPerHour: e.IDENTITY_RATE_LIMIT_EMAIL_SENDS_PER_HOUR,
        scimPerMinute: e.IDENTITY_SCIM_REQUESTS_PER_MINUTE,
        memberSearchesPerOrganization: e.IDENTITY_MEMBER_SEARCHES_PER_ORGANIZATION,
      },
      lockout: {
        attempts: e.IDENTITY_LOCKOUT_ATTEMPTS,
        minutes: e.IDENTITY_LOCKOUT_MINUTES,
        delaySeconds: e.IDENTITY_LOCKOUT_DELAY_SECONDS,
      },
      events: {
        perIpPerMinute: e.IDENTITY_EVENTS_PER_IP_PER_MINUTE,
        storedBatchesPerMinute: e.IDENTITY_EVENTS_STORED_BATCHES_PER_MINUTE,
      },
      webSessionCookies: e.IDENTITY_WEB_SESSION_COOKIES,
      rbacPolicy: rbac.policy,
      tokenProfiles: tokenProfiles.profiles,
      captcha: {
        enabled: e.IDENTITY_CAPTCHA ?? false,
        provider: e.TURNSTILE_SITE_KEY && e.TURNSTILE_SECRET ? 'turnstile' : 'altcha',
        siteKey: e.TURNSTILE_SITE_KEY,
        secret: e.TURNSTILE_SECRET,
        verifyUrl: e.TURNSTILE_VERIFY_URL,
      },
      totpEncryptionKey: e.IDENTITY_TOTP_ENCRYPTION_KEY,
      oauth,
      googleOneTap: {
        jwksUrl: e.OAUTH_GOOGLE_JWKS_URL,
        issuers: e.OAUTH_GOOGLE_ONE_TAP_ISSUERS?.split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      },
      sso: {
        clockSkewSeconds: e.IDENTITY_SSO_CLOCK_SKEW_SECONDS,
        outbound: e.IDENTITY_SSO_OUTBOUND ?? (isProduction ? 'public' : 'loopback'),
      },
      smsRateLimits: { perNumberPerHour: e.IDENTITY_SMS_PER_NUMBER_PER_HOUR, perIpPerHour: e.IDENTITY_SMS_PER_IP_PER_HOUR },
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
          ? {
              accountSid: e.TWILIO_ACCOUNT_SID,
              authToken: e.TWILIO_AUTH_TOKEN,
              from: e.TWILIO_FROM_NUMBER,
              messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
            }
          : null,
    },
    seller: {
      jwksUrl: e.SELLER_JWKS_URL,
      jwtIssuer: e.SELLER_JWT_ISSUER,
      jwtAudience: e.SELLER_JWT_AUDIENCE,
      sessionCheckSeconds: e.SELLER_SESSION_CHECK_SECONDS,
      appTenantFilter: e.SELLER_TEST_APP_TENANT_FILTER ?? true,
      turnstile: { secret: e.TURNSTILE_SECRET, verifyUrl: e.TURNSTILE_VERIFY_URL },
      trialDays: e.SELLER_TRIAL_DAYS,
      trialPlan: e.SELLER_TRIAL_PLAN,
      extensionIds: extensionIdsOf(e.SELLER_EXTENSION_IDS),
    },
    dashboard: {
      timeZone: e.DASHBOARD_TIME_ZONE,
      minutesPerSku: e.DASHBOARD_MINUTES_PER_SKU,
      minutesPerFile: e.DASHBOARD_MINUTES_PER_FILE,
      minutesPerOrder: e.DASHBOARD_MINUTES_PER_ORDER,
    },
    market: {
      provider: e.MARKET_PROVIDER,
      keepaApiKey: e.KEEPA_API_KEY,
      keepaBaseUrl: e.KEEPA_BASE_URL,
      simulatedSize: e.SIMULATED_MARKET_SIZE,
      simulatedWorker: e.SIMULATED_MARKET_WORKER,
      freshMinutes: e.MARKET_FRESH_MINUTES,
      listCountCacheSeconds: e.SELLER_LIST_COUNT_CACHE_SECONDS,
      fxSource: e.FX_SOURCE,
      fxEcbUrl: e.FX_ECB_URL,
      fxUpdateCron: e.FX_UPDATE_CRON,
    },
    uploads: {
      maxBytes: e.UPLOAD_MAX_BYTES,
      maxRows: e.UPLOAD_MAX_ROWS,
      xlsxMaxUncompressedBytes: e.UPLOAD_XLSX_MAX_UNCOMPRESSED_MB * 1024 * 1024,
      batchRows: e.UPLOAD_BATCH_ROWS,
      jobExpireSeconds: e.UPLOAD_JOB_EXPIRE_SECONDS,
      maxRunningPerCompany: e.UPLOAD_MAX_RUNNING_PER_COMPANY,
      streamTicketSeconds: e.NOTIFICATION_STREAM_TICKET_SECONDS,
    },
    exports: {
      maxRunningPerCompany: e.EXPORT_MAX_RUNNING_PER_COMPANY,
      queueWaitSeconds: e.EXPORT_QUEUE_WAIT_SECONDS,
    },
    refresh: {
      batchProducts: e.REFRESH_BATCH_PRODUCTS,
      jobExpireSeconds: e.REFRESH_JOB_EXPIRE_SECONDS,
      capacityWaitSeconds: e.REFRESH_CAPACITY_WAIT_SECONDS,
      sliceMs: e.REFRESH_SLICE_SECONDS * 1000,
    },
    billing: {
      provider: e.BILLING_PROVIDER,
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        apiUrl: e.STRIPE_API_URL,
        priceIds,
      },
      localWebhookSecret: e.LOCAL_BILLING_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('hex')}`,
      webhookRetry: { retryLimit: e.BILLING_WEBHOOK_RETRY_LIMIT, retryDelaySeconds: e.BILLING_WEBHOOK_RETRY_DELAY_SECONDS },
      webhookJobExpireSeconds: e.BILLING_WEBHOOK_JOB_EXPIRE_SECONDS,
    },
    jobs: { maintenanceIntervalSeconds: e.JOB_MAINTENANCE_INTERVAL_SECONDS },
    production: {
      redisUrl: e.REDIS_URL,
      redisKeyPrefix: e.REDIS_KEY_PREFIX,
      metricsToken: e.METRICS_TOKEN,
      otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
      serviceName: e.OTEL_SERVICE_NAME,
      sampler: { name: e.OTEL_TRACES_SAMPLER, ratio: e.OTEL_TRACES_SAMPLER_ARG },
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
  };
}

export type TraceSamplerName = z.infer<typeof EnvSchema>['OTEL_TRACES_SAMPLER'];

/** The providers whose client id and secret are both set; one without the other is an error. */
function oauthProviders(env: Record<string, string | undefined>): IdentityConfig['oauth'] {
  const result: IdentityConfig['oauth'] = {};
  const problems: string[] = [];
  for (const provider of OAUTH_PROVIDERS) {
    const key = (name: string) => env[`OAUTH_${provider.toUpperCase()}_${name}`]?.trim() || undefined;
    const clientId = key('CLIENT_ID');
    const clientSecret = key('CLIENT_SECRET');
    if (Boolean(clientId) !== Boolean(clientSecret)) {
      problems.push(`OAUTH_${provider.toUpperCase()}_CLIENT_ID and _CLIENT_SECRET: set both, or neither`);
      continue;
    }
    if (!clientId || !clientSecret) continue;
    result[provider] = {
      clientId,
      clientSecret,
      issuer: key('ISSUER'),
      authorizeUrl: key('AUTHORIZE_URL'),
      tokenUrl: key('TOKEN_URL'),
      userUrl: key('USER_URL'),
    };
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return result;
}

/** `lookup_key=price_id` pairs, comma-separated: shelfscope_OAPro_month=price_123,... */
function parsePriceIds(value: string | undefined): Record<string, string> {
  const pairs = (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const bad = pairs.filter((p) => !/^shelfscope_(AstroExtension|OAPro|WSUltimate|Enterprise)_(month|year)=price_\w+$/.test(p));
  if (bad.length > 0) {
    throw new ConfigError([`STRIPE_PRICE_IDS: expected shelfscope_<plan>_<month|year>=price_..., got ${bad.join(', ')}`]);
  }
  return Object.fromEntries(pairs.map((p) => p.split('=') as [string, string]));
}

/**
 * The id of the extension `apps/extension` builds: Chrome derives it from the public key in its
 * manifest (`key`), so an unpacked build has the same id on every machine. A store listing gets
 * its own id; list it in SELLER_EXTENSION_IDS.
 */
export const BUILT_EXTENSION_ID = 'kggigljlomfpapllmohmjnlkcfbclfkf';

/** Extension ids, comma-separated (Chrome's 32 letters a to p); unset: the built extension's. */
function extensionIdsOf(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [BUILT_EXTENSION_ID];
  const ids = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const bad = ids.filter((id) => !/^[a-p]{32}$/.test(id));
  if (bad.length > 0) throw new ConfigError([`SELLER_EXTENSION_IDS: not an extension id: ${bad.join(', ')}`]);
  return ids;
}
