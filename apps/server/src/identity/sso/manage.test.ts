import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sdk, seedMember, uniqueEmail } from '../../../test/identity.js';
import {
  assertionXml,
  encode,
  IDP_CERT,
  IDP_ENTITY_ID,
  IDP_SSO_URL,
  requestIdOf,
  responseXml,
  sign,
} from '../../../test/saml-idp.js';
import { adminOrganization, authenticateSsoToken, startSso, tokenOf } from '../../../test/sso.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { pemBody } from './certificates.js';

let ctx: TestContext;
let metadataServer: Server;
let metadataBase = '';
/** What the local metadata server answers, by path. */
const served = new Map<string, { status: number; body: string }>();

beforeAll(async () => {
  ctx = await createTestApp();
  metadataServer = createServer((req, res) => {
    const answer = served.get(req.url ?? '') ?? { status: 404, body: 'not found' };
    res.writeHead(answer.status, { 'content-type': 'application/xml' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => metadataServer.listen(0, '127.0.0.1', resolve));
  metadataBase = `http://127.0.0.1:${(metadataServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => metadataServer.close(resolve));
  await ctx.close();
});

const idpMetadata = (entityId: string, ssoUrl: string) => `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>
${pemBody(IDP_CERT)}
    </ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${ssoUrl}/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

async function newSaml(sessionToken: string, body: Record<string, unknown> = {}) {
  const created = await sdk(ctx, 'POST', '/b2b/sso/saml', { display_name: 'Okta', ...body }, { sessionToken });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.data.connection as Record<string, string>;
}

async function activeSaml(sessionToken: string, display = 'Okta') {
  const c = await newSaml(sessionToken, { display_name: display });
  const updated = await sdk(
    ctx,
    'PUT',
    `/b2b/sso/saml/${c.connection_id}`,
    { idp_entity_id: IDP_ENTITY_ID, idp_sso_url: IDP_SSO_URL, x509_certificate: IDP_CERT },
    { sessionToken },
  );
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return updated.data.connection;
}

describe('SSO connection management', () => {
  it('is for admins only: a member gets 403 unauthorized_action, no session 401', async () => {
    const { organization, sessionToken } = await adminOrganization(ctx);
    const plain = await seedMember(ctx, organization.organizationId);
    const memberSession = (await logIn(ctx, plain.emailAddress, organization.organizationId)).sessionToken;
    const connection = await newSaml(sessionToken);
    for (const [method, path, body] of [
      ['POST', '/b2b/sso/saml', {}],
      ['POST', '/b2b/sso/oidc', {}],
      ['GET', '/b2b/sso', undefined],
      ['PUT', `/b2b/sso/saml/${connection.connection_id}`, { display_name: 'mine' }],
      ['DELETE', `/b2b/sso/${connection.connection_id}`, undefined],
    ] as const) {
      const refused = await sdk(ctx, method, path, body, { sessionToken: memberSession });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.error_type).toBe('unauthorized_action');
    }
    const anonymous = await sdk(ctx, 'GET', '/b2b/sso');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error_type).toBe('user_unauthenticated');
  });

  it('creates, lists, updates and deletes connections of the session organization only', async () => {
    const { sessionToken, organization } = await adminOrganization(ctx);
    const other = await adminOrganization(ctx);
    const saml = await activeSaml(sessionToken);
    const oidc = (await sdk(ctx, 'POST', '/b2b/sso/oidc', { display_name: 'Entra' }, { sessionToken })).data.connection;
    expect(saml).toMatchObject({
      organization_id: organization.organizationId,
      status: 'active',
      idp_entity_id: IDP_ENTITY_ID,
      idp_sso_url: IDP_SSO_URL,
      acs_url: `http://127.0.0.1:3000/v1/public/sso/saml/acs/${saml.connection_id}`,
    });
    expect(saml.verification_certificates).toHaveLength(1);
    expect(saml.verification_certificates[0]).toMatchObject({
      certificate_id: expect.stringMatching(/^saml-verification-certificate-test-/),
      issuer: expect.stringContaining('ShelfScope test idp'),
      expires_at: expect.any(String),
    });

    const list = await sdk(ctx, 'GET', '/b2b/sso', undefined, { sessionToken });
    expect(list.data.saml_connections.map((c: { connection_id: string }) => c.connection_id)).toEqual([saml.connection_id]);
    expect(list.data.oidc_connections.map((c: { connection_id: string }) => c.connection_id)).toEqual([oidc.connection_id]);
    expect(list.data.external_connections).toEqual([]);

    const foreign = await sdk(
      ctx,
      'PUT',
      `/b2b/sso/saml/${saml.connection_id}`,
      { display_name: 'x' },
      { sessionToken: other.sessionToken },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_type).toBe('sso_connection_not_found');
    const wrongType = await sdk(ctx, 'PUT', `/b2b/sso/oidc/${saml.connection_id}`, { display_name: 'x' }, { sessionToken });
    expect(wrongType.status).toBe(404);

    const deleted = await sdk(ctx, 'DELETE', `/b2b/sso/${saml.connection_id}`, undefined, { sessionToken });
    expect(deleted.data.connection_id).toBe(saml.connection_id);
    const after = await sdk(ctx, 'GET', '/b2b/sso', undefined, { sessionToken });
    expect(after.data.saml_connections).toEqual([]);
  });

  it('names the field of bad input with a 400', async () => {
    const { sessionToken } = await adminOrganization(ctx);
    const c = await newSaml(sessionToken);
    const badCert = await sdk(
      ctx,
      'PUT',
      `/b2b/sso/saml/${c.connection_id}`,
      { x509_certificate: 'not a certificate' },
      { sessionToken },
    );
    expect(badCert.status).toBe(400);
    expect(badCert.body.error_message).toContain('x509_certificate');
    const badUrl = await sdk(
      ctx,
      'PUT',
      `/b2b/sso/saml/${c.connection_id}`,
      { idp_sso_url: 'ftp://idp.example' },
      { sessionToken },
    );
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error_message).toContain('idp_sso_url');
    const badKey = await sdk(
      ctx,
      'PUT',
      `/b2b/sso/saml/${c.connection_id}`,
      { saml_encryption_private_key: 'nope' },
      { sessionToken },
    );
    expect(badKey.status).toBe(400);
    expect(badKey.body.error_message).toContain('saml_encryption_private_key');
    const badRequirement = await sdk(
      ctx,
      'PUT',
      `/b2b/sso/saml/${c.connection_id}`,
      { signature_requirement: 'NONE' },
      { sessionToken },
    );
    expect(badRequirement.status).toBe(400);
    expect(badRequirement.body.error_message).toContain('signature_requirement');
  });

  it('detects the identity provider from the entity id and URLs', async () => {
    const { sessionToken } = await adminOrganization(ctx);
    const cases = [
      ['http://www.okta.com/exk1abc', 'https://acme.okta.com/app/acme/exk1abc/sso/saml', 'okta'],
      ['https://sts.windows.net/0000-tenant/', 'https://login.microsoftonline.com/0000-tenant/saml2', 'microsoft-entra'],
      [
        'https://accounts.google.com/o/saml2?idpid=C0abc',
        'https://accounts.google.com/o/saml2/idp?idpid=C0abc',
        'google-workspace',
      ],
      ['https://idp.acme.example/metadata', 'https://idp.acme.example/sso', 'generic'],
    ];
    for (const [entityId, ssoUrl, provider] of cases) {
      const c = await newSaml(sessionToken);
      const updated = await sdk(
        ctx,
        'PUT',
        `/b2b/sso/saml/${c.connection_id}`,
        { idp_entity_id: entityId, idp_sso_url: ssoUrl },
        { sessionToken },
      );
      expect(updated.data.connection.identity_provider, entityId).toBe(provider);
      expect(updated.data.connection.status).toBe('pending');
    }
    // A name the admin gives (the provider's longer list) stays through later updates.
    const named = await newSaml(sessionToken, { identity_provider: 'onelogin' });
    expect(named.identity_provider).toBe('onelogin');
    const later = await sdk(
      ctx,
      'PUT',
      `/b2b/sso/saml/${named.connection_id}`,
      { idp_sso_url: 'https://acme.onelogin.example/sso' },
      { sessionToken },
    );
    expect(later.data.connection.identity_provider).toBe('onelogin');
    const bad = await sdk(ctx, 'POST', '/b2b/sso/saml', { identity_provider: 'Not A Name!' }, { sessionToken });
    expect(bad.status).toBe(400);
    expect(bad.body.error_message).toContain('identity_provider');
  });

  it('deletes a verification certificate (the connection goes pending) and the encryption key', async () => {
    const { sessionToken } = await adminOrganization(ctx);
    const c = await activeSaml(sessionToken);
    const key = readFileSync(new URL('./fixtures/sp-encryption-key.pem', import.meta.url), 'utf8');
    const withKey = await sdk(
      ctx,
      'PUT',
      `/b2b/sso/saml/${c.connection_id}`,
      { saml_encryption_private_key: key },
      { sessionToken },
    );
    const keyId = withKey.data.connection.encryption_private_keys[0].private_key_id;
    expect(withKey.data.connection.encryption_private_keys[0].private_key).toBe('');
    expect(JSON.stringify(withKey.body)).not.toContain('PRIVATE KEY');

    const certId = c.verification_certificates[0].certificate_id;
    const gone = await sdk(ctx, 'DELETE', `/b2b/sso/saml/${c.connection_id}/verification_certificates/${certId}`, undefined, {
      sessionToken,
    });
    expect(gone.data.certificate_id).toBe(certId);
    const again = await sdk(ctx, 'DELETE', `/b2b/sso/saml/${c.connection_id}/verification_certificates/${certId}`, undefined, {
      sessionToken,
    });
    expect(again.status).toBe(404);
    const keyGone = await sdk(ctx, 'DELETE', `/b2b/sso/saml/${c.connection_id}/encryption_private_key/${keyId}`, undefined, {
      sessionToken,
    });
    expect(keyGone.data.private_key_id).toBe(keyId);
    const list = await sdk(ctx, 'GET', '/b2b/sso', undefined, { sessionToken });
    expect(list.data.saml_connections[0]).toMatchObject({
      status: 'pending',
      verification_certificates: [],
      encryption_private_keys: [],
    });
    const me = await sdk(ctx, 'GET', '/b2b/organizations/me', undefined, { sessionToken });
    expect(me.data.organization.sso_active_connections).toEqual([]);
  });

  it('imports IdP metadata from a URL, bounded in size', async () => {
    const { sessionToken } = await adminOrganization(ctx);
    const c = await newSaml(sessionToken);
    served.set('/metadata.xml', {
      status: 200,
      body: idpMetadata('https://idp.acme.example/entity', 'https://idp.acme.example/sso'),
    });
    const imported = await sdk(
      ctx,
      'PUT',
      `/b2b/sso/saml/${c.connection_id}/url`,
      { metadata_url: `${metadataBase}/metadata.xml` },
      { sessionToken },
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.data.connection).toMatchObject({
      status: 'active',
      idp_entity_id: 'https://idp.acme.example/entity',
      idp_sso_url: 'https://idp.acme.example/sso',
    });
    expect(imported.data.connection.verification_certificates).toHaveLength(1);

    served.set('/huge.xml', { status: 200, body: `<x>${'a'.repeat(1024 * 1024 + 10)}</x>` });
    const huge = await sdk(
      ctx,
      'PUT',
      `/b2b/sso/saml/${c.connection_id}/url`,
      { metadata_url: `${metadataBase}/huge.xml` },
      { sessionToken },
    );
    expect(huge.status).toBe(400);
    expect(huge.body.error_type).toBe('sso_invalid_metadata');

    served.set('/not-saml.xml', { status: 200, body: '<html><body>hello</body></html>' });
    const notSaml = await sdk(
      ctx,
      'PUT',
      `/b2b/sso/saml/${c.connection_id}/url`,
      { metadata_url: `${metadataBase}/not-saml.xml` },
      { sessionToken },
    );
    expect(notSaml.status).toBe(400);
    expect(notSaml.body.error_type).toBe('sso_invalid_metadata');

    const missing = await sdk(
      ctx,
      'PUT',
      `/b2b/sso/saml/${c.connection_id}/url`,
      { metadata_url: `${metadataBase}/nothing.xml` },
      { sessionToken },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error_type).toBe('sso_metadata_fetch_failed');

    const remoteHttp = await sdk(
      ctx,
      'PUT',
      `/b2b/sso/saml/${c.connection_id}/url`,
      { metadata_url: 'http://idp.example.com/metadata' },
      { sessionToken },
    );
    expect(remoteHttp.status).toBe(400);
    expect(remoteHttp.body.error_message).toContain('metadata_url');

    // Private and link-local addresses (the cloud metadata service) are never fetched.
    for (const internal of ['https://10.1.2.3/metadata', 'https://169.254.169.254/latest/meta-data/']) {
      const refused = await sdk(ctx, 'PUT', `/b2b/sso/saml/${c.connection_id}/url`, { metadata_url: internal }, { sessionToken });
      expect(refused.status, internal).toBe(400);
      expect(refused.body.error_type).toBe('sso_metadata_fetch_failed');
      expect(refused.body.error_message).toContain('private or reserved address');
    }
  });

  it('takes the SSO settings in organization updates, checked against its connections', async () => {
    const { sessionToken, organization } = await adminOrganization(ctx);
    const other = await adminOrganization(ctx);
    const mine = await activeSaml(sessionToken);
    const theirs = await activeSaml(other.sessionToken);
    const foreign = await sdk(
      ctx,
      'PUT',
      '/b2b/organizations/me',
      { sso_default_connection_id: theirs.connection_id },
      { sessionToken },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error_message).toContain('sso_default_connection_id');
    const set = await sdk(
      ctx,
      'PUT',
      '/b2b/organizations/me',
      {
        sso_default_connection_id: mine.connection_id,
        sso_jit_provisioning: 'RESTRICTED',
        sso_jit_provisioning_allowed_connections: [mine.connection_id],
      },
      { sessionToken },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.data.organization).toMatchObject({
      sso_default_connection_id: mine.connection_id,
      sso_jit_provisioning: 'RESTRICTED',
      sso_jit_provisioning_allowed_connections: [mine.connection_id],
      sso_active_connections: [{ connection_id: mine.connection_id, display_name: 'Okta', identity_provider: 'generic' }],
    });
    const plain = await seedMember(ctx, organization.organizationId);
    const memberSession = (await logIn(ctx, plain.emailAddress, organization.organizationId)).sessionToken;
    const refused = await sdk(
      ctx,
      'PUT',
      '/b2b/organizations/me',
      { sso_jit_provisioning: 'ALL_ALLOWED' },
      { sessionToken: memberSession },
    );
    expect(refused.status).toBe(403);

    await sdk(ctx, 'DELETE', `/b2b/sso/${mine.connection_id}`, undefined, { sessionToken });
    const after = await sdk(ctx, 'GET', '/b2b/organizations/me', undefined, { sessionToken });
    expect(after.data.organization).toMatchObject({
      sso_default_connection_id: null,
      sso_jit_provisioning_allowed_connections: [],
      sso_active_connections: [],
    });
  });

  it('links another organization’s connection (admins of both) and signs in through it', async () => {
    const email = uniqueEmail('admin-of-both');
    const home = await adminOrganization(ctx, { adminEmail: email });
    const source = await activeSaml(home.sessionToken, 'Home IdP');
    const guest = await adminOrganization(ctx, { adminEmail: email });
    const stranger = await adminOrganization(ctx);

    const refused = await sdk(
      ctx,
      'POST',
      '/b2b/sso/external',
      { external_organization_id: home.organization.organizationId, external_connection_id: source.connection_id },
      { sessionToken: stranger.sessionToken },
    );
    expect(refused.status).toBe(403);

    const linked = await sdk(
      ctx,
      'POST',
      '/b2b/sso/external',
      { external_organization_id: home.organization.organizationId, external_connection_id: source.connection_id },
      { sessionToken: guest.sessionToken },
    );
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const external = linked.data.connection;
    expect(external).toMatchObject({
      connection_id: expect.stringMatching(/^external-connection-test-/),
      status: 'active',
      display_name: 'Home IdP',
      external_organization_id: home.organization.organizationId,
      external_connection_id: source.connection_id,
    });

    // Sign in to the guest organization through the home organization's IdP.
    const { location } = await startSso(ctx, external.connection_id);
    const inResponseTo = requestIdOf(location ?? '');
    const newcomer = uniqueEmail('guest');
    const assertion = sign(
      assertionXml({ email: newcomer, inResponseTo, acsUrl: source.acs_url, audience: source.audience_uri }),
      'Assertion',
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/v1/public/sso/saml/acs/${source.connection_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        SAMLResponse: encode(responseXml({ inResponseTo, destination: source.acs_url, body: assertion })),
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(302);
    const done = await authenticateSsoToken(ctx, tokenOf(res.headers.location as string).token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.data.organization_id).toBe(guest.organization.organizationId);
    expect(done.data.member.sso_registrations[0].connection_id).toBe(external.connection_id);

    // Deleting the source removes the link; so does deleting the source's organization.
    await sdk(ctx, 'DELETE', `/b2b/sso/${source.connection_id}`, undefined, { sessionToken: home.sessionToken });
    const list = await sdk(ctx, 'GET', '/b2b/sso', undefined, { sessionToken: guest.sessionToken });
    expect(list.data.external_connections).toEqual([]);
    const second = await activeSaml(home.sessionToken, 'Second');
    const relinked = await sdk(
      ctx,
      'POST',
      '/b2b/sso/external',
      { external_organization_id: home.organization.organizationId, external_connection_id: second.connection_id },
      { sessionToken: guest.sessionToken },
    );
    expect(relinked.status).toBe(200);
    const gone = await sdk(ctx, 'DELETE', '/b2b/organizations/me', undefined, { sessionToken: home.sessionToken });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const me = await sdk(ctx, 'GET', '/b2b/organizations/me', undefined, { sessionToken: guest.sessionToken });
    expect(me.data.organization.sso_active_connections).toEqual([]);
  });
});

describe('SSO discovery', () => {
  it('lists the active connections of organizations the address belongs to or may join by domain', async () => {
    const domain = `d${Date.now()}.example`;
    const member = await adminOrganization(ctx);
    const memberConnection = await activeSaml(member.sessionToken, 'Member IdP');
    await newSaml(member.sessionToken, { display_name: 'Pending' });
    const byDomain = await adminOrganization(ctx, { emailAllowedDomains: [domain] });
    const domainConnection = await activeSaml(byDomain.sessionToken, 'Domain IdP');
    const unrelated = await adminOrganization(ctx);
    await activeSaml(unrelated.sessionToken, 'Unrelated');

    const colleague = await seedMember(ctx, member.organization.organizationId, { emailAddress: `someone@${domain}` });
    const found = await sdk(
      ctx,
      'GET',
      `/b2b/sso/discovery/connections?email_address=${encodeURIComponent(colleague.emailAddress.toUpperCase())}`,
    );
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.data.connections).toEqual([
      { connection_id: memberConnection.connection_id, display_name: 'Member IdP', identity_provider: 'generic' },
      { connection_id: domainConnection.connection_id, display_name: 'Domain IdP', identity_provider: 'generic' },
    ]);
    const nobody = await sdk(ctx, 'GET', `/b2b/sso/discovery/connections?email_address=${encodeURIComponent(uniqueEmail())}`);
    expect(nobody.data.connections).toEqual([]);
    const bad = await sdk(ctx, 'GET', '/b2b/sso/discovery/connections?email_address=not-an-email');
    expect(bad.status).toBe(400);
  });
});
