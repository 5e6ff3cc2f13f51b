import type { FastifyPluginAsync } from 'fastify';
import { DEV_IDP_PATH, DEV_OAUTH_CLIENTS, devIdpUrls, devOAuthProviders } from '../../config/dev-idp.js';
import type { Config } from '../../config.js';
import { loadDevIdpKeys } from './keys.js';
import { registerOAuthStandIns } from './oauth.js';
import { createOidcProvider, registerOidc } from './oidc.js';
import { DEV_IDP_CSP, renderOverview } from './page.js';
import { registerSaml } from './saml.js';
import { DEV_USERS } from './users.js';

export { devIdpEnabled, devIdpUrls, devOAuthProviders } from '../../config/dev-idp.js';
export { DEV_USERS };

/**
 * The settings the demo seed (and anyone wiring a connection to the dev IdP) needs: the OIDC
 * issuer and client, the SAML entity id, SSO URL and certificate, and every OAuth provider's
 * endpoints and credentials.
 */
export async function devIdpSettings(config: Pick<Config, 'publicUrl' | 'dataDir'>) {
  const urls = devIdpUrls(config.publicUrl);
  const keys = await loadDevIdpKeys(config.dataDir);
  return {
    oidc: { issuer: urls.oidcIssuer, clientId: 'dev-sso-oidc', clientSecret: 'dev-sso-oidc-secret' },
    saml: {
      entityId: urls.samlEntityId,
      ssoUrl: urls.samlSso,
      sloUrl: urls.samlSlo,
      metadataUrl: urls.samlMetadata,
      certificatePem: keys.certificatePem,
    },
    oauth: devOAuthProviders(config.publicUrl),
  };
}

/**
 * The development identity provider under /dev/idp: an OpenID provider (SSO by OIDC, and the
 * Google and Microsoft stand-ins), plain OAuth 2 stand-ins for GitHub, Slack and HubSpot, and a
 * SAML IdP, all signing in the test users of users.ts from one page. Mounted only with dev tools
 * on (app.ts); production never has it.
 */
export const devIdpRoutes =
  (config: Pick<Config, 'publicUrl' | 'dataDir'>): FastifyPluginAsync =>
  async (app) => {
    const keys = await loadDevIdpKeys(config.dataDir);
    // The sign-in pages post forms; the token endpoints take form bodies, as OAuth does.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 128 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    await registerOidc(app, () => createOidcProvider(config.publicUrl, keys));
    registerOAuthStandIns(app, config.publicUrl);
    registerSaml(app, config.publicUrl, keys);
    const urls = devIdpUrls(config.publicUrl);
    app.get(DEV_IDP_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('Content-Security-Policy', DEV_IDP_CSP)
        .type('text/html; charset=utf-8')
        .send(
          renderOverview(DEV_USERS, [
            ['OIDC issuer (client dev-sso-oidc / dev-sso-oidc-secret)', urls.oidcIssuer],
            ['OIDC discovery', `${urls.oidcIssuer}/.well-known/openid-configuration`],
            ['SAML entity id', urls.samlEntityId],
            ['SAML metadata', urls.samlMetadata],
            ['SAML SSO (HTTP-Redirect)', urls.samlSso],
            ['SAML single logout (HTTP-Redirect and POST; IdP-initiated: slo/start?sp=&name_id=&binding=)', urls.samlSlo],
            ...(['github', 'slack', 'hubspot'] as const).map(
              (p) => [`${p} authorize / token (dev-${p} / dev-${p}-secret)`, `${urls.oauth(p)}/authorize`] as [string, string],
            ),
          ]),
        ),
    );
  };

export { DEV_OAUTH_CLIENTS };
