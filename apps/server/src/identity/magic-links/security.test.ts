import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireSecretsOf, linkIn, waitForMail } from '../../../test/email-support.js';
import { sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let pkceApp: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '100000' });
  pkceApp = await createTestApp({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '100000', IDENTITY_PKCE_REQUIRED: 'email_magic_links' });
});
afterAll(async () => {
  await ctx.close();
  await pkceApp.close();
});

async function requestLink(
  app: TestContext,
  email: string,
  organizationId: string,
  extra: Record<string, unknown> = {},
  count = 1,
) {
  const res = await sdk(app, 'POST', '/b2b/magic_links/email/login_or_signup', {
    email_address: email,
    organization_id: organizationId,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return linkIn(await waitForMail(app, email, count)).token;
}

async function requestDiscoveryLink(app: TestContext, email: string, extra: Record<string, unknown> = {}) {
  const res = await sdk(app, 'POST', '/b2b/magic_links/email/discovery/send', { email_address: email, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return linkIn(await waitForMail(app, email)).token;
}

const authenticate = (app: TestContext, body: Record<string, unknown>) => sdk(app, 'POST', '/b2b/magic_links/authenticate', body);

async function memberOfNewOrganization(app: TestContext) {
  const { organization } = await seedOrganization(app);
  const member = await seedMember(app, organization.organizationId);
  return { organization, member };
}

function expectRefused(res: { status: number; body: Record<string, unknown> }) {
  expect(res.status).toBe(401);
  expect(res.body.error_type).toBe('unable_to_auth_magic_link');
}

describe('magic links are single use, short lived and replaced by newer ones', () => {
  it('refuses a link used a second time', async () => {
    const { organization, member } = await memberOfNewOrganization(ctx);
    const token = await requestLink(ctx, member.emailAddress, organization.organizationId);
    expect((await authenticate(ctx, { magic_links_token: token })).status).toBe(200);
    expectRefused(await authenticate(ctx, { magic_links_token: token }));
  });

  it('lets only one of three concurrent redemptions of a link win', async () => {
    const { organization, member } = await memberOfNewOrganization(ctx);
    const token = await requestLink(ctx, member.emailAddress, organization.organizationId);
    const results = await Promise.all([1, 2, 3].map(() => authenticate(ctx, { magic_links_token: token })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it('refuses an expired link', async () => {
    const { organization, member } = await memberOfNewOrganization(ctx);
    const token = await requestLink(ctx, member.emailAddress, organization.organizationId);
    await expireSecretsOf(ctx, member.emailAddress);
    expectRefused(await authenticate(ctx, { magic_links_token: token }));
  });

  it('refuses a link superseded by a newer email, and accepts the newer one', async () => {
    const { organization, member } = await memberOfNewOrganization(ctx);
    const older = await requestLink(ctx, member.emailAddress, organization.organizationId);
    const newer = await requestLink(ctx, member.emailAddress, organization.organizationId, {}, 2);
    expect(newer).not.toBe(older);
    expectRefused(await authenticate(ctx, { magic_links_token: older }));
    expect((await authenticate(ctx, { magic_links_token: newer })).status).toBe(200);
  });

  it('logs in only to the organization the link was sent for', async () => {
    const a = await memberOfNewOrganization(ctx);
    const b = await seedOrganization(ctx);
    await seedMember(ctx, b.organization.organizationId, { emailAddress: a.member.emailAddress });
    const token = await requestLink(ctx, a.member.emailAddress, a.organization.organizationId);
    const res = await authenticate(ctx, { magic_links_token: token });
    expect(res.data.organization_id).toBe(a.organization.organizationId);
    expect(res.data.member_session.organization_id).toBe(a.organization.organizationId);
  });

  it('does not accept an organization link as a discovery link, nor the other way round', async () => {
    const { organization, member } = await memberOfNewOrganization(ctx);
    const organizationToken = await requestLink(ctx, member.emailAddress, organization.organizationId);
    const discovery = await sdk(ctx, 'POST', '/b2b/magic_links/discovery/authenticate', {
      discovery_magic_links_token: organizationToken,
    });
    expectRefused(discovery);

    const email = uniqueEmail('discoverer');
    const discoveryToken = await requestDiscoveryLink(ctx, email);
    expectRefused(await authenticate(ctx, { magic_links_token: discoveryToken }));
    // Neither refusal used the link up.
    expect((await authenticate(ctx, { magic_links_token: organizationToken })).status).toBe(200);
  });
});

describe('PKCE, when the project requires it for magic links', () => {
  const pair = () => {
    const verifier = randomBytes(32).toString('hex');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  };

  it('refuses to send a link without a challenge', async () => {
    const { organization, member } = await memberOfNewOrganization(pkceApp);
    const res = await sdk(pkceApp, 'POST', '/b2b/magic_links/email/login_or_signup', {
      email_address: member.emailAddress,
      organization_id: organization.organizationId,
    });
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('missing_pkce');
    const discovery = await sdk(pkceApp, 'POST', '/b2b/magic_links/email/discovery/send', { email_address: member.emailAddress });
    expect(discovery.body.error_type).toBe('missing_pkce');
  });

  it('redeems the link only with the matching verifier; wrong or missing verifiers do not use it up', async () => {
    const { organization, member } = await memberOfNewOrganization(pkceApp);
    const { verifier, challenge } = pair();
    const token = await requestLink(pkceApp, member.emailAddress, organization.organizationId, {
      pkce_code_challenge: challenge,
    });

    const missing = await authenticate(pkceApp, { magic_links_token: token });
    expect(missing.status).toBe(400);
    expect(missing.body.error_type).toBe('missing_pkce');
    const wrong = await authenticate(pkceApp, { magic_links_token: token, pkce_code_verifier: pair().verifier });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_type).toBe('pkce_mismatch');

    const right = await authenticate(pkceApp, { magic_links_token: token, pkce_code_verifier: verifier });
    expect(right.status).toBe(200);
    expect(right.data.member_authenticated).toBe(true);
  });

  it('binds discovery links to their verifier too', async () => {
    const email = uniqueEmail('pkce-discovery');
    const { verifier, challenge } = pair();
    const token = await requestDiscoveryLink(pkceApp, email, { pkce_code_challenge: challenge });
    const path = '/b2b/magic_links/discovery/authenticate';
    const wrong = await sdk(pkceApp, 'POST', path, { discovery_magic_links_token: token, pkce_code_verifier: pair().verifier });
    expect(wrong.body.error_type).toBe('pkce_mismatch');
    const right = await sdk(pkceApp, 'POST', path, { discovery_magic_links_token: token, pkce_code_verifier: verifier });
    expect(right.status).toBe(200);
    expect(right.data.email_address).toBe(email);
  });
});
