import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sdk, seedMember } from '../../../test/identity.js';
import { adminOrganization } from '../../../test/sso.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identityMembers, identitySessions } from '../schema.js';
import { identityPortalLinks } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** An admin's organization with a fresh link (its token taken from the address's fragment). */
async function linkOf(body: Record<string, unknown> = {}) {
  const admin = await adminOrganization(ctx);
  const created = await sdk(ctx, 'POST', '/b2b/portal/links', body, { sessionToken: admin.sessionToken });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const url = new URL(created.data.url);
  const token = new URLSearchParams(url.hash.slice(1)).get('link') ?? '';
  return { ...admin, link: created.data.link, url, token };
}

async function redeem(token: string) {
  return sdk(ctx, 'POST', '/b2b/portal/redeem', { token });
}

describe('IT-admin portal links', () => {
  it('an admin creates a link whose address carries the token in its fragment only', async () => {
    const { url, token, link, sessionToken, organization } = await linkOf({ label: 'Sam at Acme IT', expires_in_minutes: 60 });
    expect(url.pathname).toBe('/portal');
    expect(url.search).toBe('');
    expect(token).toMatch(/^portal-link-[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ label: 'Sam at Acme IT', status: 'active', used_at: null, session_duration_minutes: 240 });
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(59 * 60_000);
    const listed = await sdk(ctx, 'GET', '/b2b/portal/links', undefined, { sessionToken });
    expect(listed.data.links.map((l: { link_id: string }) => l.link_id)).toEqual([link.link_id]);
    // Stored as its HMAC only.
    const [row] = await ctx.services.identity.db
      .select()
      .from(identityPortalLinks)
      .where(eq(identityPortalLinks.linkId, link.link_id));
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.organizationId).toBe(organization.organizationId);
  });

  it('starts one portal session, once: the portal routes answer, every other route is 403', async () => {
    const { token, organization, admin, sessionToken } = await linkOf();
    const started = await redeem(token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const portal = started.data.portal_session_token as string;
    expect(portal).toMatch(/^portal-session-/);
    expect(started.data.portal_session).toMatchObject({
      organization_id: organization.organizationId,
      organization_name: organization.name,
      created_by_email: admin.emailAddress,
      areas: ['sso', 'scim', 'domains'],
    });

    // Single use.
    const again = await redeem(token);
    expect(again.status).toBe(404);
    expect(again.body.error_type).toBe('portal_link_not_found');

    // The portal: its session, SSO, SCIM and domains, with the admin's permissions.
    for (const path of ['/b2b/portal/session', '/b2b/sso', '/b2b/scim', '/b2b/organizations/me/domains']) {
      const res = await sdk(ctx, 'GET', path, undefined, { sessionToken: portal });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
    }
    const saml = await sdk(ctx, 'POST', '/b2b/sso/saml', { display_name: 'Okta' }, { sessionToken: portal });
    expect(saml.status, JSON.stringify(saml.body)).toBe(200);
    const domain = await sdk(
      ctx,
      'POST',
      '/b2b/organizations/me/domains',
      { domain: 'acme-portal.example' },
      { sessionToken: portal },
    );
    expect(domain.status, JSON.stringify(domain.body)).toBe(200);

    // Everything else: 403, the member's own routes included, and no JWT to be had.
    const refused: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown][] = [
      ['GET', '/b2b/organizations/me'],
      ['PUT', '/b2b/organizations/me', { organization_name: 'Taken over' }],
      ['POST', '/b2b/organizations/me/members/search', {}],
      ['POST', '/b2b/sessions/authenticate', {}],
      ['GET', '/b2b/sessions/active'],
      ['POST', '/b2b/sso/authenticate', { sso_token: 'x' }],
      ['GET', '/b2b/portal/links'],
      ['POST', '/b2b/portal/links', {}],
      ['POST', '/b2b/magic_links/email/invite', { email_address: 'x@acme.example' }],
    ];
    for (const [method, path, body] of refused) {
      const res = await sdk(ctx, method, path, body, { sessionToken: portal });
      expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body.error_type).toBe('unauthorized_action');
    }
    // The seller API refuses it too, whatever the route.
    for (const url of ['/api/UserSettings', '/api/Supplier']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${portal}` } });
      expect(res.statusCode, `${url} ${res.body}`).toBe(403);
    }
    // The admin sees it among their sessions, said to come from the link.
    const sessions = await sdk(ctx, 'GET', '/b2b/sessions/active', undefined, { sessionToken });
    const listed = sessions.data.member_sessions.find(
      (s: { member_session_id: string }) => s.member_session_id === started.data.portal_session.member_session_id,
    );
    expect(listed.authentication_methods).toEqual(['portal_link']);
    // The admin's own session is unaffected and sees the organization renamed by nobody.
    const me = await sdk(ctx, 'GET', '/b2b/organizations/me', undefined, { sessionToken });
    expect(me.data.organization.organization_name).toBe(organization.name);

    // The IT admin signs out: the session is over.
    const ended = await sdk(ctx, 'POST', '/b2b/portal/session/end', undefined, { sessionToken: portal });
    expect(ended.status).toBe(200);
    const after = await sdk(ctx, 'GET', '/b2b/sso', undefined, { sessionToken: portal });
    expect(after.status).toBe(404);
    expect(after.body.error_type).toBe('session_not_found');
  });

  it('an expired link starts nothing and is listed as expired', async () => {
    const { token, link, sessionToken } = await linkOf({ expires_in_minutes: 5 });
    await ctx.services.identity.db
      .update(identityPortalLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityPortalLinks.linkId, link.link_id));
    const res = await redeem(token);
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('portal_link_not_found');
    const listed = await sdk(ctx, 'GET', '/b2b/portal/links', undefined, { sessionToken });
    expect(listed.data.links[0]).toMatchObject({ link_id: link.link_id, status: 'expired', used_at: null });
  });

  it('the portal session ends when its time is up', async () => {
    const { token } = await linkOf({ session_duration_minutes: 15 });
    const started = await redeem(token);
    const portal = started.data.portal_session_token as string;
    expect(Date.parse(started.data.portal_session.expires_at) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    await ctx.services.identity.db
      .update(identitySessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identitySessions.memberSessionId, started.data.portal_session.member_session_id));
    const res = await sdk(ctx, 'GET', '/b2b/sso', undefined, { sessionToken: portal });
    expect(res.status).toBe(404);
  });

  it('revoking a link stops it, and ends the session it started', async () => {
    const unused = await linkOf();
    const revoked = await sdk(ctx, 'POST', `/b2b/portal/links/${unused.link.link_id}/revoke`, undefined, {
      sessionToken: unused.sessionToken,
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.data.link.status).toBe('revoked');
    expect((await redeem(unused.token)).status).toBe(404);

    const used = await linkOf();
    const portal = (await redeem(used.token)).data.portal_session_token as string;
    expect((await sdk(ctx, 'GET', '/b2b/scim', undefined, { sessionToken: portal })).status).toBe(200);
    const listed = await sdk(ctx, 'GET', '/b2b/portal/links', undefined, { sessionToken: used.sessionToken });
    expect(listed.data.links[0]).toMatchObject({ status: 'used' });
    expect(listed.data.links[0].session_expires_at).not.toBeNull();
    await sdk(ctx, 'POST', `/b2b/portal/links/${used.link.link_id}/revoke`, undefined, { sessionToken: used.sessionToken });
    expect((await sdk(ctx, 'GET', '/b2b/scim', undefined, { sessionToken: portal })).status).toBe(404);

    // Another organization's link is not found.
    const other = await linkOf();
    const foreign = await sdk(ctx, 'POST', `/b2b/portal/links/${used.link.link_id}/revoke`, undefined, {
      sessionToken: other.sessionToken,
    });
    expect(foreign.status).toBe(404);
  });

  it('only admins make links, with bounded times (400 naming the field)', async () => {
    const { organization, sessionToken } = await adminOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const { sessionToken: memberToken } = await logIn(ctx, member.emailAddress, organization.organizationId);
    const refused = await sdk(ctx, 'POST', '/b2b/portal/links', {}, { sessionToken: memberToken });
    expect(refused.status).toBe(403);
    expect((await sdk(ctx, 'GET', '/b2b/portal/links', undefined, { sessionToken: memberToken })).status).toBe(403);

    const short = await sdk(ctx, 'POST', '/b2b/portal/links', { expires_in_minutes: 1 }, { sessionToken });
    expect(short.status).toBe(400);
    expect(short.body.error_message).toContain('expires_in_minutes');
    const long = await sdk(ctx, 'POST', '/b2b/portal/links', { session_duration_minutes: 5000 }, { sessionToken });
    expect(long.status).toBe(400);
    expect(long.body.error_message).toContain('session_duration_minutes');
    const unknown = await redeem('portal-link-nothing');
    expect(unknown.status).toBe(404);
  });

  it('acts with the creating admin’s permissions as they are now', async () => {
    const { token, admin } = await linkOf();
    const portal = (await redeem(token)).data.portal_session_token as string;
    await ctx.services.identity.db.update(identityMembers).set({ roles: [] }).where(eq(identityMembers.memberId, admin.memberId));
    const res = await sdk(ctx, 'POST', '/b2b/sso/saml', { display_name: 'Okta' }, { sessionToken: portal });
    expect(res.status).toBe(403);
  });
});
