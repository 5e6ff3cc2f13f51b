import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdk, seedMember } from '../../../test/identity.js';
import { browser } from '../../../test/oauth-support.js';
import { adminOrganization, devIdpSamlConnection, devIdpSamlSignIn } from '../../../test/sso.js';
import { createListeningTestApp, type TestContext } from '../../../test/test-app.js';

// Signed AuthnRequests against the development IdP on a real port: the dev IdP checks the
// HTTP-Redirect signature with the SP certificate registered there, as Okta or Entra ID would.
let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createListeningTestApp();
  base = (ctx as TestContext & { base: string }).base;
});
afterAll(() => ctx?.close());

type Connection = { connection_id: string; audience_uri: string; signing_certificates: { certificate: string }[] };

async function devIdpConnection() {
  const org = await adminOrganization(ctx);
  const connection = await devIdpSamlConnection(ctx, org.sessionToken);
  expect(connection.status).toBe('active');
  return { ...org, connection: connection as unknown as Connection };
}

const rotate = async (sessionToken: string, connectionId: string) => {
  const res = await sdk(ctx, 'POST', `/b2b/sso/saml/${connectionId}/signing_keys/rotate`, undefined, { sessionToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data.connection as Connection;
};

const register = async (entityId: string, certificate: string) => {
  const res = await fetch(`${base}/dev/idp/saml/service-providers`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ entity_id: entityId, certificate }),
  });
  expect(res.status).toBe(200);
};

/** Starts SSO and follows it to the dev IdP's answer (its sign-in page, or its refusal). */
async function toIdp(connectionId: string) {
  const b = browser();
  const query = new URLSearchParams({ public_token: ctx.services.identity.project.publicToken, connection_id: connectionId });
  const started = await b.request(`${base}/v1/public/sso/start?${query}`);
  expect(started.status).toBe(302);
  const location = started.location ?? '';
  return { b, location, page: await b.request(location) };
}

describe('signed AuthnRequests', () => {
  it('a connection with an SP signing key signs its requests; the dev IdP verifies them, and the sign-in completes', async () => {
    const { connection, sessionToken, organization } = await devIdpConnection();
    expect(connection.signing_certificates).toEqual([]);
    const unsigned = await toIdp(connection.connection_id);
    expect(unsigned.location).not.toContain('Signature=');

    const rotated = await rotate(sessionToken, connection.connection_id);
    expect(rotated.signing_certificates).toHaveLength(1);
    const certificate = rotated.signing_certificates[0]?.certificate ?? '';
    expect(certificate).toContain('BEGIN CERTIFICATE');
    // SP metadata publishes it for the IdP.
    const metadata = await (await fetch(rotated.audience_uri)).text();
    expect(metadata).toContain('AuthnRequestsSigned="true"');
    expect(metadata).toContain(
      certificate
        .replace(/-----[^-]+-----/g, '')
        .replace(/\s+/g, '')
        .slice(0, 60),
    );

    await register(connection.audience_uri, certificate);
    const { location, page } = await toIdp(connection.connection_id);
    expect(location).toMatch(/[?&]SigAlg=http%3A%2F%2Fwww\.w3\.org%2F2001%2F04%2Fxmldsig-more%23rsa-sha256/);
    expect(location).toContain('&Signature=');
    expect(page.status, page.body.slice(0, 300)).toBe(200);
    expect(page.body).toContain('signed request verified');

    // And through to a session.
    await seedMember(ctx, organization.organizationId, { emailAddress: 'demo@shelfscope.local' });
    const done = await devIdpSamlSignIn(ctx, base, connection.connection_id, 'demo@shelfscope.local');
    expect(done.page.body).toContain('signed request verified');
    expect(done.data.member.email_address).toBe('demo@shelfscope.local');
  });

  it('the dev IdP refuses a tampered signature, and an unsigned request from an SP that registered a certificate', async () => {
    const { connection, sessionToken } = await devIdpConnection();
    const rotated = await rotate(sessionToken, connection.connection_id);
    await register(connection.audience_uri, rotated.signing_certificates[0]?.certificate ?? '');
    const { location } = await toIdp(connection.connection_id);
    const url = new URL(location);
    const signature = url.searchParams.get('Signature') ?? '';
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    url.searchParams.set('Signature', flipped);
    const tampered = await fetch(url);
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('does not verify');

    url.searchParams.delete('Signature');
    url.searchParams.delete('SigAlg');
    const stripped = await fetch(url);
    expect(stripped.status).toBe(400);
    expect(await stripped.text()).toContain('must be signed');
  });

  it('rotation: the new key signs, the previous stays listed, and the IdP needs the new certificate', async () => {
    const { connection, sessionToken } = await devIdpConnection();
    const first = await rotate(sessionToken, connection.connection_id);
    await register(connection.audience_uri, first.signing_certificates[0]?.certificate ?? '');
    const second = await rotate(sessionToken, connection.connection_id);
    expect(second.signing_certificates).toHaveLength(2);
    expect(second.signing_certificates[1]?.certificate).toBe(first.signing_certificates[0]?.certificate);
    const stale = await toIdp(connection.connection_id);
    expect(stale.page.status).toBe(400);
    await register(connection.audience_uri, second.signing_certificates[0]?.certificate ?? '');
    expect((await toIdp(connection.connection_id)).page.status).toBe(200);
    const third = await rotate(sessionToken, connection.connection_id);
    expect(third.signing_certificates).toHaveLength(2);
  });
});
