import type { OIDCConnection, SAMLConnection } from '@shelfscope/identity-client';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type IdentityCall, identityOk } from '../../../test/identity';
import { renderScreens } from '../../../test/screen-api';
import { SSO_GUIDES } from './guides';
import { parseIdpMetadataFile } from './metadata-file';
import { guideValue } from './sso-guide';
import { SsoSection } from './sso-settings';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 4_000 });

const POLICY = {
  roles: [
    { role_id: 'stytch_admin', permissions: [{ resource_id: 'stytch.sso', actions: ['*'] }] },
    { role_id: 'stytch_member', permissions: [] },
  ],
  resources: [{ resource_id: 'stytch.sso', actions: ['create'] }],
};

const CERT = 'MIIBszCCAVmgAwIBAgIUQ'.repeat(8);
const METADATA = `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="https://idp.acme.example/saml">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="encryption"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>ENCRYPTIONONLY</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>
      ${CERT}
    </ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.acme.example/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.acme.example/redirect"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

const SAML: SAMLConnection = {
  connection_id: 'saml-9',
  display_name: 'Acme SAML',
  identity_provider: 'generic',
  status: 'pending',
  organization_id: 'o',
  acs_url: 'http://identity.test/v1/public/sso/saml/acs/saml-9',
  audience_uri: 'http://identity.test/v1/public/sso/saml/metadata/saml-9',
  alternative_audience_uri: '',
  slo_url: 'http://identity.test/v1/public/sso/saml/slo/saml-9',
  nameid_format: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  idp_entity_id: '',
  idp_sso_url: '',
  idp_slo_url: '',
  idp_slo_binding: 'redirect',
  attribute_mapping: {},
  signing_certificates: [],
  verification_certificates: [],
  encryption_private_keys: [],
  signature_requirement: 'EITHER',
  idp_initiated_auth_disabled: false,
  default_relay_state: '',
  saml_connection_implicit_role_assignments: [],
  saml_group_implicit_role_assignments: [],
};
const OIDC: OIDCConnection = {
  connection_id: 'oidc-9',
  display_name: 'x',
  identity_provider: 'generic',
  status: 'pending',
  organization_id: 'o',
  client_id: '',
  client_secret: '',
  issuer: '',
  redirect_url: 'http://identity.test/v1/public/sso/callback/oidc-9',
  authorization_url: '',
  token_url: '',
  userinfo_url: '',
  jwks_url: '',
  custom_scopes: '',
  attribute_mapping: {},
  oidc_connection_implicit_role_assignments: [],
  oidc_group_implicit_role_assignments: [],
};

describe('SSO guides', () => {
  it('cover the seven providers, each with steps whose values all resolve', () => {
    expect(SSO_GUIDES.map((g) => g.name)).toEqual([
      'Okta',
      'Microsoft Entra ID',
      'Google Workspace',
      'OneLogin',
      'JumpCloud',
      'Other SAML 2.0 provider',
      'Other OpenID Connect provider',
    ]);
    for (const guide of SSO_GUIDES) {
      expect(guide.steps.length, guide.id).toBeGreaterThanOrEqual(3);
      const created =
        guide.protocol === 'SAML' ? { kind: 'SAML' as const, connection: SAML } : { kind: 'OIDC' as const, connection: OIDC };
      const values = guide.steps.flatMap((s) => s.values ?? []);
      expect(values.length, guide.id).toBeGreaterThan(0);
      for (const v of values) expect(guideValue(created, v.key), `${guide.id} ${v.key}`).not.toBe('');
    }
  });

  it('reads an IdP metadata file: entity ID, the redirect sign-in URL, the signing certificate as PEM', () => {
    const values = parseIdpMetadataFile(METADATA);
    expect(values.idp_entity_id).toBe('https://idp.acme.example/saml');
    expect(values.idp_sso_url).toBe('https://idp.acme.example/redirect');
    expect(values.x509_certificate.startsWith('-----BEGIN CERTIFICATE-----\nMIIBszCC')).toBe(true);
    expect(values.x509_certificate).not.toContain('ENCRYPTIONONLY');
    expect(values.x509_certificate.split('\n').every((line) => line.length <= 64)).toBe(true);
    expect(() => parseIdpMetadataFile('<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"/>')).toThrow(
      /no identity provider/,
    );
    expect(() => parseIdpMetadataFile('not xml <')).toThrow(/not XML/);
  });

  it('an admin follows the generic SAML guide: our values with copy buttons, then the metadata file', async () => {
    const writes: IdentityCall[] = [];
    const route = (call: IdentityCall) => {
      if (call.path === '/b2b/sso' && call.method === 'GET') {
        return identityOk({ saml_connections: [], oidc_connections: [], external_connections: [] });
      }
      if (call.method === 'GET' || call.path === '/events') return undefined;
      writes.push(call);
      if (call.path === '/b2b/sso/saml') return identityOk({ connection: { ...SAML, display_name: call.body?.display_name } });
      if (call.path === '/b2b/sso/saml/saml-9') return identityOk({ connection: { ...SAML, ...call.body, status: 'active' } });
      return undefined;
    };
    await renderScreens('/settings', [{ path: '/settings', component: SsoSection }], () => undefined, {
      roles: ['stytch_member', 'stytch_admin'],
      rbacPolicy: POLICY,
      route,
    });
    const panel = await screen.findByRole('region', { name: 'Set up with a guide' });
    fireEvent.click(within(panel).getByLabelText('Identity provider'));
    fireEvent.click(await screen.findByRole('option', { name: 'Other SAML 2.0 provider', hidden: true }));
    fireEvent.change(within(panel).getByLabelText('Connection name'), { target: { value: 'Acme SAML' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Start' }));

    const steps = await within(panel).findByRole('list', { name: 'Other SAML 2.0 provider steps' });
    expect(writes[0]).toMatchObject({ path: '/b2b/sso/saml', body: { display_name: 'Acme SAML', identity_provider: 'generic' } });
    expect(within(steps).getByText(SAML.acs_url)).toBeTruthy();
    expect(within(steps).getByRole('button', { name: 'Copy SP entity ID (audience)' })).toBeTruthy();
    expect(within(steps).getByRole('button', { name: /Copy Assertion Consumer Service/ })).toBeTruthy();
    expect(within(steps).getByText('urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress')).toBeTruthy();

    fireEvent.click(within(steps).getByText('Metadata file'));
    const input = steps.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([METADATA], 'metadata.xml', { type: 'text/xml' })] } });
    fireEvent.click(within(steps).getByRole('button', { name: 'Finish set-up' }));
    expect(await within(panel).findByText('Acme SAML is set up')).toBeTruthy();
    expect(writes[1]).toMatchObject({
      method: 'PUT',
      path: '/b2b/sso/saml/saml-9',
      body: { idp_entity_id: 'https://idp.acme.example/saml', idp_sso_url: 'https://idp.acme.example/redirect' },
    });
    await waitFor(() => expect(String(writes[1]?.body?.x509_certificate)).toContain('BEGIN CERTIFICATE'));
  });
});
