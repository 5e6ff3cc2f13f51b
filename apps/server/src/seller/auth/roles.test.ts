import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../../test/api-keys.js';
import { api } from '../../../test/seller.js';
import { sellerTeam, type TeamMember } from '../../../test/team.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

/**
 * Every seller route × every built-in role: allowed, or 403 naming the permission the route
 * declares. The grants are written out here by hand (docs/teams.md's table), not read from the
 * policy, so a mistake in the policy or in a route's declaration fails this test.
 */
const GRANTS: Record<string, string[]> = {
  shelfscope_owner: [
    'products:*',
    'suppliers:*',
    'uploads:*',
    'shortlists:*',
    'orders:*',
    'company:*',
    'dashboard:*',
    'billing:*',
    'audit:*',
    'settings:*',
    'notifications:*',
  ],
  shelfscope_buyer: [
    'products:*',
    'suppliers:*',
    'uploads:*',
    'shortlists:*',
    'orders:*',
    'dashboard:*',
    'company:read',
    'settings:*',
    'notifications:*',
  ],
  shelfscope_va: [
    'products:read',
    'products:write',
    'suppliers:read',
    'uploads:read',
    'uploads:write',
    'shortlists:read',
    'shortlists:propose',
    'orders:read',
    'company:read',
    'dashboard:read',
    'settings:read',
    'settings:write',
    'notifications:*',
  ],
  shelfscope_viewer: [
    'products:read',
    'suppliers:read',
    'uploads:read',
    'shortlists:read',
    'orders:read',
    'company:read',
    'dashboard:read',
    'settings:*',
    'notifications:*',
  ],
};

const grants = (role: string, resource: string, action: string) =>
  // The admin area has its own guard (platform admins), and the identity management routes the
  // identity API's member permissions: company roles neither grant nor refuse them.
  resource === 'admin' ||
  resource === 'members' ||
  (GRANTS[role] ?? []).some((g) => g === `${resource}:${action}` || g === `${resource}:*`);

type Operation = { 'x-access'?: { resource: string; action: string; scope: string | null }; security?: unknown[] };
type Route = { method: string; path: string; url: string; access: NonNullable<Operation['x-access']> | undefined };

let ctx: TestContext;
let routes: Route[];
let team: Awaited<ReturnType<typeof sellerTeam>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        // Routes behind the seller's bearer authentication; the public ones (the lead form,
        // the billing webhook, client config) carry no security requirement.
        .filter(([, op]) => Array.isArray(op.security) && op.security.length > 0)
        .map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
          access: op['x-access'],
        })),
    );
  team = await sellerTeam(ctx);
});
afterAll(() => ctx.close());

async function call(route: Route, jwt: string) {
  const res = await ctx.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    ...(['GET', 'DELETE'].includes(route.method) ? {} : { payload: '{}' }),
  });
  // A download (the audit log's CSV) is an answer too: allowed, with no envelope to read.
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return { status: res.statusCode, body: (isJson ? res.json() : {}) as { errors?: { type: string; description: string }[] } };
}

const isMissingPermission = (body: { errors?: { type: string }[] }) => body.errors?.[0]?.type === 'missing_permission';

