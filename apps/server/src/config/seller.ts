import { z } from 'zod';
import type { OutboundPolicy } from '../identity/sso/outbound.js';
import type { ExportSlotsConfig } from '../seller/exports/slots.js';
import { type SellerAccountConfig, sellerAccountConfig } from '../seller/seller-account/config.js';
import type { identityVariables } from './identity.js';
import type { marketVariables } from './market.js';
import type { operationsVariables } from './operations.js';
import { type BootContext, ConfigError, commaList, type EnvOf, flag } from './parsing.js';

// The seller API (/api): whose sessions it trusts, API keys and webhooks, alerts, the dashboard,
// the seller's Amazon account, uploads, exports and notifications.

export const sellerVariables = {
  // Seller API: whose session JWTs it trusts. Default: this deployment's identity project.
  SELLER_JWKS_URL: z.url().optional(),
  SELLER_JWT_ISSUER: z.string().min(1).optional(),
  SELLER_JWT_AUDIENCE: z.string().min(1).optional(),
  SELLER_SESSION_CHECK_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  SELLER_TEST_APP_TENANT_FILTER: flag.optional(),
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
  NOTIFICATION_STREAM_TICKET_SECONDS: z.coerce.number().int().min(5).max(3_600).default(60),
};

/** The seller variables, plus the operations, identity and market ones the seller settings also read. */
type SellerEnv = EnvOf<typeof sellerVariables> &
  Pick<EnvOf<typeof operationsVariables>, 'NODE_ENV'> &
  Pick<EnvOf<typeof identityVariables>, 'TURNSTILE_SECRET' | 'TURNSTILE_VERIFY_URL'> &
  Pick<EnvOf<typeof marketVariables>, 'MARKET_PROVIDER'>;

/** The seller parts of Config. */
export type SellerSettings = {
  seller: SellerConfig;
  integrations: IntegrationsConfig;
  /** The organization audit log (docs/teams.md): entries older than retentionDays are deleted daily. */
  auditLog: { retentionDays: number };
  alerts: AlertsConfig;
  /** The seller's own Amazon account (seller/seller-account). */
  sellerAccount: SellerAccountConfig;
  uploads: UploadsConfig;
  exports: ExportSlotsConfig;
  dashboard: DashboardConfig;
};

/** The dashboard's calendar (an IANA zone for every company) and the minutes of manual work each unit saves. */
export type DashboardConfig = {
  timeZone: string;
  minutesPerSku: number;
  minutesPerFile: number;
  minutesPerOrder: number;
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

/** Alert delivery (docs/alerts.md). */
export type AlertsConfig = {
  /** How often the dispatcher hands fired alerts to their channels. */
  dispatchIntervalMs: number;
  /** What the watch schedule may spend on market data a minute, all companies together (docs/alerts.md). */
  watchBudget: { tokensPerMinute: number; tokensPerProduct: number };
  /**
   * The `watch.refresh` queue: how long a job may stay active before pg-boss takes it for dead
   * (its instance died) and retries it on another, and the first retry's delay (doubling).
   */
  watchRefreshJob: { expireSeconds: number; retryDelaySeconds: number };
  /** Web push (VAPID); null when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not both set: push is off. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
};

/** API keys and outbound webhooks (docs/integrating.md). */
export type IntegrationsConfig = {
  /** `ss_live_` in production, `ss_test_` elsewhere: scanners and people can tell them apart. */
  keyPrefix: 'ss_live_' | 'ss_test_';
  /** Requests per minute per API key and per signed-in member on /api; 0 turns the limit off. */
  keyPerMinute: number;
  memberPerMinute: number;
  webhooks: {
    /** Seconds to wait before each retry; its length is the number of retries. */
    retrySchedule: number[];
    timeoutMs: number;
    /** Deliveries in a row that failed all their retries before the endpoint is turned off. */
    disableAfterFailures: number;
    /** How long a rotated-out secret keeps signing beside the new one. */
    rotationOverlapSeconds: number;
    /** Which addresses deliveries may reach (sso/outbound.ts): `public` in production. */
    outbound: OutboundPolicy;
    /** Finished deliveries (and their attempts) older than this many days are deleted daily. */
    retentionDays: number;
  };
};

export function sellerSettings(e: SellerEnv, { isProduction }: BootContext): SellerSettings {
  if (e.SELLER_TEST_APP_TENANT_FILTER === false && e.NODE_ENV !== 'test') {
    throw new ConfigError(['SELLER_TEST_APP_TENANT_FILTER: may be turned off only when NODE_ENV=test']);
  }
  return {
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
    sellerAccount: sellerAccountConfig(e),
    integrations: {
      keyPrefix: isProduction ? 'ss_live_' : 'ss_test_',
      keyPerMinute: e.API_RATE_LIMIT_KEY_PER_MINUTE,
      memberPerMinute: e.API_RATE_LIMIT_MEMBER_PER_MINUTE,
      webhooks: {
        retrySchedule: commaList(e.WEBHOOK_RETRY_SCHEDULE_SECONDS).map(Number),
        timeoutMs: Math.round(e.WEBHOOK_TIMEOUT_SECONDS * 1000),
        disableAfterFailures: e.WEBHOOK_DISABLE_AFTER_FAILURES,
        rotationOverlapSeconds: e.WEBHOOK_ROTATION_OVERLAP_SECONDS,
        outbound: e.WEBHOOK_OUTBOUND ?? (isProduction ? 'public' : 'loopback'),
        retentionDays: e.WEBHOOK_RETENTION_DAYS,
      },
    },
    auditLog: { retentionDays: e.AUDIT_LOG_RETENTION_DAYS },
    alerts: {
      dispatchIntervalMs: e.ALERT_DISPATCH_INTERVAL_MS,
      // Keepa's smallest plan refills 20 tokens a minute; a product with its offers costs about 6.
      // The simulated market has no limit of its own: a budget that still spreads the work.
      watchBudget: {
        tokensPerMinute: e.WATCH_TOKENS_PER_MINUTE ?? (e.MARKET_PROVIDER === 'keepa' ? 20 : 600),
        tokensPerProduct: e.WATCH_TOKENS_PER_PRODUCT ?? (e.MARKET_PROVIDER === 'keepa' ? 6 : 1),
      },
      watchRefreshJob: {
        expireSeconds: e.WATCH_REFRESH_EXPIRE_SECONDS,
        retryDelaySeconds: e.WATCH_REFRESH_RETRY_DELAY_SECONDS,
      },
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
          : null,
    },
    dashboard: {
      timeZone: e.DASHBOARD_TIME_ZONE,
      minutesPerSku: e.DASHBOARD_MINUTES_PER_SKU,
      minutesPerFile: e.DASHBOARD_MINUTES_PER_FILE,
      minutesPerOrder: e.DASHBOARD_MINUTES_PER_ORDER,
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
  };
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
  const ids = commaList(value);
  const bad = ids.filter((id) => !/^[a-p]{32}$/.test(id));
  if (bad.length > 0) throw new ConfigError([`SELLER_EXTENSION_IDS: not an extension id: ${bad.join(', ')}`]);
  return ids;
}
