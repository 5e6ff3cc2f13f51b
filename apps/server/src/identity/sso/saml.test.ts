import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdk, seedMember, uniqueEmail } from '../../../test/identity.js';
import {
  type AssertionOptions,
  assertionXml,
  encode,
  encryptAssertion,
  IDP_CERT,
  IDP_ENTITY_ID,
  IDP_SSO_URL,
  OTHER_CERT,
  OTHER_KEY,
  requestIdOf,
  responseXml,
  SP_ENCRYPTION_KEY,
  samlId,
  sign,
} from '../../../test/saml-idp.js';
import { adminOrganization, authenticateSsoToken, LOGIN_URL, SIGNUP_URL, startSso, tokenOf } from '../../../test/sso.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function samlConnection(options: Parameters<typeof adminOrganization>[1] = {}, extra: Record<string, unknown> = {}) {
  const org = await adminOrganization(ctx, options);
  const created = await sdk(ctx, 'POST', '/b2b/sso/saml', { display_name: 'Test IdP' }, { sessionToken: org.sessionToken });
  expect(created.status).toBe(200);
  const id = created.data.connection.connection_id as string;
  expect(id).toMatch(/^saml-connection-test-[0-9a-f-]{36}$/);
  const updated = await sdk(
    ctx,
    'PUT',
    `/b2b/sso/saml/${id}`,
    { idp_entity_id: IDP_ENTITY_ID, idp_sso_url: IDP_SSO_URL, x509_certificate: IDP_CERT, ...extra },
    { sessionToken: org.sessionToken },
  );
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  expect(updated.data.connection.status).toBe('active');
  const connection = updated.data.connection as { connection_id: string; acs_url: string; audience_uri: string };
  return { ...org, connection };
}

type Built = { inResponseTo: string; acsUrl: string; audience: string };

/** Starts a sign-in and returns what the IdP needs to answer it. */
async function begin(connection: { connection_id: string; acs_url: string; audience_uri: string }): Promise<Built> {
  const { res, location } = await startSso(ctx, connection.connection_id);
  expect(res.statusCode, res.body).toBe(302);
  expect(location?.startsWith(`${IDP_SSO_URL}?SAMLRequest=`)).toBe(true);
  return { inResponseTo: requestIdOf(location ?? ''), acsUrl: connection.acs_url, audience: connection.audience_uri };
}

/** A response with its assertion signed (the common IdP setup). */
function signedAssertionResponse(b: Built, o: Partial<AssertionOptions> & { email: string }) {
  const assertion = sign(assertionXml({ ...b, ...o }), 'Assertion');
  return responseXml({ inResponseTo: b.inResponseTo, destination: b.acsUrl, body: assertion });
}

const post = (connectionId: string, xml: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/public/sso/saml/acs/${connectionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ SAMLResponse: encode(xml), RelayState: '' }).toString(),
  });

function expectRefused(res: Awaited<ReturnType<typeof post>>, pattern?: RegExp) {
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json().error_type).toBe('sso_invalid_saml_response');
  if (pattern) expect(res.json().error_message).toMatch(pattern);
}

