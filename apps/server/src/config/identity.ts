import { z } from 'zod';
import { loadRbacPolicy, type RbacPolicy } from '../identity/rbac/policy.js';
import { parseTokenProfiles, type TokenProfile } from '../identity/sessions/token-profiles.js';
import type { OutboundPolicy } from '../identity/sso/outbound.js';
import { type BootContext, ConfigError, commaList, type EnvOf, flag } from './parsing.js';

// Identity (the login widget's API): see .env.example and docs/identity.md.

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

export const identityVariables = {
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
  // Cloudflare Turnstile: the widget's captcha (with TURNSTILE_SITE_KEY) and the seller API's public lead form.
  TURNSTILE_SECRET: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z.url().optional(),
};

type IdentityEnv = EnvOf<typeof identityVariables>;

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

/**
 * The identity settings, with their checks. `env` is the raw environment (empty values removed):
 * the OAuth providers are read from it by name.
 */
export function identityConfig(
  e: IdentityEnv,
  env: Record<string, string | undefined>,
  { isProduction, publicUrl, devTools }: BootContext,
): IdentityConfig {
  if ((e.TWILIO_ACCOUNT_SID || e.TWILIO_AUTH_TOKEN) && !(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN)) {
    throw new ConfigError(['TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN: set both, or neither']);
  }
  if (e.TWILIO_ACCOUNT_SID && !e.TWILIO_FROM_NUMBER && !e.TWILIO_MESSAGING_SERVICE_SID) {
    throw new ConfigError(['TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID: one is required with Twilio']);
  }
  const oauth = oauthProviders(env);
  const rbac = loadRbacPolicy({ inline: e.IDENTITY_RBAC_POLICY, file: e.IDENTITY_RBAC_POLICY_FILE });
  if (rbac.problems.length > 0) throw new ConfigError(rbac.problems);
  const tokenProfiles = parseTokenProfiles(e.IDENTITY_TRUSTED_TOKEN_PROFILES);
  if (tokenProfiles.problems.length > 0) throw new ConfigError(tokenProfiles.problems);
  if (Boolean(e.TURNSTILE_SITE_KEY) !== Boolean(e.TURNSTILE_SECRET) && e.IDENTITY_CAPTCHA) {
    throw new ConfigError([
      'TURNSTILE_SITE_KEY and TURNSTILE_SECRET: set both for Turnstile captcha, or neither for the self-hosted one',
    ]);
  }
  const pkceFlows = commaList(e.IDENTITY_PKCE_REQUIRED);
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
      issuers: e.OAUTH_GOOGLE_ONE_TAP_ISSUERS === undefined ? undefined : commaList(e.OAUTH_GOOGLE_ONE_TAP_ISSUERS),
    },
    sso: {
      clockSkewSeconds: e.IDENTITY_SSO_CLOCK_SKEW_SECONDS,
      outbound: e.IDENTITY_SSO_OUTBOUND ?? (isProduction ? 'public' : 'loopback'),
    },
    domains: {
      dnsServers: commaList(e.IDENTITY_DNS_SERVERS),
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
  };
}

/** Comma-separated list of absolute URLs, each validated. */
function urlList(value: string | undefined, name: string): string[] {
  return commaList(value).map((url) => {
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
