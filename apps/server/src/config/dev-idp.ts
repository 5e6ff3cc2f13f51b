import type { OAuthProvider, OAuthProviderConfig } from './identity.js';

/**
 * Whether the development identity provider runs: with dev tools on, and never in production
 * (not even with DEV_TOOLS=1 there: it signs anyone in as anyone).
 */
export function devIdpEnabled(config: { devTools: boolean; nodeEnv: string }): boolean {
  return config.devTools && config.nodeEnv !== 'production';
}

/** Where the development identity provider lives under the server's public URL. */
export const DEV_IDP_PATH = '/dev/idp';

export const devIdpUrls = (publicUrl: string) => ({
  oidcIssuer: `${publicUrl}${DEV_IDP_PATH}/oidc`,
  samlEntityId: `${publicUrl}${DEV_IDP_PATH}/saml`,
  samlMetadata: `${publicUrl}${DEV_IDP_PATH}/saml/metadata`,
  samlSso: `${publicUrl}${DEV_IDP_PATH}/saml/sso`,
  samlSlo: `${publicUrl}${DEV_IDP_PATH}/saml/slo`,
  oauth: (provider: 'github' | 'slack' | 'hubspot') => `${publicUrl}${DEV_IDP_PATH}/oauth/${provider}`,
});

/** The OIDC clients the dev IdP knows (client id, secret, the callback it may redirect to). */
export const devOidcClients = (publicUrl: string) => [
  { clientId: 'dev-sso-oidc', clientSecret: 'dev-sso-oidc-secret', redirectUri: `${publicUrl}/v1/public/sso/oidc/callback` },
  { clientId: 'dev-google', clientSecret: 'dev-google-secret', redirectUri: `${publicUrl}/v1/public/oauth/google/callback` },
  {
    clientId: 'dev-microsoft',
    clientSecret: 'dev-microsoft-secret',
    redirectUri: `${publicUrl}/v1/public/oauth/microsoft/callback`,
  },
];

/** The plain OAuth 2 stand-ins' credentials. */
export const DEV_OAUTH_CLIENTS = {
  github: { clientId: 'dev-github', clientSecret: 'dev-github-secret' },
  slack: { clientId: 'dev-slack', clientSecret: 'dev-slack-secret' },
  hubspot: { clientId: 'dev-hubspot', clientSecret: 'dev-hubspot-secret' },
} as const;

/** Every OAuth provider pointed at the dev IdP: the defaults with dev tools on and no credentials. */
export function devOAuthProviders(publicUrl: string): Record<OAuthProvider, OAuthProviderConfig> {
  const urls = devIdpUrls(publicUrl);
  const plain = (provider: 'github' | 'slack' | 'hubspot', user: string): OAuthProviderConfig => ({
    ...DEV_OAUTH_CLIENTS[provider],
    issuer: urls.oauth(provider),
    authorizeUrl: `${urls.oauth(provider)}/authorize`,
    tokenUrl: `${urls.oauth(provider)}/token`,
    userUrl: `${urls.oauth(provider)}${user}`,
  });
  const oidc = (clientId: string, clientSecret: string): OAuthProviderConfig => ({
    clientId,
    clientSecret,
    issuer: urls.oidcIssuer,
    authorizeUrl: undefined,
    tokenUrl: undefined,
    userUrl: undefined,
  });
  return {
    google: oidc('dev-google', 'dev-google-secret'),
    microsoft: oidc('dev-microsoft', 'dev-microsoft-secret'),
    // GitHub: the API base; Slack: openid.connect.userInfo; HubSpot: the access-token info base.
    github: plain('github', '/api'),
    slack: plain('slack', '/api/openid.connect.userInfo'),
    hubspot: plain('hubspot', '/oauth/v1/access-tokens'),
  };
}
