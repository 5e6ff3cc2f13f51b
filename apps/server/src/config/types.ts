import type { RbacPolicy } from '../identity/rbac/policy.js';
import type { TokenProfile } from '../identity/sessions/token-profiles.js';
import type { OutboundPolicy } from '../identity/sso/outbound.js';
import type { ExportSlotsConfig } from '../seller/exports/slots.js';
import type { SellerAccountConfig } from '../seller/seller-account/config.js';
import type { LogLevel, TraceSamplerName } from './env.js';

export const PKCE_FLOWS = ['email_magic_links', 'password_resets', 'oauth', 'sso'] as const;

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
  logLevel: LogLevel;
  smtpUrl: string | undefined;
  mailFrom: string;
  shutdownTimeoutMs: number;
  seedDemoData: boolean;
  identity: IdentityConfig;
  seller: SellerConfig;
  integrations: IntegrationsConfig;
  /** The organization audit log (docs/teams.md): entries older than retentionDays are deleted daily. */
  auditLog: { retentionDays: number };
  alerts: AlertsConfig;
  /** The seller's own Amazon account (seller/seller-account). */
  sellerAccount: SellerAccountConfig;
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

/** The identity project's settings; bootstrap serves most of them to the client SDK. */
export type IdentityConfig = {
  projectName: string;
  /** Base64 server secret; when absent one is generated into DATA_DIR at first boot. */
  secret: string | undefined;
  /** Redirect URLs that magic links, resets and invites may point to (exact match). */
  redirectUrls: string[];
  /** Origins allowed to call /sdk/v1 from a browser (CORS echoes exactly these). */
  allowedOrigins: string[];
  /** Passkeys: the relying-party id and the origins an assertion may come from (docs/identity.md, "Passkeys"). */
  webauthn: { rpId: string; origins: string[] };
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
  /**
   * Verified domains (identity/domains): the DNS servers TXT records are asked of (empty: the
   * system's, or with dev tools on the development DNS server on 127.0.0.1:devDnsPort, 0 = any
   * free port), the query timeout, and the re-verification schedule (a cron tick checks the
   * verified domains last checked more than reverifyHours ago).
   */
  domains: {
    dnsServers: string[];
    dnsTimeoutMs: number;
    devDnsPort: number;
    reverifyCron: string;
    reverifyHours: number;
  };
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
