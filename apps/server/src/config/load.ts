import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { loadRbacPolicy } from '../identity/rbac/policy.js';
import { parseTokenProfiles } from '../identity/sessions/token-profiles.js';
import { sellerAccountConfig } from '../seller/seller-account/config.js';
import { EnvSchema } from './env.js';
import { type Config, type IdentityConfig, OAUTH_PROVIDERS, PKCE_FLOWS } from './types.js';

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
      // Passkeys are accepted from the origins that may call the API at all.
      webauthn: { rpId: e.IDENTITY_WEBAUTHN_RP_ID ?? new URL(publicUrl).hostname, origins: allowedOrigins },
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
      domains: {
        dnsServers: (e.IDENTITY_DNS_SERVERS ?? '')
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
        dnsTimeoutMs: e.IDENTITY_DNS_TIMEOUT_MS,
        devDnsPort: e.IDENTITY_DEV_DNS_PORT,
        reverifyCron: e.IDENTITY_DOMAIN_REVERIFY_CRON,
        reverifyHours: e.IDENTITY_DOMAIN_REVERIFY_HOURS,
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
    sellerAccount: sellerAccountConfig(e),
    integrations: {
      keyPrefix: isProduction ? 'ss_live_' : 'ss_test_',
      keyPerMinute: e.API_RATE_LIMIT_KEY_PER_MINUTE,
      memberPerMinute: e.API_RATE_LIMIT_MEMBER_PER_MINUTE,
      webhooks: {
        retrySchedule: e.WEBHOOK_RETRY_SCHEDULE_SECONDS.split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
          .map(Number),
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
