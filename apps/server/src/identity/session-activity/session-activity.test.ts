import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, discoveryIst, sdk, seedMember, seedOrganization } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A sign-in (discovery IST exchanged) from a browser and address: the session token. */
async function signIn(emailAddress: string, organizationId: string, userAgent: string, address = '127.0.0.1') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/sdk/v1/b2b/discovery/intermediate_sessions/exchange',
    remoteAddress: address,
    headers: {
      authorization: basicAuth(ctx),
      'content-type': 'application/json',
      'user-agent': userAgent,
    },
    payload: JSON.stringify({
      intermediate_session_token: await discoveryIst(ctx, emailAddress),
      organization_id: organizationId,
      session_duration_minutes: 60,
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.session_token as string;
}

async function member() {
  const { organization } = await seedOrganization(ctx);
  const m = await seedMember(ctx, organization.organizationId);
  return { email: m.emailAddress, organizationId: organization.organizationId };
}

describe('the sessions a member can see', () => {
  it('lists each live session with device, browser, address, last active and how it was signed in', async () => {
    const who = await member();
    const laptop = await signIn(who.email, who.organizationId, CHROME_MAC, '203.0.113.7');
    await signIn(who.email, who.organizationId, SAFARI_IPHONE, '198.51.100.20');
    const res = await sdk(ctx, 'GET', '/b2b/sessions/active', undefined, { sessionToken: laptop });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sessions = res.data.member_sessions as Record<string, unknown>[];
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.current);
    expect(current).toMatchObject({
      browser: 'Chrome 131',
      os: 'macOS',
      device_type: 'desktop',
      ip_address: '203.0.113.7',
      authentication_methods: ['email_otp'],
    });
    expect(sessions.find((s) => !s.current)).toMatchObject({
      browser: 'Safari 17',
      os: 'iOS',
      device_type: 'mobile',
      ip_address: '198.51.100.20',
    });
    expect(Date.parse(String(current?.last_active_at))).not.toBeNaN();
  });

  it('a refresh records the latest address of the session', async () => {
    const who = await member();
    const token = await signIn(who.email, who.organizationId, CHROME_MAC, '203.0.113.7');
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/sdk/v1/b2b/sessions/authenticate',
      remoteAddress: '203.0.113.99',
      headers: {
        authorization: basicAuth(ctx, token),
        'content-type': 'application/json',
        'user-agent': CHROME_MAC,
      },
      payload: '{}',
    });
    expect(refreshed.statusCode).toBe(200);
    const res = await sdk(ctx, 'GET', '/b2b/sessions/active', undefined, { sessionToken: token });
    expect(res.data.member_sessions[0].ip_address).toBe('203.0.113.99');
  });

  it('signs out one other session: its token stops working, the current one goes on', async () => {
    const who = await member();
    const mine = await signIn(who.email, who.organizationId, CHROME_MAC);
    const phone = await signIn(who.email, who.organizationId, SAFARI_IPHONE);
    const listed = await sdk(ctx, 'GET', '/b2b/sessions/active', undefined, { sessionToken: mine });
    const other = listed.data.member_sessions.find((s: { current: boolean }) => !s.current).member_session_id;
    const revoked = await sdk(ctx, 'POST', `/b2b/sessions/active/${other}/revoke`, undefined, { sessionToken: mine });
    expect(revoked.status).toBe(200);
    expect(revoked.data).toMatchObject({ member_session_id: other, current: false });
    expect((await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: phone })).status).toBe(404);
    expect((await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: mine })).status).toBe(200);
  });

  it('signs out everywhere else', async () => {
    const who = await member();
    const mine = await signIn(who.email, who.organizationId, CHROME_MAC);
    const others = [await signIn(who.email, who.organizationId, SAFARI_IPHONE), await signIn(who.email, who.organizationId, '')];
    const res = await sdk(ctx, 'POST', '/b2b/sessions/active/revoke_others', undefined, { sessionToken: mine });
    expect(res.data.revoked_member_session_ids).toHaveLength(2);
    for (const token of others)
      expect((await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: token })).status).toBe(404);
    const left = await sdk(ctx, 'GET', '/b2b/sessions/active', undefined, { sessionToken: mine });
    expect(left.data.member_sessions.map((s: { current: boolean }) => s.current)).toEqual([true]);
  });

  it("answers session_not_found for another member's session, and needs a session", async () => {
    const a = await member();
    const b = await member();
    const aToken = await signIn(a.email, a.organizationId, CHROME_MAC);
    const bToken = await signIn(b.email, b.organizationId, CHROME_MAC);
    const bSession = (await sdk(ctx, 'GET', '/b2b/sessions/active', undefined, { sessionToken: bToken })).data.member_sessions[0]
      .member_session_id;
    const res = await sdk(ctx, 'POST', `/b2b/sessions/active/${bSession}/revoke`, undefined, { sessionToken: aToken });
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('session_not_found');
    expect((await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: bToken })).status).toBe(200);
    expect((await sdk(ctx, 'GET', '/b2b/sessions/active')).status).toBe(401);
  });
});
