import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sdk, seedMember } from '../../../test/identity.js';
import { scim, scimOrganization } from '../../../test/scim.js';
import { createListeningTestApp } from '../../../test/test-app.js';
import { REQUEST_LOG_SIZE, recordScimRequest } from './request-log.js';
import { ScimRequestLogSchemas } from './request-log-routes.js';
import { identityScimRequests } from './schema.js';

// The SCIM connection's live log: real requests through the listening server, as an IdP sends
// them, appear with their outcome; no body, query or token is kept; the last 100 only.
let ctx: Awaited<ReturnType<typeof createListeningTestApp>>;
beforeAll(async () => {
  ctx = await createListeningTestApp();
});
afterAll(() => ctx?.close());

const log = async (sessionToken: string, connectionId: string) =>
  sdk(ctx, 'GET', `/b2b/scim/${connectionId}/requests`, undefined, { sessionToken });

const user = (email: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName: email,
  name: { givenName: 'Pat', familyName: 'Lee' },
  emails: [{ value: email, primary: true }],
  active: true,
});

describe('SCIM request log', () => {
  it('shows each request of the IdP with its outcome, and keeps no token, query or body fields', async () => {
    const org = await scimOrganization(ctx);
    const email = `pat-${Date.now()}@acme.example`;
    // Over HTTP, as the IdP does it.
    const created = await fetch(`${ctx.base}/v1/scim/${org.connectionId}/Users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${org.token}`, 'content-type': 'application/scim+json' },
      body: JSON.stringify(user(email)),
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    expect((await scim(ctx, org, 'POST', '/Users', user(email))).status).toBe(409);
    const filter = encodeURIComponent(`userName eq "${email}"`);
    expect((await scim(ctx, org, 'GET', `/Users?filter=${filter}`)).status).toBe(200);
    expect((await scim(ctx, org, 'DELETE', `/Users/${id}`)).status).toBe(204);
    expect((await scim(ctx, { ...org, token: 'not-the-token-at-all' }, 'GET', '/Groups')).status).toBe(401);

    const res = await log(org.sessionToken, org.connectionId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ScimRequestLogSchemas.list.response[200].parse(res.body);
    const rows = res.data.scim_requests as Record<string, unknown>[];
    expect(rows.map(({ method, path, status, result }) => ({ method, path, status, result }))).toEqual([
      { method: 'GET', path: '/Groups', status: 401, result: 'failed' },
      { method: 'DELETE', path: `/Users/${id}`, status: 204, result: 'succeeded' },
      { method: 'GET', path: '/Users', status: 200, result: 'succeeded' },
      { method: 'POST', path: '/Users', status: 409, result: 'failed' },
      { method: 'POST', path: '/Users', status: 201, result: 'succeeded' },
    ]);
    expect(rows.map((r) => r.outcome)).toEqual([
      'A valid bearer token is required.',
      'User deleted',
      'Users listed',
      // The refusal says which user: the IT admin's next question.
      `A user with this userName or email address already exists: ${email}.`,
      'User created',
    ]);
    const stored = JSON.stringify(
      await ctx.services.identity.db
        .select()
        .from(identityScimRequests)
        .where(eq(identityScimRequests.connectionId, org.connectionId)),
    );
    expect(stored).not.toContain(org.token);
    // The body's other fields and the filter stay out.
    expect(stored).not.toMatch(/Pat|familyName|userName eq|filter/);
  });

  it(`keeps the last ${REQUEST_LOG_SIZE} requests of a connection`, async () => {
    const org = await scimOrganization(ctx);
    for (let i = 0; i < REQUEST_LOG_SIZE; i += 1) {
      await recordScimRequest(ctx.services.identity, {
        connectionId: org.connectionId,
        method: 'GET',
        path: `/Users/old-${i}`,
        status: 404,
        outcome: 'User not found.',
        durationMs: 1,
      });
    }
    expect((await scim(ctx, org, 'GET', '/ServiceProviderConfig')).status).toBe(200);
    const rows = (await log(org.sessionToken, org.connectionId)).data.scim_requests as { path: string; outcome: string }[];
    expect(rows).toHaveLength(REQUEST_LOG_SIZE);
    expect(rows[0]).toMatchObject({ path: '/ServiceProviderConfig', outcome: 'Configuration read' });
    expect(rows.some((r) => r.path === '/Users/old-0')).toBe(false);
    expect(rows.at(-1)?.path).toBe('/Users/old-1');
  });

  it('the IT-admin portal reads it; a member may not; another organization finds nothing', async () => {
    const org = await scimOrganization(ctx);
    const link = await sdk(ctx, 'POST', '/b2b/portal/links', {}, { sessionToken: org.sessionToken });
    const token = new URLSearchParams(new URL(link.data.url).hash.slice(1)).get('link');
    const portal = (await sdk(ctx, 'POST', '/b2b/portal/redeem', { token })).data.portal_session_token as string;
    expect((await log(portal, org.connectionId)).status).toBe(200);

    const member = await seedMember(ctx, org.organization.organizationId);
    const { sessionToken } = await logIn(ctx, member.emailAddress, org.organization.organizationId);
    expect((await log(sessionToken, org.connectionId)).status).toBe(403);
    const other = await scimOrganization(ctx);
    const foreign = await log(other.sessionToken, org.connectionId);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_type).toBe('scim_connection_not_found');
  });
});
