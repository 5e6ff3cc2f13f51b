import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/identity.js';
import { signUp, T } from '../../../test/official-client/flows.js';
import { closeBrowsers, type LiveServer, openBrowser, startLiveServer, within } from '../../../test/official-client/harness.js';
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

/**
 * The SSO calls of the official B2B client (@stytch/vanilla-js 5.35.1), unchanged, against our
 * server: connection management, discovery of connections, and the token exchange after a SAML
 * sign-in (the browser legs are plain HTTP, as a browser follows them).
 */
let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '10000' });
});
afterEach(() => closeBrowsers());
afterAll(() => server?.close());

describe('the official client, SSO', () => {
  it('manages a SAML connection, discovers it by email, and signs a newcomer in through it', async () => {
    const admin = openBrowser(server);
    const { email, organizationId } = await signUp(server, admin);
    const created = await within(T, admin.client.sso.saml.createConnection({ display_name: 'Harbor IdP' }));
    const connectionId = created.connection.connection_id;
    expect(connectionId).toMatch(/^saml-connection-test-/);
    const updated = await within(
      T,
      admin.client.sso.saml.updateConnection({
        connection_id: connectionId,
        idp_entity_id: IDP_ENTITY_ID,
        idp_sso_url: IDP_SSO_URL,
        x509_certificate: IDP_CERT,
      }),
    );
    expect(updated.connection.status).toBe('active');
    const listed = await within(T, admin.client.sso.getConnections());
    expect(listed.saml_connections.map((c) => c.connection_id)).toEqual([connectionId]);
    const { acs_url: acsUrl, audience_uri: audience } = updated.connection as unknown as {
      acs_url: string;
      audience_uri: string;
    };
    admin.close();

    // Another browser: the admin's address finds the organization's connection.
    const visitor = openBrowser(server);
    const discovered = await within(T, visitor.client.sso.discoverConnections(email));
    expect(discovered.connections).toEqual([
      { connection_id: connectionId, display_name: 'Harbor IdP', identity_provider: 'generic' },
    ]);

    // The browser legs: start, the IdP, the ACS.
    const start = await fetch(
      `${server.baseUrl}/v1/public/sso/start?${new URLSearchParams({ public_token: server.publicToken, connection_id: connectionId })}`,
      { redirect: 'manual' },
    );
    expect(start.status).toBe(302);
    const inResponseTo = requestIdOf(start.headers.get('location') ?? '');
    const newcomer = uniqueEmail('sso-newcomer');
    const assertion = sign(assertionXml({ email: newcomer, inResponseTo, acsUrl, audience }), 'Assertion');
    const acs = await fetch(acsUrl.replace('http://127.0.0.1:3000', server.baseUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: encode(responseXml({ inResponseTo, destination: acsUrl, body: assertion })) }),
    });
    expect(acs.status).toBe(302);
    const redirect = new URL(acs.headers.get('location') ?? '');
    expect(redirect.searchParams.get('stytch_token_type')).toBe('sso');

    const done = await within(
      T,
      visitor.client.sso.authenticate({ sso_token: redirect.searchParams.get('token') ?? '', session_duration_minutes: 60 }),
    );
    expect(done.member.email_address).toBe(newcomer);
    expect(done.organization.organization_id).toBe(organizationId);
    expect(visitor.client.session.getSync()?.authentication_factors[0]).toMatchObject({
      type: 'sso',
      delivery_method: 'sso_saml',
    });
    expect(visitor.cookies().stytch_session).toBeTruthy();
  });
});
