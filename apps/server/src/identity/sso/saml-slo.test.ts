import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sdk, seedMember } from '../../../test/identity.js';
import { browser } from '../../../test/oauth-support.js';
import { adminOrganization, devIdpSamlConnection, devIdpSamlSignIn } from '../../../test/sso.js';
import { createListeningTestApp, type TestContext } from '../../../test/test-app.js';

// Single logout with the development IdP on a real port, both ways, both bindings: the IdP and our
// SLO endpoint exchange signed LogoutRequests and LogoutResponses as two separate parties would.
let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createListeningTestApp();
  base = (ctx as TestContext & { base: string }).base;
});
afterAll(() => ctx?.close());

type Binding = 'redirect' | 'post';

/** A member signed in twice: once through the dev IdP (SAML), once by email (not SSO). */
async function signedInMember(binding: Binding) {
  const org = await adminOrganization(ctx);
  const connection = await devIdpSamlConnection(ctx, org.sessionToken, {
    idp_slo_url: `${base}/dev/idp/saml/slo`,
    idp_slo_binding: binding,
  });
  const connectionId = connection.connection_id;
  expect(connection).toMatchObject({
    idp_slo_binding: binding,
    slo_url: `${base}/v1/public/sso/saml/slo/${connectionId}`,
  });
  const email = 'demo@shelfscope.local';
  await seedMember(ctx, org.organization.organizationId, { emailAddress: email });
  const sso = await devIdpSamlSignIn(ctx, base, connectionId, email);
  const other = await logIn(ctx, email, org.organization.organizationId);
  return { connection, email, sso, other };
}

const alive = async (sessionToken: string) =>
  (await sdk(ctx, 'POST', '/b2b/sessions/authenticate', { session_token: sessionToken }, { sessionToken })).status === 200;

const hidden = (body: string) =>
  Object.fromEntries(
    [...body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  ) as Record<string, string>;
const formAction = (body: string) => /<form id="post" method="post" action="([^"]+)">/.exec(body)?.[1] ?? '';

describe('SAML single logout', () => {
  it.each(['redirect', 'post'] as const)(
    'IdP-initiated (%s): the IdP’s sessions end here, others stay, the IdP is answered',
    async (binding) => {
      const { connection, email, sso, other } = await signedInMember(binding);
      expect(await alive(sso.sessionToken)).toBe(true);
      const b = browser();
      const query = new URLSearchParams({ sp: connection.audience_uri, name_id: email, binding });
      const start = await b.request(`${base}/dev/idp/saml/slo/start?${query}`);
      let ours: Awaited<ReturnType<typeof b.request>>;
      if (binding === 'redirect') {
        expect(start.status).toBe(302);
        expect(start.location).toContain('SAMLRequest=');
        expect(start.location).toContain('Signature=');
        ours = await b.request(start.location ?? '');
        expect(ours.status, ours.body.slice(0, 300)).toBe(302);
        const idp = await b.request(ours.location ?? '');
        expect(idp.body).toContain('urn:oasis:names:tc:SAML:2.0:status:Success');
      } else {
        expect(formAction(start.body)).toBe(`${base}/v1/public/sso/saml/slo/${connection.connection_id}`);
        ours = await b.request(formAction(start.body), hidden(start.body));
        expect(ours.status, ours.body.slice(0, 300)).toBe(200);
        expect(formAction(ours.body)).toBe(`${base}/dev/idp/saml/slo`);
        const idp = await b.request(formAction(ours.body), hidden(ours.body));
        expect(idp.body).toContain('urn:oasis:names:tc:SAML:2.0:status:Success');
      }
      expect(await alive(sso.sessionToken)).toBe(false);
      expect(await alive(other.sessionToken)).toBe(true);
    },
  );

  it.each(['redirect', 'post'] as const)(
    'SP-initiated (%s): sessions end at once, the IdP is told, the browser lands on the logout URL',
    async (binding) => {
      const { sso, other } = await signedInMember(binding);
      const started = await sdk(ctx, 'POST', '/b2b/sso/saml/logout', {}, { sessionToken: sso.sessionToken });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect(started.data).toMatchObject({ binding, sessions_ended: 1 });
      expect(await alive(sso.sessionToken)).toBe(false);
      expect(await alive(other.sessionToken)).toBe(true);
      const b = browser();
      let back: Awaited<ReturnType<typeof b.request>>;
      let again: () => Promise<Awaited<ReturnType<typeof b.request>>>;
      if (binding === 'redirect') {
        expect(started.data.logout_url).toMatch(new RegExp(`^${base}/dev/idp/saml/slo\\?SAMLRequest=`));
        const idp = await b.request(started.data.logout_url);
        expect(idp.status, idp.body.slice(0, 300)).toBe(302);
        back = await b.request(idp.location ?? '');
        again = () => b.request(idp.location ?? '');
      } else {
        expect(started.data.logout_url).toBe(`${base}/dev/idp/saml/slo`);
        const idp = await b.request(started.data.logout_url, started.data.form);
        expect(idp.status, idp.body.slice(0, 300)).toBe(200);
        back = await b.request(formAction(idp.body), hidden(idp.body));
        again = () => b.request(formAction(idp.body), hidden(idp.body));
      }
      expect(back.status, back.body.slice(0, 300)).toBe(302);
      expect(back.location).toBe(`${base}/auth/authenticate`);
      // The LogoutResponse answered our request once: replayed, it finds no live request.
      const replay = await again();
      expect(replay.status).toBeGreaterThanOrEqual(400);
      expect(replay.body).toMatch(/sso_flow_not_found|InResponseTo/);
    },
  );

  it('refuses an unsigned LogoutRequest, and a session not from SAML cannot start one', async () => {
    const { connection, email, sso, other } = await signedInMember('redirect');
    const b = browser();
    const start = await b.request(
      `${base}/dev/idp/saml/slo/start?${new URLSearchParams({ sp: connection.audience_uri, name_id: email })}`,
    );
    const unsigned = new URL(start.location ?? '');
    unsigned.searchParams.delete('Signature');
    unsigned.searchParams.delete('SigAlg');
    const res = await fetch(unsigned, { redirect: 'manual' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error_message: string }).error_message).toContain('not signed');
    expect(await alive(sso.sessionToken)).toBe(true);
    const notSaml = await sdk(ctx, 'POST', '/b2b/sso/saml/logout', {}, { sessionToken: other.sessionToken });
    expect(notSaml.status).toBe(400);
  });
});
