import { devIdpEnabled } from '../../config/dev-idp.js';
import { DEMO_ORGANIZATION } from '../../identity/demo-seed.js';
import { findOrganizationBySlug } from '../../identity/organizations/repo.js';
import { organizationConnections } from '../../identity/sso/connections.js';
import { createConnection, updateSaml } from '../../identity/sso/manage.js';
import type { SeedStep } from '../../seed/seed.js';
import { devIdpSettings } from './index.js';

/** What the demo organization's two connections are called (the SSO menu lists them so). */
export const DEMO_SSO_CONNECTIONS = { oidc: 'Demo IdP (OIDC)', saml: 'Demo IdP (SAML)' };

/**
 * The demo organization signs in through the development identity provider by SSO: one OIDC and
 * one SAML connection to it, both active, so "Continue with SSO" works after the first start.
 * The OIDC endpoints are written out (oidc-provider's own paths) rather than discovered: the
 * seed runs before the server listens, so the IdP cannot be asked yet. Development data only:
 * nothing without the dev IdP, and nothing when the organization already has a connection.
 */
export const devIdpDemoSsoStep: SeedStep = {
  name: 'identity-demo-sso-connections',
  async run({ identity, config }) {
    if (!devIdpEnabled(config)) return;
    const organization = await findOrganizationBySlug(identity, DEMO_ORGANIZATION.slug);
    if (!organization) return;
    if ((await organizationConnections(identity.db, organization.organizationId)).length > 0) return;
    const dev = await devIdpSettings(config);
    const issuer = dev.oidc.issuer;
    await createConnection(
      identity,
      organization,
      'oidc',
      { displayName: DEMO_SSO_CONNECTIONS.oidc },
      {
        issuer,
        clientId: dev.oidc.clientId,
        clientSecretSealed: identity.box.seal(dev.oidc.clientSecret),
        authorizationUrl: `${issuer}/auth`,
        tokenUrl: `${issuer}/token`,
        userinfoUrl: `${issuer}/me`,
        jwksUrl: `${issuer}/jwks`,
      },
    );
    const saml = await createConnection(identity, organization, 'saml', { displayName: DEMO_SSO_CONNECTIONS.saml });
    await updateSaml(identity, saml, {
      idp_entity_id: dev.saml.entityId,
      idp_sso_url: dev.saml.ssoUrl,
      idp_slo_url: dev.saml.sloUrl,
      x509_certificate: dev.saml.certificatePem,
    });
  },
};
