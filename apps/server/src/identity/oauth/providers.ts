import * as client from 'openid-client';
import { devIdpEnabled, devOAuthProviders } from '../../config/dev-idp.js';
import { OAUTH_PROVIDERS, type OAuthProvider, type OAuthProviderConfig } from '../../config.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import type { OAuthIdentity } from './schema.js';

export { OAUTH_PROVIDERS, type OAuthProvider };

/** The provider's public endpoints, used when the configuration names none. */
const PUBLIC_ENDPOINTS: Record<OAuthProvider, { issuer: string; authorizeUrl?: string; tokenUrl?: string; userUrl?: string }> = {
  google: { issuer: 'https://accounts.google.com' },
  microsoft: { issuer: 'https://login.microsoftonline.com/organizations/v2.0' },
  github: {
    issuer: 'https://github.com',
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userUrl: 'https://api.github.com',
  },
  slack: {
    issuer: 'https://slack.com',
    authorizeUrl: 'https://slack.com/openid/connect/authorize',
    tokenUrl: 'https://slack.com/api/openid.connect.token',
    userUrl: 'https://slack.com/api/openid.connect.userInfo',
  },
  hubspot: {
    issuer: 'https://app.hubspot.com',
    authorizeUrl: 'https://app.hubspot.com/oauth/authorize',
    tokenUrl: 'https://api.hubapi.com/oauth/v1/token',
    userUrl: 'https://api.hubapi.com/oauth/v1/access-tokens',
  },
};

/** The scopes every login asks for; custom_scopes add to them. */
const DEFAULT_SCOPES: Record<OAuthProvider, string[]> = {
  google: ['openid', 'email', 'profile'],
  microsoft: ['openid', 'email', 'profile'],
  github: ['read:user', 'user:email', 'read:org'],
  slack: ['openid', 'email', 'profile'],
  hubspot: ['oauth'],
};

export const OIDC_PROVIDERS: readonly OAuthProvider[] = ['google', 'microsoft'];

export function isOAuthProvider(value: string): value is OAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/**
 * A provider's credentials: configured ones, else (dev tools on) the development identity
 * provider's, else none (oauth_config_not_found).
 */
export function providerSettings(ctx: IdentityContext, provider: OAuthProvider): OAuthProviderConfig | null {
  const configured = ctx.config.identity.oauth[provider];
  if (configured) return configured;
  if (devIdpEnabled(ctx.config)) return devOAuthProviders(ctx.config.publicUrl)[provider];
  return null;
}

export function requireProviderSettings(ctx: IdentityContext, provider: OAuthProvider): OAuthProviderConfig {
  const settings = providerSettings(ctx, provider);
  if (!settings) throw identityError('oauth_config_not_found', `OAuth is not configured for ${provider} on this server.`);
  return settings;
}

export const scopesFor = (provider: OAuthProvider) => DEFAULT_SCOPES[provider];

type Cached = { config: client.Configuration; at: number };
const CONFIG_TTL_MS = 60 * 60 * 1000;
const cache = new WeakMap<IdentityContext, Map<string, Cached>>();

/** Plain http is allowed only for loopback and this server's own (dev IdP) URLs outside production. */
function allowHttp(ctx: IdentityContext, url: string): boolean {
  if (!url.startsWith('http:')) return false;
  return ctx.config.nodeEnv !== 'production';
}

/**
 * The openid-client configuration of a provider: discovered from the issuer for the OIDC
 * providers (cached an hour), built from the named endpoints for the plain OAuth 2 ones.
 */
export async function providerConfiguration(ctx: IdentityContext, provider: OAuthProvider): Promise<client.Configuration> {
  const settings = requireProviderSettings(ctx, provider);
  const defaults = PUBLIC_ENDPOINTS[provider];
  const issuer = settings.issuer ?? defaults.issuer;
  const key = `${provider}|${settings.clientId}|${issuer}|${settings.authorizeUrl ?? ''}|${settings.tokenUrl ?? ''}`;
  let byKey = cache.get(ctx);
  if (!byKey) {
    byKey = new Map();
    cache.set(ctx, byKey);
  }
  const hit = byKey.get(key);
  if (hit && Date.now() - hit.at < CONFIG_TTL_MS) return hit.config;
  let config: client.Configuration;
  try {
    if (OIDC_PROVIDERS.includes(provider)) {
      config = await client.discovery(
        new URL(issuer),
        settings.clientId,
        { client_secret: settings.clientSecret, token_endpoint_auth_method: 'client_secret_post' },
        client.ClientSecretPost(settings.clientSecret),
        { ...(allowHttp(ctx, issuer) ? { execute: [client.allowInsecureRequests] } : {}), timeout: 10 },
      );
    } else {
      const authorizeUrl = settings.authorizeUrl ?? defaults.authorizeUrl;
      const tokenUrl = settings.tokenUrl ?? defaults.tokenUrl;
      config = new client.Configuration(
        { issuer, authorization_endpoint: authorizeUrl, token_endpoint: tokenUrl },
        settings.clientId,
        { client_secret: settings.clientSecret },
        client.ClientSecretPost(settings.clientSecret),
      );
      if (allowHttp(ctx, tokenUrl ?? '') || allowHttp(ctx, authorizeUrl ?? '')) client.allowInsecureRequests(config);
    }
  } catch (error) {
    ctx.log.warn({ err: error, provider }, 'could not load the OAuth provider configuration');
    throw identityError('oauth_provider_unavailable');
  }
  config.timeout = 10;
  byKey.set(key, { config, at: Date.now() });
  return config;
}

