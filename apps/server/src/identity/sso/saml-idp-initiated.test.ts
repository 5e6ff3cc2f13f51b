import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdk, seedMember, uniqueEmail } from '../../../test/identity.js';
import {
  assertionXml,
  encode,
  IDP_CERT,
  IDP_ENTITY_ID,
  IDP_SSO_URL,
  requestIdOf,
  responseXml,
  samlId,
  sign,
} from '../../../test/saml-idp.js';
import { adminOrganization, authenticateSsoToken, LOGIN_URL, SIGNUP_URL, startSso, tokenOf } from '../../../test/sso.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// Custom roles for the implicit role assignments (IDENTITY_RBAC_POLICY).
const POLICY = {
  resources: [{ resource_id: 'reports', description: 'Reports', actions: ['read', 'export'] }],
  roles: [
    { role_id: 'analyst', permissions: [{ resource_id: 'reports', actions: ['read'] }] },
    { role_id: 'exporter', permissions: [{ resource_id: 'reports', actions: ['export'] }] },
  ],
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_RBAC_POLICY: JSON.stringify(POLICY) });
});
afterAll(() => ctx.close());

type Connection = { connection_id: string; acs_url: string; audience_uri: string };

async function samlConnection(extra: Record<string, unknown> = {}) {
  const org = await adminOrganization(ctx);
  const created = await sdk(ctx, 'POST', '/b2b/sso/saml', { display_name: 'Test IdP' }, { sessionToken: org.sessionToken });
  const id = created.data.connection.connection_id as string;
  const updated = await sdk(
    ctx,
    'PUT',
    `/b2b/sso/saml/${id}`,
    { idp_entity_id: IDP_ENTITY_ID, idp_sso_url: IDP_SSO_URL, x509_certificate: IDP_CERT, ...extra },
    { sessionToken: org.sessionToken },
  );
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return { ...org, connection: updated.data.connection as Connection & Record<string, unknown> };
}

const post = (connectionId: string, xml: string, relayState = '') =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/public/sso/saml/acs/${connectionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: encode(xml), RelayState: relayState }).toString(),
  });

/** An unsolicited response (no InResponseTo anywhere), its assertion signed. */
function unsolicited(c: Connection, email: string, options: { assertionId?: string; groups?: string[] } = {}) {
  const assertion = sign(
    assertionXml({ email, inResponseTo: '', acsUrl: c.acs_url, audience: c.audience_uri, ...options }),
    'Assertion',
  );
  return responseXml({ inResponseTo: '', destination: c.acs_url, body: assertion });
}

