import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentedCode, createConnectedApp, platformAdmin, signedInAdmin } from '../../../test/idp.js';
import { api } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identityMembers } from '../../identity/schema.js';

/**
 * Connected apps' access tokens on the seller API: their audience and revocation (the identity
 * provider's records), their seller scopes, and the member's current roles behind each scope.
 */
// biome-ignore lint/suspicious/noExplicitAny: wire JSON in tests
type Json = Record<string, any>;

let ctx: TestContext;
let adminJwt: string;
const REDIRECT = 'https://rp.example/callback';

beforeAll(async () => {
  ctx = await createTestApp();
  adminJwt = await platformAdmin(ctx);
});
afterAll(() => ctx.close());

async function form(path: string, body: Record<string, string>, app: Json) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${app.client_id}:${app.client_secret}`).toString('base64')}`,
    },
    payload: new URLSearchParams(body).toString(),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

/** A member's token for the app, through consent and the code exchange. */
async function memberToken(app: Json, sessionToken: string, scopes: string[]) {
  const { code, verifier } = await consentedCode(ctx, app, sessionToken, scopes);
  const token = await form(
    '/v1/oauth2/token',
    { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT },
    app,
  );
  expect(token.status, JSON.stringify(token.body)).toBe(200);
  return token.body.access_token as string;
}

describe('connected app access tokens on /api', () => {
  it('act with the granted seller scopes, held to the member roles of now, until revoked', async () => {
    const app = await createConnectedApp(ctx, adminJwt, {
      allowed_scopes: ['suppliers:read', 'suppliers:write'],
      access_policy: {
        custom_scopes: [
          // Writing needs a permission only admins hold: a member who stops being one takes it back.
          {
            scope: 'suppliers:write',
            description: 'Edit your suppliers',
            permissions: [{ resource_id: 'stytch.member', actions: ['create'] }],
          },
        ],
      },
    });
    const { member, sessionToken } = await signedInAdmin(ctx);
    const token = await memberToken(app, sessionToken, ['openid', 'suppliers:read', 'suppliers:write']);

    const created = await api(ctx, 'POST', '/api/Category', token, { name: 'From the CRM' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const listed = await api(ctx, 'GET', '/api/Category', token);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain('From the CRM');
    // Not granted: products; session-only: API key management.
    expect((await api(ctx, 'GET', '/api/Company', token)).status).toBe(403);
    expect((await api(ctx, 'GET', '/api/ApiKey', token)).status).toBe(403);

    // The member is no longer an admin: the write scope's permission is gone, reading stays.
    await ctx.services.database.db
      .update(identityMembers)
      .set({ roles: [] })
      .where(eq(identityMembers.memberId, member.memberId));
    const refused = await api(ctx, 'POST', '/api/Category', token, { name: 'Not any more' });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code ?? refused.body.code ?? JSON.stringify(refused.body)).toMatch(/insufficient_scope/);
    expect((await api(ctx, 'GET', '/api/Category', token)).status).toBe(200);

    // Revoked (RFC 7009): refused at once.
    expect((await form('/v1/oauth2/revoke', { token }, app)).status).toBe(200);
    expect((await api(ctx, 'GET', '/api/Category', token)).status).toBe(401);
  });

  it('gives full_access every seller scope, and refuses an app token without a member', async () => {
    const app = await createConnectedApp(ctx, adminJwt, {
      client_type: 'first_party',
      allowed_scopes: ['full_access', 'products:read'],
    });
    const { sessionToken } = await signedInAdmin(ctx);
    const token = await memberToken(app, sessionToken, ['openid', 'full_access']);
    expect((await api(ctx, 'GET', '/api/Company', token)).status).toBe(200);
    expect((await api(ctx, 'GET', '/api/Category', token)).status).toBe(200);
    // Still no session-only route.
    expect((await api(ctx, 'GET', '/api/Webhook', token)).status).toBe(403);

    const machine = await form('/v1/oauth2/token', { grant_type: 'client_credentials', scope: 'products:read' }, app);
    expect(machine.status).toBe(200);
    expect((await api(ctx, 'GET', '/api/Company', machine.body.access_token)).status).toBe(401);
  });
});