function userUrl(ctx: IdentityContext, provider: OAuthProvider): string {
  const settings = requireProviderSettings(ctx, provider);
  const url = settings.userUrl ?? PUBLIC_ENDPOINTS[provider].userUrl;
  if (!url) throw new Error(`no user endpoint for ${provider}`);
  return url.replace(/\/$/, '');
}

async function getJson(
  config: client.Configuration,
  accessToken: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await client.fetchProtectedResource(config, accessToken, new URL(url), 'GET', undefined, new Headers(headers));
  // The path is not logged: HubSpot's carries the access token.
  if (!response.ok) throw new Error(`${new URL(url).origin} answered ${response.status}`);
  return response.json();
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Who the provider says signed in: from the ID token (OIDC) or the provider's user API. */
export async function fetchIdentity(
  ctx: IdentityContext,
  provider: OAuthProvider,
  config: client.Configuration,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
): Promise<OAuthIdentity> {
  if (provider === 'google' || provider === 'microsoft') {
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider sent no ID token');
    return identityFromIdToken(provider, claims);
  }
  const accessToken = tokens.access_token;
  if (provider === 'github') {
    const base = userUrl(ctx, provider);
    const headers = { Accept: 'application/vnd.github+json', 'User-Agent': 'ShelfScope' };
    const user = (await getJson(config, accessToken, `${base}/user`, headers)) as Record<string, unknown>;
    const emails = (await getJson(config, accessToken, `${base}/user/emails`, headers)) as {
      email: string;
      primary: boolean;
      verified: boolean;
    }[];
    const orgs = (await getJson(config, accessToken, `${base}/user/orgs`, headers)) as { id: number; login: string }[];
    const primary = Array.isArray(emails) ? (emails.find((e) => e.primary) ?? emails.find((e) => e.verified)) : undefined;
    return {
      provider,
      subject: str(user.id),
      emailAddress: str(primary?.email ?? user.email),
      emailVerified: primary?.verified === true,
      name: str(user.name) || str(user.login),
      pictureUrl: str(user.avatar_url),
      locale: '',
      tenants: Array.isArray(orgs) ? orgs.map((o) => str(o.id)).filter(Boolean) : [],
    };
  }
  if (provider === 'slack') {
    const info = (await getJson(config, accessToken, userUrl(ctx, provider))) as Record<string, unknown>;
    if (info.ok !== true) throw new Error(`Slack userInfo: ${str(info.error)}`);
    return {
      provider,
      subject: str(info.sub) || str(info['https://slack.com/user_id']),
      emailAddress: str(info.email),
      emailVerified: info.email_verified === true,
      name: str(info.name),
      pictureUrl: str(info.picture),
      locale: str(info.locale),
      tenants: [str(info['https://slack.com/team_id'])].filter(Boolean),
    };
  }
  // HubSpot: the access token's own record names the user and the portal (hub).
  const info = (await getJson(config, accessToken, `${userUrl(ctx, provider)}/${encodeURIComponent(accessToken)}`)) as Record<
    string,
    unknown
  >;
  return {
    provider,
    subject: str(info.user_id),
    emailAddress: str(info.user),
    // HubSpot signs users in by their account email, which HubSpot has confirmed.
    emailVerified: str(info.user) !== '',
    name: '',
    pictureUrl: '',
    locale: '',
    tenants: [str(info.hub_id)].filter(Boolean),
  };
}

/** An OIDC provider's ID token claims as our identity (Google hd, Microsoft tid as tenants). */
export function identityFromIdToken(provider: 'google' | 'microsoft', claims: Record<string, unknown>): OAuthIdentity {
  const email = str(claims.email) || (provider === 'microsoft' ? str(claims.preferred_username) : '');
  const tenant = provider === 'google' ? str(claims.hd) : str(claims.tid);
  return {
    provider,
    subject: str(claims.sub),
    emailAddress: email,
    // Google says whether it verified the address; Microsoft work accounts' addresses are the
    // tenant's own (an email_verified claim, when present, is honoured).
    emailVerified: provider === 'google' ? claims.email_verified === true : claims.email_verified !== false,
    name: str(claims.name),
    pictureUrl: str(claims.picture),
    locale: str(claims.locale),
    tenants: tenant ? [tenant] : [],
  };
}