describe('SAML IdP-initiated sign-in', () => {
  it('is off by default: an unsolicited response is refused', async () => {
    const { connection } = await samlConnection();
    expect(connection.idp_initiated_auth_disabled).toBe(true);
    const res = await post(connection.connection_id, unsolicited(connection, uniqueEmail()));
    expect(res.statusCode).toBe(400);
    expect(res.json().error_type).toBe('sso_idp_initiated_not_allowed');
  });

  it('enabled on the connection: accepted once, to the default relay state, and never twice', async () => {
    const { connection, organization } = await samlConnection({
      idp_initiated_auth_disabled: false,
      default_relay_state: SIGNUP_URL,
    });
    expect(connection).toMatchObject({ idp_initiated_auth_disabled: false, default_relay_state: SIGNUP_URL });
    const member = await seedMember(ctx, organization.organizationId);
    const xml = unsolicited(connection, member.emailAddress, { assertionId: samlId() });
    const res = await post(connection.connection_id, xml);
    expect(res.statusCode, res.body).toBe(302);
    const { url, token } = tokenOf(res.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(SIGNUP_URL);
    const done = await authenticateSsoToken(ctx, token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.data.member.member_id).toBe(member.memberId);
    expect(done.data.member_session.authentication_factors[0].delivery_method).toBe('sso_saml');

    // The same response again: its assertion id was remembered.
    const replay = await post(connection.connection_id, xml);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error_message).toMatch(/replay/);
  });

  it('sends the token to an allowed RelayState, and to the default for one not allowed', async () => {
    const { connection } = await samlConnection({ idp_initiated_auth_disabled: false, default_relay_state: SIGNUP_URL });
    const allowed = await post(connection.connection_id, unsolicited(connection, uniqueEmail()), LOGIN_URL);
    expect(new URL(allowed.headers.location as string).pathname).toBe(new URL(LOGIN_URL).pathname);
    const foreign = await post(connection.connection_id, unsolicited(connection, uniqueEmail()), 'https://evil.example/steal');
    expect(foreign.statusCode).toBe(302);
    expect((foreign.headers.location as string).startsWith(SIGNUP_URL)).toBe(true);
  });

  it('refuses an assertion made for one of our requests, passed off as unsolicited', async () => {
    const { connection } = await samlConnection({ idp_initiated_auth_disabled: false });
    const { location } = await startSso(ctx, connection.connection_id);
    const requestId = requestIdOf(location ?? '');
    const assertion = sign(
      assertionXml({
        email: uniqueEmail(),
        inResponseTo: requestId,
        acsUrl: connection.acs_url,
        audience: connection.audience_uri,
      }),
      'Assertion',
    );
    const res = await post(
      connection.connection_id,
      responseXml({ inResponseTo: '', destination: connection.acs_url, body: assertion }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().error_message).toMatch(/solicited assertion/);
  });

  it('checks the default relay state against the allowed redirect URLs', async () => {
    const { connection, sessionToken } = await samlConnection();
    const res = await sdk(
      ctx,
      'PUT',
      `/b2b/sso/saml/${connection.connection_id}`,
      { default_relay_state: 'https://evil.example/' },
      { sessionToken },
    );
    expect(res.status).toBe(400);
    expect(res.body.error_message).toContain('default_relay_state');
  });
});

describe('implicit role assignments', () => {
  it('are served, checked, and applied at sign-in: the connection’s and the groups’ roles', async () => {
    const { connection, organization, sessionToken } = await samlConnection({
      idp_initiated_auth_disabled: false,
      saml_connection_implicit_role_assignments: [{ role_id: 'analyst' }],
      saml_group_implicit_role_assignments: [{ role_id: 'exporter', group: 'Finance' }],
    });
    expect(connection.saml_connection_implicit_role_assignments).toEqual([{ role_id: 'analyst' }]);
    expect(connection.saml_group_implicit_role_assignments).toEqual([{ role_id: 'exporter', group: 'Finance' }]);
    const listed = await sdk(ctx, 'GET', '/b2b/sso', undefined, { sessionToken });
    expect(listed.data.saml_connections[0].saml_group_implicit_role_assignments).toEqual([
      { role_id: 'exporter', group: 'Finance' },
    ]);

    const member = await seedMember(ctx, organization.organizationId);
    const signIn = async (groups: string[]) => {
      const res = await post(connection.connection_id, unsolicited(connection, member.emailAddress, { groups }));
      expect(res.statusCode, res.body).toBe(302);
      const done = await authenticateSsoToken(ctx, tokenOf(res.headers.location as string).token);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      return done.data;
    };
    const inFinance = await signIn(['Finance', 'Everyone']);
    expect(inFinance.member.roles.map((r: { role_id: string }) => r.role_id).sort()).toEqual([
      'analyst',
      'exporter',
      'stytch_member',
    ]);
    expect(inFinance.member.roles.find((r: { role_id: string }) => r.role_id === 'exporter').sources).toEqual([
      { type: 'sso_connection', details: { connection_id: connection.connection_id } },
    ]);
    expect(inFinance.member_session.roles.sort()).toEqual(['analyst', 'exporter', 'stytch_member']);
    // Left the group at the IdP: the next sign-in takes that role away, nothing else.
    const left = await signIn(['Everyone']);
    expect(left.member.roles.map((r: { role_id: string }) => r.role_id).sort()).toEqual(['analyst', 'stytch_member']);
  });

  it('refuses unknown roles naming the field, and OIDC connections take them too', async () => {
    const { connection, sessionToken } = await samlConnection();
    const bad = await sdk(
      ctx,
      'PUT',
      `/b2b/sso/saml/${connection.connection_id}`,
      { saml_group_implicit_role_assignments: [{ role_id: 'wizard', group: 'x' }] },
      { sessionToken },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error_message).toBe('saml_group_implicit_role_assignments: unknown role wizard.');
    const oidc = await sdk(ctx, 'POST', '/b2b/sso/oidc', { display_name: 'OIDC' }, { sessionToken });
    const updated = await sdk(
      ctx,
      'PUT',
      `/b2b/sso/oidc/${oidc.data.connection.connection_id}`,
      {
        oidc_connection_implicit_role_assignments: [{ role_id: 'analyst' }],
        oidc_group_implicit_role_assignments: [{ role_id: 'exporter', group: 'Finance' }],
      },
      { sessionToken },
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.data.connection.oidc_connection_implicit_role_assignments).toEqual([{ role_id: 'analyst' }]);
    expect(updated.data.connection.oidc_group_implicit_role_assignments).toEqual([{ role_id: 'exporter', group: 'Finance' }]);
  });
});