describe('roles on the seller API', () => {
  it('finds the seller routes, every one with a declared access', () => {
    expect(routes.length).toBeGreaterThan(100);
    const undeclared = routes.filter((r) => !r.access).map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
  });

  for (const role of Object.keys(GRANTS)) {
    it(`${role}: every route allowed or 403 from its declaration`, async () => {
      const member = team[role.replace('shelfscope_', '') as 'owner' | 'buyer' | 'va' | 'viewer'] as TeamMember;
      const wrong: string[] = [];
      let refused = 0;
      for (const route of routes) {
        const declared = route.access;
        if (!declared) continue;
        const res = await call(route, member.jwt);
        const label = `${role} ${route.method} ${route.path} (${declared.resource}:${declared.action}) -> ${res.status}`;
        if (grants(role, declared.resource, declared.action)) {
          if (isMissingPermission(res.body)) wrong.push(`${label}: refused, should be allowed`);
        } else {
          refused += 1;
          const expected = `You need ${declared.resource}:${declared.action}.`;
          if (res.status !== 403 || res.body.errors?.[0]?.description !== expected) {
            wrong.push(`${label}: should be 403 "${expected}", got ${JSON.stringify(res.body.errors)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
      if (role !== 'shelfscope_owner') expect(refused).toBeGreaterThan(0);
    });
  }

  it('the organization admin and a member without a seller role (a buyer) keep their rights', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      if (!route.access) continue;
      const admin = await call(route, team.admin.jwt);
      if (isMissingPermission(admin.body)) wrong.push(`admin ${route.method} ${route.path}`);
      const plain = await call(route, team.plain.jwt);
      const buyerMay = grants('shelfscope_buyer', route.access.resource, route.access.action);
      if (isMissingPermission(plain.body) === buyerMay) wrong.push(`plain ${route.method} ${route.path}`);
    }
    expect(wrong).toEqual([]);
  });

  it('reads roles per request: a role changed takes effect on the next call with the same token', async () => {
    const { identityMembers } = await import('../../identity/schema.js');
    const { eq } = await import('drizzle-orm');
    const before = await api(ctx, 'POST', '/api/PurchaseOrder', team.va.jwt, {});
    expect(before.status).toBe(403);
    expect(before.body.errors[0].description).toBe('You need orders:write.');
    await ctx.services.identity.db
      .update(identityMembers)
      .set({ roles: ['shelfscope_buyer'] })
      .where(eq(identityMembers.memberId, team.va.memberId));
    const after = await api(ctx, 'POST', '/api/PurchaseOrder', team.va.jwt, {});
    expect(after.status).toBe(400);
    await ctx.services.identity.db
      .update(identityMembers)
      .set({ roles: ['shelfscope_va'] })
      .where(eq(identityMembers.memberId, team.va.memberId));
  });

  it("an API key never has more than its creator: a VA's key is refused what the VA may not do", async () => {
    // The admin makes the key and then becomes a VA: the key holds orders:write, its creator not.
    const { identityMembers } = await import('../../identity/schema.js');
    const { eq } = await import('drizzle-orm');
    const key = await createKey(ctx, team.admin.jwt, ['orders:write', 'orders:read']);
    expect((await api(ctx, 'POST', '/api/PurchaseOrder', key.key, {})).status).toBe(400);
    await ctx.services.identity.db
      .update(identityMembers)
      .set({ roles: ['stytch_admin', 'shelfscope_va'] })
      .where(eq(identityMembers.memberId, team.admin.memberId));
    // Still an organization admin: admins keep every right.
    expect((await api(ctx, 'POST', '/api/PurchaseOrder', key.key, {})).status).toBe(400);
    await ctx.services.identity.db
      .update(identityMembers)
      .set({ roles: ['shelfscope_va'] })
      .where(eq(identityMembers.memberId, team.admin.memberId));
    const refused = await api(ctx, 'POST', '/api/PurchaseOrder', key.key, {});
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].description).toBe('You need orders:write.');
    expect((await api(ctx, 'GET', '/api/PurchaseOrder', key.key)).status).toBe(200);
  });

  it('carries the permissions to the web app in the company profile', async () => {
    const va = (await api(ctx, 'GET', '/api/Company', team.va.jwt)).body.data;
    expect(va.roles).toEqual(['shelfscope_va']);
    expect(va.permissions).toContain('shortlists:propose');
    expect(va.permissions).not.toContain('shortlists:write');
    expect(va.permissions).not.toContain('orders:write');
    expect(va.canEdit).toBe(false);
    const plain = (await api(ctx, 'GET', '/api/Company', team.plain.jwt)).body.data;
    expect(plain.roles).toEqual(['shelfscope_buyer']);
    expect(plain.permissions).toContain('orders:write');
  });
});
