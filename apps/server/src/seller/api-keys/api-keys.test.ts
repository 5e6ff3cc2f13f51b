import { ApiKey, envelope } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createKey } from '../../../test/api-keys.js';
import { logIn, sdk, seedMember } from '../../../test/identity.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { ADMIN_ROLE } from '../../identity/wire.js';
import { hashApiKey } from './key.js';
import { apiKeys } from './schema.js';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof sellerSession>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await sellerSession(ctx, 'Keyed Traders');
});
afterAll(() => ctx.close());

describe('API keys', () => {
  it('shows a new key once, with the test prefix, and stores only its hash', async () => {
    const created = await createKey(ctx, owner.jwt, ['suppliers:read']);
    expect(created.key).toMatch(/^ss_test_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 12));
    const [row] = await ctx.services.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(8));
    const list = envelope(z.array(ApiKey)).parse((await api(ctx, 'GET', '/api/ApiKey', owner.jwt)).body).data;
    expect(list.find((key) => key.id === created.id)).toMatchObject({ name: created.name, scopes: ['suppliers:read'] });
    expect(JSON.stringify(list)).not.toContain(created.key.slice(8));
  });

  it('acts as the company with its scope, and records its last use', async () => {
    const created = await createKey(ctx, owner.jwt, ['suppliers:read', 'suppliers:write']);
    const made = await api(ctx, 'POST', '/api/Supplier', created.key, { name: 'Made with a key' });
    expect(made.status).toBe(200);
    const seen = await api(ctx, 'GET', '/api/Supplier', owner.jwt);
    expect(JSON.stringify(seen.body.data)).toContain('Made with a key');
    const [row] = await ctx.services.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.lastUsedAt).not.toBeNull();
    expect(row?.lastUsedAddress).toBe('127.0.0.1');
  });

  it('stops working at once when revoked, with no instance-local cache to wait for', async () => {
    const created = await createKey(ctx, owner.jwt, ['suppliers:read']);
    expect((await api(ctx, 'GET', '/api/Supplier', created.key)).status).toBe(200);
    const revoked = await api(ctx, 'DELETE', `/api/ApiKey/${created.id}`, owner.jwt);
    expect(revoked.body.data.revokedAt).not.toBeNull();
    expect((await api(ctx, 'GET', '/api/Supplier', created.key)).status).toBe(401);
    // Another instance revoking it writes the same row: this instance's very next request sees it.
    const other = await createKey(ctx, owner.jwt, ['suppliers:read']);
    expect((await api(ctx, 'GET', '/api/Supplier', other.key)).status).toBe(200);
    await ctx.services.database.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, other.id));
    expect((await api(ctx, 'GET', '/api/Supplier', other.key)).status).toBe(401);
    expect((await api(ctx, 'DELETE', `/api/ApiKey/${other.id}`, owner.jwt)).status).toBe(404);
  });

  it('stops working when it expires, and refuses an expiry in the past', async () => {
    const created = await createKey(ctx, owner.jwt, ['suppliers:read'], {
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await api(ctx, 'GET', '/api/Supplier', created.key)).status).toBe(200);
    await ctx.services.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(apiKeys.id, created.id));
    expect((await api(ctx, 'GET', '/api/Supplier', created.key)).status).toBe(401);
    const past = await api(ctx, 'POST', '/api/ApiKey', owner.jwt, {
      name: 'late',
      scopes: ['suppliers:read'],
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.errors[0].field).toBe('expiresAt');
  });

  it('refuses unknown scopes and unknown keys, naming the field', async () => {
    const bad = await api(ctx, 'POST', '/api/ApiKey', owner.jwt, { name: 'x', scopes: ['everything'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('scopes');
    const unknown = await api(ctx, 'GET', '/api/Supplier', `ss_test_${'A'.repeat(43)}`);
    expect(unknown.status).toBe(401);
  });

  it('is for organization admins only, and no key manages keys', async () => {
    const member = await seedMember(ctx, owner.organization.organizationId);
    const session = await logIn(ctx, member.emailAddress, owner.organization.organizationId);
    expect((await api(ctx, 'GET', '/api/ApiKey', session.sessionJwt)).status).toBe(403);
    expect((await api(ctx, 'POST', '/api/ApiKey', session.sessionJwt, { name: 'x', scopes: ['products:read'] })).status).toBe(
      403,
    );
    const created = await createKey(ctx, owner.jwt, ['products:read']);
    expect((await api(ctx, 'DELETE', `/api/ApiKey/${created.id}`, session.sessionJwt)).status).toBe(403);
    const byKey = await api(ctx, 'GET', '/api/ApiKey', created.key);
    expect(byKey.status).toBe(403);
    expect((await api(ctx, 'GET', '/api/Company', created.key)).status).toBe(403);
  });

  it('stops working when the member who made it leaves the organization', async () => {
    const maker = await seedMember(ctx, owner.organization.organizationId, { roles: [ADMIN_ROLE] });
    const session = await logIn(ctx, maker.emailAddress, owner.organization.organizationId);
    const created = await createKey(ctx, session.sessionJwt, ['suppliers:read']);
    expect((await api(ctx, 'GET', '/api/Supplier', created.key)).status).toBe(200);
    const removed = await sdk(ctx, 'DELETE', `/b2b/organizations/members/${maker.memberId}`, undefined, {
      sessionToken: owner.sessionToken,
    });
    expect(removed.status).toBe(200);
    expect((await api(ctx, 'GET', '/api/Supplier', created.key)).status).toBe(401);
  });
});
