import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sdk, seedMember } from '../../../test/identity.js';
import { adminOrganization } from '../../../test/sso.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identityScimConnections } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const users = (token: string, connectionId: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/v1/scim/${connectionId}/Users`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('SCIM connection management', () => {
  it('is for admins only: a member gets 403, no session 401', async () => {
    const { organization } = await adminOrganization(ctx);
    const plain = await seedMember(ctx, organization.organizationId);
    const memberSession = (await logIn(ctx, plain.emailAddress, organization.organizationId)).sessionToken;
    for (const [method, path, body] of [
      ['POST', '/b2b/scim', {}],
      ['GET', '/b2b/scim', undefined],
      ['GET', '/b2b/scim/groups', undefined],
      ['PUT', '/b2b/scim/scim-connection-test-x', {}],
      ['DELETE', '/b2b/scim/scim-connection-test-x', undefined],
      ['POST', '/b2b/scim/rotate/start', { connection_id: 'scim-connection-test-x' }],
    ] as const) {
      const res = await sdk(ctx, method, path, body, { sessionToken: memberSession });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error_type).toBe('unauthorized_action');
      const anonymous = await sdk(ctx, method, path, body);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
    }
  });

  it('creates one connection per organization; the token is shown once and stored hashed', async () => {
    const { organization, sessionToken } = await adminOrganization(ctx);
    const created = await sdk(ctx, 'POST', '/b2b/scim', { display_name: 'Okta', identity_provider: 'okta' }, { sessionToken });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const connection = created.data.connection;
    expect(connection.connection_id).toMatch(/^scim-connection-test-[0-9a-f-]{36}$/);
    expect(connection).toMatchObject({
      organization_id: organization.organizationId,
      display_name: 'Okta',
      identity_provider: 'okta',
      status: 'active',
      base_url: `${ctx.services.config.publicUrl}/v1/scim/${connection.connection_id}`,
      scim_group_implicit_role_assignments: [],
    });
    const token = connection.bearer_token as string;
    // 32 random bytes, base64url: 256 bits.
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(connection.bearer_token_last_four).toBe(token.slice(-4));

    const [row] = await ctx.services.identity.db
      .select()
      .from(identityScimConnections)
      .where(eq(identityScimConnections.connectionId, connection.connection_id));
    expect(row?.tokenHash).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(token);

    const read = await sdk(ctx, 'GET', '/b2b/scim', undefined, { sessionToken });
    expect(read.data.connection.connection_id).toBe(connection.connection_id);
    expect(read.data.connection.bearer_token).toBeUndefined();
    const one = await sdk(ctx, 'GET', `/b2b/scim/${connection.connection_id}`, undefined, { sessionToken });
    expect(one.status).toBe(200);
    expect(JSON.stringify(one.body)).not.toContain(token);

    const again = await sdk(ctx, 'POST', '/b2b/scim', {}, { sessionToken });
    expect(again.status).toBe(409);
    expect(again.body.error_type).toBe('scim_connection_already_exists');

    const org = await sdk(ctx, 'GET', '/b2b/organizations/me', undefined, { sessionToken });
    expect(org.data.organization.scim_active_connection).toMatchObject({
      connection_id: connection.connection_id,
      display_name: 'Okta',
      bearer_token_last_four: token.slice(-4),
    });

    const updated = await sdk(
      ctx,
      'PUT',
      `/b2b/scim/${connection.connection_id}`,
      { display_name: 'Entra', identity_provider: 'microsoft-entra' },
      { sessionToken },
    );
    expect(updated.data.connection).toMatchObject({ display_name: 'Entra', identity_provider: 'microsoft-entra' });

    expect((await users(token, connection.connection_id)).statusCode).toBe(200);
    const deleted = await sdk(ctx, 'DELETE', `/b2b/scim/${connection.connection_id}`, undefined, { sessionToken });
    expect(deleted.status).toBe(200);
    expect((await users(token, connection.connection_id)).statusCode).toBe(401);
    const gone = await sdk(ctx, 'GET', '/b2b/organizations/me', undefined, { sessionToken });
    expect(gone.data.organization.scim_active_connection).toBeNull();
  });

  it('rotates: both tokens work during the rotation, only the new one after complete; cancel keeps the old', async () => {
    const { sessionToken } = await adminOrganization(ctx);
    const created = await sdk(ctx, 'POST', '/b2b/scim', {}, { sessionToken });
    const id = created.data.connection.connection_id as string;
    const oldToken = created.data.connection.bearer_token as string;

    const noRotation = await sdk(ctx, 'POST', '/b2b/scim/rotate/complete', { connection_id: id }, { sessionToken });
    expect(noRotation.status).toBe(400);
    expect(noRotation.body.error_type).toBe('scim_rotation_not_started');

    const start = await sdk(ctx, 'POST', '/b2b/scim/rotate/start', { connection_id: id }, { sessionToken });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const newToken = start.data.connection.next_bearer_token as string;
    expect(newToken).not.toBe(oldToken);
    expect(start.data.connection.next_bearer_token_last_four).toBe(newToken.slice(-4));
    expect((await users(oldToken, id)).statusCode).toBe(200);
    expect((await users(newToken, id)).statusCode).toBe(200);

    const complete = await sdk(ctx, 'POST', '/b2b/scim/rotate/complete', { connection_id: id }, { sessionToken });
    expect(complete.status).toBe(200);
    expect(complete.data.connection.bearer_token_last_four).toBe(newToken.slice(-4));
    expect((await users(oldToken, id)).statusCode).toBe(401);
    expect((await users(newToken, id)).statusCode).toBe(200);

    const second = await sdk(ctx, 'POST', '/b2b/scim/rotate/start', { connection_id: id }, { sessionToken });
    const abandoned = second.data.connection.next_bearer_token as string;
    expect((await users(abandoned, id)).statusCode).toBe(200);
    const cancel = await sdk(ctx, 'POST', '/b2b/scim/rotate/cancel', { connection_id: id }, { sessionToken });
    expect(cancel.status).toBe(200);
    expect((await users(abandoned, id)).statusCode).toBe(401);
    expect((await users(newToken, id)).statusCode).toBe(200);
  });

  it("refuses another organization's connection id and token", async () => {
    const a = await adminOrganization(ctx);
    const b = await adminOrganization(ctx);
    const ca = (await sdk(ctx, 'POST', '/b2b/scim', {}, { sessionToken: a.sessionToken })).data.connection;
    const cb = (await sdk(ctx, 'POST', '/b2b/scim', {}, { sessionToken: b.sessionToken })).data.connection;
    const other = await sdk(ctx, 'GET', `/b2b/scim/${ca.connection_id}`, undefined, { sessionToken: b.sessionToken });
    expect(other.status).toBe(404);
    expect(other.body.error_type).toBe('scim_connection_not_found');
    const rotate = await sdk(
      ctx,
      'POST',
      '/b2b/scim/rotate/start',
      { connection_id: ca.connection_id },
      { sessionToken: b.sessionToken },
    );
    expect(rotate.status).toBe(404);
    // B's token does not open A's connection.
    const res = await users(cb.bearer_token, ca.connection_id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '401' });
  });
});

