import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../../test/api-keys.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identityMembers } from '../../identity/schema.js';

/** The identity management API with API keys: scoped, and held to the key creator's identity roles. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('identity members with an API key', () => {
  it('lists, adds, renames and removes members with members:* scopes and the creator roles', async () => {
    const { jwt, admin, organization } = await sellerSession(ctx, 'Key Admins');
    const reader = (await createKey(ctx, jwt, ['members:read'])).key;
    const writer = (await createKey(ctx, jwt, ['members:read', 'members:write'])).key;

    const listed = await api(ctx, 'GET', '/api/Identity/Members', reader);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data.members.map((m: { emailAddress: string }) => m.emailAddress)).toContain(admin.emailAddress);
    expect((await api(ctx, 'POST', '/api/Identity/Members', reader, { emailAddress: 'x@example.com' })).status).toBe(403);

    const added = await api(ctx, 'POST', '/api/Identity/Members', writer, { emailAddress: 'Nia@Example.com', name: 'Nia' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ emailAddress: 'nia@example.com', name: 'Nia', status: 'active' });
    const memberId = added.body.data.memberId as string;
    const [row] = await ctx.services.database.db.select().from(identityMembers).where(eq(identityMembers.memberId, memberId));
    expect(row?.organizationId).toBe(organization.organizationId);

    const renamed = await api(ctx, 'PATCH', `/api/Identity/Members/${memberId}`, writer, { name: 'Nia Okafor' });
    expect(renamed.body.data.name).toBe('Nia Okafor');
    const empty = await api(ctx, 'PATCH', `/api/Identity/Members/${memberId}`, writer, {});
    expect(empty.status).toBe(400);
    const badEmail = await api(ctx, 'POST', '/api/Identity/Members', writer, { emailAddress: 'not-an-address' });
    expect(badEmail.status).toBe(400);
    expect(JSON.stringify(badEmail.body)).toContain('emailAddress');

    const removed = await api(ctx, 'DELETE', `/api/Identity/Members/${memberId}`, writer);
    expect(removed.body.data.status).toBe('deleted');

    // The creator is no longer an admin: the key keeps its scopes but not the powers they lost.
    await ctx.services.database.db.update(identityMembers).set({ roles: [] }).where(eq(identityMembers.memberId, admin.memberId));
    const refused = await api(ctx, 'POST', '/api/Identity/Members', writer, { emailAddress: 'late@example.com' });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('unauthorized_action');
  });
});