describe('SAML SSO', () => {
  it('serves SP metadata with our entity id and ACS URL', async () => {
    const { connection } = await samlConnection();
    const res = await ctx.app.inject({ method: 'GET', url: `/v1/public/sso/saml/metadata/${connection.connection_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    expect(res.body).toContain(`entityID="${connection.audience_uri}"`);
    expect(res.body).toContain(`Location="${connection.acs_url}"`);
    expect(connection.audience_uri).toBe(`http://127.0.0.1:3000/v1/public/sso/saml/metadata/${connection.connection_id}`);
  });

  it('accepts a valid signed assertion, then signs the member in with an sso_saml factor', async () => {
    const { connection, organization } = await samlConnection();
    const member = await seedMember(ctx, organization.organizationId);
    const built = await begin(connection);
    const res = await post(connection.connection_id, signedAssertionResponse(built, { email: member.emailAddress }));
    expect(res.statusCode, res.body).toBe(302);
    const { url, token } = tokenOf(res.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(LOGIN_URL);
    const done = await authenticateSsoToken(ctx, token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.data.member_authenticated).toBe(true);
    expect(done.data.member.member_id).toBe(member.memberId);
    expect(done.data.member_session.authentication_factors[0]).toMatchObject({
      type: 'sso',
      delivery_method: 'sso_saml',
      saml_sso_factor: { id: connection.connection_id, provider_id: connection.connection_id, external_id: member.emailAddress },
    });
  });

  it('accepts a response signed as a whole (assertion unsigned) under the default requirement', async () => {
    const { connection } = await samlConnection();
    const built = await begin(connection);
    const email = uniqueEmail('whole');
    const xml = sign(
      responseXml({ inResponseTo: built.inResponseTo, destination: built.acsUrl, body: assertionXml({ ...built, email }) }),
      'Response',
    );
    const res = await post(connection.connection_id, xml);
    expect(res.statusCode, res.body).toBe(302);
    expect(tokenOf(res.headers.location as string).url.pathname).toBe(new URL(SIGNUP_URL).pathname);
  });

  it('refuses an unsigned response, and a browser sees an error page', async () => {
    const { connection } = await samlConnection();
    const built = await begin(connection);
    const xml = responseXml({
      inResponseTo: built.inResponseTo,
      destination: built.acsUrl,
      body: assertionXml({ ...built, email: uniqueEmail() }),
    });
    const res = await post(connection.connection_id, xml, { accept: 'text/html' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('sso_invalid_saml_response');
    // The failed answer used the request up: a correctly signed one for it comes too late.
    const late = await post(connection.connection_id, signedAssertionResponse(built, { email: uniqueEmail() }));
    expect(late.statusCode).toBe(400);
    expect(late.json().error_type).toBe('sso_flow_not_found');
  });

  it('refuses a response signed with a key that is not the connection’s certificate', async () => {
    const { connection } = await samlConnection();
    const built = await begin(connection);
    const assertion = sign(assertionXml({ ...built, email: uniqueEmail() }), 'Assertion', OTHER_KEY, OTHER_CERT);
    expectRefused(
      await post(
        connection.connection_id,
        responseXml({ inResponseTo: built.inResponseTo, destination: built.acsUrl, body: assertion }),
      ),
    );
  });

  it('refuses an assertion for another audience', async () => {
    const { connection } = await samlConnection();
    const built = await begin(connection);
    expectRefused(
      await post(
        connection.connection_id,
        signedAssertionResponse(built, { email: uniqueEmail(), audience: 'https://other-sp.example/metadata' }),
      ),
      /audience/i,
    );
  });

  it('refuses an expired assertion beyond the clock skew, and accepts one inside it', async () => {
    const { connection } = await samlConnection();
    const built = await begin(connection);
    expectRefused(
      await post(connection.connection_id, signedAssertionResponse(built, { email: uniqueEmail(), notOnOrAfter: -120 })),
      /subject confirmation|expired/i,
    );

    const again = await begin(connection);
    const res = await post(connection.connection_id, signedAssertionResponse(again, { email: uniqueEmail(), notOnOrAfter: -20 }));
    expect(res.statusCode, res.body).toBe(302);
  });

  it('refuses a replayed response and a replayed assertion id', async () => {
    const { connection } = await samlConnection();
    const built = await begin(connection);
    const assertionId = samlId();
    const xml = signedAssertionResponse(built, { email: uniqueEmail(), assertionId });
    expect((await post(connection.connection_id, xml)).statusCode).toBe(302);
    const replay = await post(connection.connection_id, xml);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error_type).toBe('sso_flow_not_found');

    // The same assertion (same ID) answering a new request of ours is refused too.
    const next = await begin(connection);
    expectRefused(
      await post(connection.connection_id, signedAssertionResponse(next, { email: uniqueEmail(), assertionId })),
      /replay/i,
    );
  });

  it('refuses XML signature wrapping: an unsigned assertion beside or around the signed one', async () => {
    const { connection, organization } = await samlConnection();
    const victim = await seedMember(ctx, organization.organizationId);
    const attacker = uniqueEmail('attacker');

    // Beside: the signed assertion of the attacker's own account, plus an unsigned one for the victim.
    const built = await begin(connection);
    const signed = sign(assertionXml({ ...built, email: attacker }), 'Assertion');
    const forged = assertionXml({ ...built, email: victim.emailAddress });
    const beside = responseXml({ inResponseTo: built.inResponseTo, destination: built.acsUrl, body: forged + signed });
    expectRefused(await post(connection.connection_id, beside));

    // Around: the signed assertion hidden in an extension element, the forged one in its place.
    const built2 = await begin(connection);
    const signed2 = sign(assertionXml({ ...built2, email: attacker }), 'Assertion');
    const forged2 = assertionXml({ ...built2, email: victim.emailAddress });
    const wrapped = responseXml({
      inResponseTo: built2.inResponseTo,
      destination: built2.acsUrl,
      body: `<samlp:Extensions>${signed2}</samlp:Extensions>${forged2}`,
    });
    expectRefused(await post(connection.connection_id, wrapped));

    // Inside: the forged assertion carries the signed one within its own subject.
    const built3 = await begin(connection);
    const signed3 = sign(assertionXml({ ...built3, email: attacker }), 'Assertion');
    const forged3 = assertionXml({ ...built3, email: victim.emailAddress }).replace(
      '</saml:Subject>',
      `</saml:Subject>${signed3}`,
    );
    expectRefused(
      await post(
        connection.connection_id,
        responseXml({ inResponseTo: built3.inResponseTo, destination: built3.acsUrl, body: forged3 }),
      ),
    );
  });

  it('refuses a wrong Recipient or Destination, and an issuer other than the IdP', async () => {
    const { connection } = await samlConnection();
    const a = await begin(connection);
    expectRefused(
      await post(
        connection.connection_id,
        signedAssertionResponse(a, { email: uniqueEmail(), recipient: 'https://evil.example/acs' }),
      ),
      /Recipient/,
    );
    const b = await begin(connection);
    const xml = responseXml({
      inResponseTo: b.inResponseTo,
      destination: 'https://evil.example/acs',
      body: sign(assertionXml({ ...b, email: uniqueEmail() }), 'Assertion'),
    });
    expectRefused(await post(connection.connection_id, xml), /Destination/);
    const c = await begin(connection);
    expectRefused(
      await post(
        connection.connection_id,
        signedAssertionResponse(c, { email: uniqueEmail(), issuer: 'https://other-idp.example' }),
      ),
      /issuer/,
    );
  });

  it('refuses a response to a request we never sent (IdP-initiated or forged InResponseTo)', async () => {
    const { connection } = await samlConnection();
    const built = { inResponseTo: samlId(), acsUrl: connection.acs_url, audience: connection.audience_uri };
    const res = await post(connection.connection_id, signedAssertionResponse(built, { email: uniqueEmail() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error_type).toBe('sso_flow_not_found');
  });

  it('decrypts an encrypted signed assertion with the connection’s key, and refuses it without one', async () => {
    const { connection } = await samlConnection({}, { saml_encryption_private_key: SP_ENCRYPTION_KEY });
    const built = await begin(connection);
    const email = uniqueEmail('encrypted');
    const encrypted = await encryptAssertion(sign(assertionXml({ ...built, email }), 'Assertion'));
    const res = await post(
      connection.connection_id,
      responseXml({ inResponseTo: built.inResponseTo, destination: built.acsUrl, body: encrypted }),
    );
    expect(res.statusCode, res.body).toBe(302);
    const done = await authenticateSsoToken(ctx, tokenOf(res.headers.location as string).token);
    expect(done.data.member.email_address).toBe(email);

    const plain = await samlConnection();
    const again = await begin(plain.connection);
    const sealed = await encryptAssertion(sign(assertionXml({ ...again, email: uniqueEmail() }), 'Assertion'));
    expectRefused(
      await post(
        plain.connection.connection_id,
        responseXml({ inResponseTo: again.inResponseTo, destination: again.acsUrl, body: sealed }),
      ),
      /decryption key/i,
    );
  });

  it('with signature_requirement BOTH, refuses a response whose envelope is unsigned', async () => {
    const { connection } = await samlConnection({}, { signature_requirement: 'BOTH' });
    const built = await begin(connection);
    expectRefused(await post(connection.connection_id, signedAssertionResponse(built, { email: uniqueEmail() })), /signature/i);
    const ok = await begin(connection);
    const both = sign(signedAssertionResponse(ok, { email: uniqueEmail() }), 'Response');
    expect((await post(connection.connection_id, both)).statusCode).toBe(302);
  });
});

describe('SSO sign-in policy', () => {
  async function signIn(options: Parameters<typeof adminOrganization>[1], email: string, settings: Record<string, unknown> = {}) {
    const org = await samlConnection(options);
    if (Object.keys(settings).length > 0) {
      const resolved = JSON.parse(JSON.stringify(settings).replaceAll('$CONNECTION', org.connection.connection_id));
      const updated = await sdk(ctx, 'PUT', '/b2b/organizations/me', resolved, { sessionToken: org.sessionToken });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    }
    const built = await begin(org.connection);
    const res = await post(org.connection.connection_id, signedAssertionResponse(built, { email }));
    expect(res.statusCode, res.body).toBe(302);
    const { token } = tokenOf(res.headers.location as string);
    return { ...org, result: await authenticateSsoToken(ctx, token) };
  }

  it('provisions a newcomer when sso_jit_provisioning is ALL_ALLOWED', async () => {
    const email = uniqueEmail('jit');
    const { result } = await signIn({}, email, { sso_jit_provisioning: 'ALL_ALLOWED' });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.data.member).toMatchObject({ email_address: email, status: 'active', name: 'Sam Lee' });
    expect(result.data.organization.sso_jit_provisioning).toBe('ALL_ALLOWED');
  });

  it('refuses a newcomer when sso_jit_provisioning is NOT_ALLOWED', async () => {
    const refused = await signIn({}, uniqueEmail('jit'), { sso_jit_provisioning: 'NOT_ALLOWED' });
    expect(refused.result.status).toBe(403);
    expect(refused.result.body.error_type).toBe('sso_jit_provisioning_not_allowed');
  });

  it('with RESTRICTED, provisions only through the listed connections', async () => {
    const listed = await signIn({}, uniqueEmail('jit'), {
      sso_jit_provisioning: 'RESTRICTED',
      sso_jit_provisioning_allowed_connections: ['$CONNECTION'],
    });
    expect(listed.result.status, JSON.stringify(listed.result.body)).toBe(200);
    expect(listed.result.data.organization.sso_jit_provisioning_allowed_connections).toEqual([listed.connection.connection_id]);

    const unlisted = await signIn({}, uniqueEmail('jit'), { sso_jit_provisioning: 'RESTRICTED' });
    expect(unlisted.result.status).toBe(403);
    expect(unlisted.result.body.error_type).toBe('sso_jit_provisioning_not_allowed');
    expect(unlisted.result.body.error_message).toMatch(/not this one/);
  });

  it('signs an existing member in under NOT_ALLOWED (JIT is only for newcomers)', async () => {
    const org = await samlConnection({ ssoJitProvisioning: 'NOT_ALLOWED' });
    const member = await seedMember(ctx, org.organization.organizationId);
    const built = await begin(org.connection);
    const res = await post(org.connection.connection_id, signedAssertionResponse(built, { email: member.emailAddress }));
    const done = await authenticateSsoToken(ctx, tokenOf(res.headers.location as string).token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.data.member.member_id).toBe(member.memberId);
  });

  it('asks for MFA after SSO when the organization requires it', async () => {
    const { result } = await signIn({}, uniqueEmail('mfa'), { mfa_policy: 'REQUIRED_FOR_ALL' });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.data).toMatchObject({
      member_authenticated: false,
      member_session: null,
      session_token: '',
      mfa_required: { member_options: null, secondary_auth_initiated: null },
      primary_required: null,
    });
    expect(result.data.intermediate_session_token).toMatch(/.{43}/);
  });

  it('refuses SSO as the primary method when auth_methods is RESTRICTED without sso', async () => {
    const restricted = await signIn({}, uniqueEmail('r'), { auth_methods: 'RESTRICTED', allowed_auth_methods: ['magic_link'] });
    expect(restricted.result.status).toBe(200);
    expect(restricted.result.data).toMatchObject({
      member_authenticated: false,
      member_session: null,
      primary_required: { allowed_auth_methods: ['magic_link'] },
    });
    const allowed = await signIn({}, uniqueEmail('r'), { auth_methods: 'RESTRICTED', allowed_auth_methods: ['sso'] });
    expect(allowed.result.data.member_authenticated).toBe(true);
  });
});

describe('SSO with PKCE required for the project', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestApp({ IDENTITY_PKCE_REQUIRED: 'sso' });
  });
  afterAll(() => strict.close());

  it('refuses a start without pkce_code_challenge, and starts with one', async () => {
    const org = await adminOrganization(strict);
    const created = await sdk(strict, 'POST', '/b2b/sso/saml', {}, { sessionToken: org.sessionToken });
    const id = created.data.connection.connection_id;
    await sdk(
      strict,
      'PUT',
      `/b2b/sso/saml/${id}`,
      { idp_entity_id: IDP_ENTITY_ID, idp_sso_url: IDP_SSO_URL, x509_certificate: IDP_CERT },
      { sessionToken: org.sessionToken },
    );
    const without = await startSso(strict, id, {}, { accept: 'text/html' });
    expect(without.res.statusCode).toBe(400);
    expect(without.res.body).toContain('missing_pkce');
    const withChallenge = await startSso(strict, id, { pkce_code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' });
    expect(withChallenge.res.statusCode).toBe(302);
  });
});