describe('SCIM rate limits (IDENTITY_SCIM_REQUESTS_PER_MINUTE)', () => {
  it('gives each connection, and each unauthenticated address, its own minute; over it, 429 with Retry-After in the SCIM shape', async () => {
    const limited = await createTestApp({ IDENTITY_SCIM_REQUESTS_PER_MINUTE: '3' });
    try {
      const connectionOf = async () => {
        const admin = await adminOrganization(limited);
        const created = await sdk(limited, 'POST', '/b2b/scim', {}, { sessionToken: admin.sessionToken });
        return created.data.connection as { connection_id: string; bearer_token: string };
      };
      const get = (connection: { connection_id: string }, token: string, from: string) =>
        limited.app.inject({
          method: 'GET',
          url: `/v1/scim/${connection.connection_id}/Users`,
          headers: { authorization: `Bearer ${token}` },
          remoteAddress: from,
        });
      const a = await connectionOf();
      const b = await connectionOf();

      // One IdP calling from several addresses: the connection's budget is what runs out.
      for (const from of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await get(a, a.bearer_token, from)).statusCode).toBe(200);
      const over = await get(a, a.bearer_token, '10.0.0.4');
      expect(over.statusCode).toBe(429);
      expect(over.headers['content-type']).toMatch(/^application\/scim\+json/);
      expect(over.json()).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '429' });
      const wait = Number(over.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      // Another organization's connection has a budget of its own.
      expect((await get(b, b.bearer_token, '10.0.0.5')).statusCode).toBe(200);

      // Guessing tokens from one address: refused as unauthenticated, then slowed before any lookup.
      const guess = 'x'.repeat(40);
      for (let i = 0; i < 3; i++) expect((await get(b, guess, '10.0.1.1')).statusCode).toBe(401);
      expect((await get(b, guess, '10.0.1.1')).statusCode).toBe(429);
      expect((await get(b, b.bearer_token, '10.0.1.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
