import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sdk } from '../../../test/identity.js';
import { platformAdmin } from '../../../test/idp.js';
import { api } from '../../../test/seller.js';
import { shortlistWithItem } from '../../../test/shortlists.js';
import { sellerTeam } from '../../../test/team.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES } from '../../market/index.js';
import { companies } from '../company/schema.js';
import { suppliers } from '../suppliers/schema.js';
import { withTenant } from '../tenancy.js';
import { AUDIT_RETENTION_QUEUE } from './retention.js';
import { organizationAuditLog } from './schema.js';
import { purgeAuditLog } from './service.js';

// biome-ignore lint/suspicious/noExplicitAny: wire JSON in tests
type Json = Record<string, any>;

let ctx: TestContext;
let team: Awaited<ReturnType<typeof sellerTeam>>;
beforeAll(async () => {
  ctx = await createTestApp();
  team = await sellerTeam(ctx, 'Audit Co');
}, 120_000);
afterAll(() => ctx.close());
vi.setConfig({ testTimeout: 90_000 });

async function log(query: string, jwt = team.owner.jwt): Promise<Json[]> {
  const res = await api(ctx, 'GET', `/api/AuditLog?pageSize=500&${query}`, jwt);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json[];
}

async function csv(url: string, jwt = team.owner.jwt) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${jwt}` } });
  return { status: res.statusCode, type: String(res.headers['content-type']), text: res.body };
}

describe('the organization audit log', () => {
  it('records an approval flow step by step, each with the member, the address and before and after', async () => {
    const start = await shortlistWithItem(ctx, team.buyer.jwt, { name: 'Audited picks', supplier: { name: 'Audited supplier' } });
    const product = await api(ctx, 'POST', '/api/Product', team.buyer.jwt, {
      supplierId: start.supplierId,
      identifier: SIMULATED_EXAMPLES.multipack,
      identifierType: 0,
      cost: 3,
    });
    const proposed = await api(ctx, 'POST', `/api/Shortlist/${start.shortlistId}/item`, team.va.jwt, {
      productId: product.body.data.product.id,
      quantity: 4,
      note: 'Sells 30 a day',
    });
    expect(proposed.body.data.status).toBe('proposed');
    const itemId = proposed.body.data.id as string;
    const approved = await api(ctx, 'POST', `/api/Shortlist/${start.shortlistId}/item/${itemId}/decision`, team.buyer.jwt, {
      decision: 'approve',
      comment: 'Good find',
    });
    expect(approved.body.data).toEqual({ decided: 1 });

    const steps = (await log(`entity=shortlist_item&entityId=${itemId}`)).reverse();
    expect(steps.map((s) => s.action)).toEqual(['shortlist_item.propose', 'shortlist_item.approve']);
    const [propose, approve] = steps as [Json, Json];
    expect(propose).toMatchObject({
      memberId: team.va.memberId,
      member: team.va.email,
      impersonatorId: null,
      address: '127.0.0.1',
      before: null,
      after: { status: 'proposed', quantity: 4, note: 'Sells 30 a day', proposed_by: team.va.memberId },
    });
    // An update names only what changed, before and after.
    expect(approve.memberId).toBe(team.buyer.memberId);
    expect(approve.before).toMatchObject({ status: 'proposed', decided_by: null, decision_comment: null });
    expect(approve.after).toMatchObject({ status: 'approved', decided_by: team.buyer.memberId, decision_comment: 'Good find' });
    expect(Object.keys(approve.after)).not.toContain('quantity');
    expect(Object.keys(approve.before).sort()).toEqual(Object.keys(approve.after).sort());

    // The switch that turns approvals off is a company setting: recorded with its old value.
    const off = await api(ctx, 'PUT', '/api/Company/approvals', team.owner.jwt, { approvalsRequired: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const [change] = await log('entity=company&action=update');
    expect(change).toMatchObject({
      memberId: team.owner.memberId,
      before: { approvals_required: true },
      after: { approvals_required: false },
    });
    await api(ctx, 'PUT', '/api/Company/approvals', team.owner.jwt, { approvalsRequired: true });
  });

  it('records updates and deletes of seller data, a soft delete as a delete', async () => {
    const created = await api(ctx, 'POST', '/api/Supplier', team.buyer.jwt, { name: 'Renamed Wholesale' });
    const id = created.body.data.id as string;
    const renamed = await api(ctx, 'PUT', '/api/Supplier', team.buyer.jwt, { id, name: 'Renamed Wholesale Ltd' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await api(ctx, 'DELETE', `/api/Supplier/${id}`, team.owner.jwt)).status).toBe(200);

    const entries = (await log(`entity=supplier&entityId=${id}`)).reverse();
    expect(entries.map((e) => e.action)).toEqual(['supplier.create', 'supplier.update', 'supplier.delete']);
    expect(entries[0]?.after).toMatchObject({ name: 'Renamed Wholesale', created_by: team.buyer.memberId });
    expect(entries[0]?.after).not.toHaveProperty('company_id');
    expect(entries[1]).toMatchObject({ before: { name: 'Renamed Wholesale' }, after: { name: 'Renamed Wholesale Ltd' } });
    expect(entries[2]).toMatchObject({
      memberId: team.owner.memberId,
      after: { deleted: true, deleted_by: team.owner.memberId },
    });
  });

  it('writes an entry in the transaction of its change: none for a change rolled back, none for background work', async () => {
    const created = await api(ctx, 'POST', '/api/Supplier', team.buyer.jwt, { name: 'Rolled Back Supply' });
    const id = created.body.data.id as string;
    const [company] = await ctx.services.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.organizationId, team.organization.organizationId));
    if (!company) throw new Error('no company');
    const actor = { organizationId: team.organization.organizationId, memberId: team.owner.memberId, address: '203.0.113.9' };
    const failed = withTenant(
      ctx.services.database.db,
      company.id,
      async (db) => {
        await db.update(suppliers).set({ name: 'Never Saved' }).where(eq(suppliers.id, id));
        throw new Error('the change fails after its update');
      },
      actor,
    );
    await expect(failed).rejects.toThrow('the change fails');
    // A job's change (no member) is not a member's action.
    await withTenant(ctx.services.database.db, company.id, (db) =>
      db.update(suppliers).set({ name: 'Renamed By A Job' }).where(eq(suppliers.id, id)),
    );
    const entries = await log(`entity=supplier&entityId=${id}`);
    expect(entries.map((e) => e.action)).toEqual(['supplier.create']);
    // The same change committed is recorded, with its address.
    await withTenant(
      ctx.services.database.db,
      company.id,
      (db) => db.update(suppliers).set({ name: 'Saved Supply' }).where(eq(suppliers.id, id)),
      actor,
    );
    const [saved] = await log(`entity=supplier&entityId=${id}&action=update`);
    expect(saved).toMatchObject({
      address: '203.0.113.9',
      before: { name: 'Renamed By A Job' },
      after: { name: 'Saved Supply' },
    });
  });

  it('carries the impersonator of an impersonated session, and records identity admin actions', async () => {
    const adminJwt = await platformAdmin(ctx);
    const issued = await api(ctx, 'POST', '/api/admin/identity/impersonation', adminJwt, {
      organization_id: team.organization.organizationId,
      member_id: team.admin.memberId,
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const signedIn = await sdk(ctx, 'POST', '/b2b/impersonation/authenticate', {
      impersonation_token: issued.body.data.impersonation_token,
      session_duration_minutes: 30,
    });
    expect(signedIn.status).toBe(200);
    const impersonated = signedIn.data.session_jwt as string;
    const factor = signedIn.data.member_session.authentication_factors[0].impersonated_factor;

    const created = await api(ctx, 'POST', '/api/Supplier', impersonated, { name: 'Impersonated Supply' });
    expect(created.status).toBe(200);
    const [entry] = await log(`entity=supplier&entityId=${created.body.data.id}`);
    expect(entry).toMatchObject({
      action: 'supplier.create',
      memberId: team.admin.memberId,
      impersonatorId: factor.impersonator_id,
      impersonatorEmail: factor.impersonator_email_address,
    });

    // A role change through the seller API's member routes: the member who did it, the old and new roles.
    const changed = await api(ctx, 'PATCH', `/api/Identity/Members/${team.viewer.memberId}`, impersonated, {
      roles: ['shelfscope_va'],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const [roles] = await log(`entity=member&entityId=${team.viewer.memberId}`);
    expect(roles).toMatchObject({
      action: 'member.update',
      memberId: team.admin.memberId,
      impersonatorId: factor.impersonator_id,
      before: { roles: ['shelfscope_viewer'] },
      after: { roles: ['shelfscope_va'] },
    });
    await api(ctx, 'PATCH', `/api/Identity/Members/${team.viewer.memberId}`, team.admin.jwt, { roles: ['shelfscope_viewer'] });

    // The organization's MFA policy through the identity API (the widget's admin screens).
    const policy = await sdk(
      ctx,
      'PUT',
      '/b2b/organizations/me',
      { mfa_policy: 'REQUIRED_FOR_ALL' },
      { sessionToken: signedIn.data.session_token },
    );
    expect(policy.status, JSON.stringify(policy.body)).toBe(200);
    const [mfa] = await log('entity=organization');
    expect(mfa).toMatchObject({
      action: 'organization.update',
      memberId: team.admin.memberId,
      impersonatorId: factor.impersonator_id,
      before: { mfa_policy: 'OPTIONAL' },
      after: { mfa_policy: 'REQUIRED_FOR_ALL' },
    });
    await sdk(ctx, 'PUT', '/b2b/organizations/me', { mfa_policy: 'OPTIONAL' }, { sessionToken: signedIn.data.session_token });
  });

  it('filters by member, action (or its verb), entity and date range, a page at a time', async () => {
    const own = await api(ctx, 'POST', '/api/Supplier', team.va.jwt, { name: 'Not allowed' });
    expect(own.status).toBe(403);
    await api(ctx, 'POST', '/api/Category', team.buyer.jwt, { name: 'Filter toys' });
    const byBuyer = await log(`memberId=${team.buyer.memberId}`);
    expect(byBuyer.length).toBeGreaterThan(0);
    expect(byBuyer.every((e) => e.memberId === team.buyer.memberId)).toBe(true);
    const creates = await log('action=create');
    expect(creates.length).toBeGreaterThan(0);
    expect(creates.every((e) => e.action.endsWith('.create'))).toBe(true);
    const categories = await log('entity=category');
    expect(categories.map((e) => e.action)).toContain('category.create');
    expect(categories.every((e) => e.entity === 'category')).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`from=${today}&to=${today}&entity=category`)).length).toBe(categories.length);
    expect(await log('to=2020-01-01')).toEqual([]);
    expect(await log(`from=${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);

    const first = await api(ctx, 'GET', '/api/AuditLog?pageSize=1', team.owner.jwt);
    expect(first.body).toMatchObject({ page: 1, pageSize: 1 });
    expect(first.body.totalItems).toBeGreaterThan(1);
    const second = await api(ctx, 'GET', '/api/AuditLog?pageSize=1&page=2', team.owner.jwt);
    expect(second.body.data[0].id).toBeLessThan(first.body.data[0].id);

    const bad = await api(ctx, 'GET', '/api/AuditLog?entity=rocket', team.owner.jwt);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('entity');
    const badDate = await api(ctx, 'GET', '/api/AuditLog?from=yesterday', team.owner.jwt);
    expect(badDate.status).toBe(400);
    expect(JSON.stringify(badDate.body.errors)).toContain('from');
  });

  it('exports the filtered log as CSV, formulas neutralized', async () => {
    const planted = await api(ctx, 'POST', '/api/Supplier', team.buyer.jwt, { name: '=HYPERLINK("http://evil.test","x")' });
    expect(planted.status).toBe(200);
    const file = await csv(`/api/AuditLog.csv?entity=supplier&entityId=${planted.body.data.id}`);
    expect(file.status).toBe(200);
    expect(file.type).toContain('text/csv');
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Member,Member id,Impersonated by,API key,Address,Action,Entity,Entity id,Before,After');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('supplier.create');
    expect(lines[1]).toContain(team.buyer.email);
    // The name sits inside the JSON of "After": no cell starts with =, and the quotes are doubled.
    expect(lines[1]).toContain('""name"":""=HYPERLINK(');
    expect(lines[1]?.split(',').some((cell) => cell.startsWith('='))).toBe(false);
    const member = await csv(`/api/AuditLog?format=csv&memberId=${team.va.memberId}&entity=shortlist_item`);
    expect(member.status).toBe(200);
    expect(
      member.text
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .every((l) => l.includes(team.va.memberId)),
    ).toBe(true);

    // A cell that starts like a formula gets the apostrophe (the member's name here).
    await ctx.services.database.db.execute(
      sql`update identity_members set name = '=cmd|calc' where member_id = ${team.buyer.memberId}`,
    );
    const named = await csv(`/api/AuditLog.csv?entity=supplier&entityId=${planted.body.data.id}`);
    expect(named.text).toContain(`'=cmd|calc <${team.buyer.email}>`);
  });

  it('is for owners and organization admins only (audit:read)', async () => {
    expect((await api(ctx, 'GET', '/api/AuditLog', team.admin.jwt)).status).toBe(200);
    for (const member of [team.va, team.buyer, team.viewer, team.plain]) {
      const res = await api(ctx, 'GET', '/api/AuditLog', member.jwt);
      expect(res.status).toBe(403);
      expect(res.body.errors[0]).toMatchObject({ type: 'missing_permission', description: 'You need audit:read.' });
      expect((await csv('/api/AuditLog.csv', member.jwt)).status).toBe(403);
    }
    // Another company's owner sees none of this organization's entries.
    const other = await sellerTeam(ctx, 'Other Audit Co');
    const theirs = await log('', other.owner.jwt);
    expect(theirs.every((e) => e.memberId !== team.buyer.memberId)).toBe(true);
  });

  it('keeps entries for the configured days: the daily purge deletes older ones', async () => {
    expect(ctx.services.config.auditLog.retentionDays).toBe(365);
    const db = ctx.services.database.db;
    const [recent] = await db.select().from(organizationAuditLog).limit(1);
    if (!recent) throw new Error('no entries');
    const [old] = await db
      .insert(organizationAuditLog)
      .values({
        organizationId: team.organization.organizationId,
        at: new Date(Date.now() - 400 * 86_400_000),
        action: 'supplier.update',
        entity: 'supplier',
      })
      .returning();
    const gone = await purgeAuditLog(db, 365);
    expect(gone).toBeGreaterThanOrEqual(1);
    const left = await db.select({ id: organizationAuditLog.id }).from(organizationAuditLog);
    expect(left.some((r) => r.id === old?.id)).toBe(false);
    expect(left.some((r) => r.id === recent.id)).toBe(true);
    // The purge is a scheduled job.
    const schedules = await ctx.services.jobs.boss.getSchedules();
    expect(schedules.find((s) => s.name === AUDIT_RETENTION_QUEUE)?.cron).toBe('41 3 * * *');
  });
});
