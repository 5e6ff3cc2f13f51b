import { Company, ErrorEnvelope, envelope, PlanDetails } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedMember } from '../../../test/identity.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identityOrganizations } from '../../identity/schema.js';
import { companies } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('company profile', () => {
  it('updates name and contact fields, recording who changed them', async () => {
    const { jwt, admin } = await sellerSession(ctx);
    const res = await api(ctx, 'POST', '/api/Company', jwt, {
      name: 'Harbor Traders LLC',
      phone: '+1 (555) 010-2030',
      email: 'ops@harbor.example',
      city: 'Austin',
      state: 'TX',
      zipCode: '73301',
    });
    expect(res.status).toBe(200);
    const company = envelope(Company).parse(res.body).data;
    expect(company).toMatchObject({
      name: 'Harbor Traders LLC',
      phone: '+1 (555) 010-2030',
      email: 'ops@harbor.example',
      city: 'Austin',
      modifiedBy: admin.memberId,
    });
    expect(company.modified).not.toBeNull();
  });

  it('keeps what a purchase order needs (tax id, ship-to, terms, number prefix) and renames the organization', async () => {
    const { jwt, organization } = await sellerSession(ctx, "ana's organization");
    const before = envelope(Company).parse((await api(ctx, 'GET', '/api/Company', jwt)).body).data;
    expect(before).toMatchObject({
      name: "ana's organization",
      hasDefaultName: true,
      canEdit: true,
      orderNumberPrefix: 'PO',
      nextOrderNumber: `PO-${new Date().getUTCFullYear()}-0001`,
    });
    const res = await api(ctx, 'POST', '/api/Company', jwt, {
      name: 'Lantern Goods',
      taxId: '91-1234567',
      shipTo: '8 Dock Road\nTacoma, WA 98421',
      defaultTerms: 'Net 30',
      orderNumberPrefix: 'lg',
    });
    expect(envelope(Company).parse(res.body).data).toMatchObject({
      name: 'Lantern Goods',
      hasDefaultName: false,
      taxId: '91-1234567',
      shipTo: '8 Dock Road\nTacoma, WA 98421',
      defaultTerms: 'Net 30',
      orderNumberPrefix: 'LG',
      nextOrderNumber: `LG-${new Date().getUTCFullYear()}-0001`,
    });
    const [renamed] = await ctx.services.identity.db
      .select({ name: identityOrganizations.name })
      .from(identityOrganizations)
      .where(eq(identityOrganizations.organizationId, organization.organizationId));
    expect(renamed?.name).toBe('Lantern Goods');
    const bad = await api(ctx, 'POST', '/api/Company', jwt, { name: 'Lantern Goods', orderNumberPrefix: 'PO 2026!' });
    expect(bad.status).toBe(400);
    expect(ErrorEnvelope.parse(bad.body).errors?.map((e) => e.field)).toEqual(['orderNumberPrefix']);
  });

  it("lets only the organization's admins and owners change the profile", async () => {
    const { jwt, organization } = await sellerSession(ctx, 'Admins Only Co');
    await api(ctx, 'GET', '/api/Company', jwt);
    const member = await seedMember(ctx, organization.organizationId, { roles: ['stytch_member'] });
    const memberJwt = (await logIn(ctx, member.emailAddress, organization.organizationId)).sessionJwt;
    expect(envelope(Company).parse((await api(ctx, 'GET', '/api/Company', memberJwt)).body).data.canEdit).toBe(false);
    const res = await api(ctx, 'POST', '/api/Company', memberJwt, { name: 'Taken Over' });
    expect(res.status).toBe(403);
    // A member with no seller role is a buyer, who may read the profile but not change it.
    expect(ErrorEnvelope.parse(res.body).errors?.[0]?.description).toBe('You need company:write.');
    expect((await api(ctx, 'GET', '/api/Company', jwt)).body.data.name).toBe('Admins Only Co');
  });

  it('refuses a bad profile with one error per field', async () => {
    const { jwt } = await sellerSession(ctx);
    const res = await api(ctx, 'POST', '/api/Company', jwt, { name: '', email: 'not-an-email', phone: 'call me' });
    expect(res.status).toBe(400);
    expect(
      ErrorEnvelope.parse(res.body)
        .errors?.map((e) => e.field)
        .sort(),
    ).toEqual(['email', 'name', 'phone']);
  });
});

describe('plan details', () => {
  it('starts a new company on the free trial with the catalog’s limits and its usage', async () => {
    const { jwt } = await sellerSession(ctx);
    for (const url of ['/api/UserAccount/PlanDetails', '/api/UserAccount/plan']) {
      const details = envelope(PlanDetails).parse((await api(ctx, 'GET', url, jwt)).body).data;
      expect(details).toMatchObject({ planCode: 'WSUltimate', subscriptionStatus: 'trialing', isActive: true });
      const trialDays = (new Date(details.trialEnd ?? 0).getTime() - Date.now()) / 86_400_000;
      expect(trialDays).toBeGreaterThan(13.9);
      expect(trialDays).toBeLessThanOrEqual(14);
      expect(details.planLimits.find((l) => l.limitName === 'Team members')).toEqual({
        limitName: 'Team members',
        maxValue: 5,
        currentValue: 1,
      });
      expect(details.planFeatures.map((f) => f.code)).toContain('wholesale');
    }
  });

  it('shows an ended trial as inactive', async () => {
    const { jwt, organization } = await sellerSession(ctx);
    await api(ctx, 'GET', '/api/Company', jwt);
    await ctx.services.database.db
      .update(companies)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(companies.organizationId, organization.organizationId));
    const details = (await api(ctx, 'GET', '/api/UserAccount/PlanDetails', jwt)).body.data;
    expect(details.isActive).toBe(false);
  });

  it('keeps an active plan through the renewal grace, not past it', async () => {
    const { jwt, organization } = await sellerSession(ctx);
    await api(ctx, 'GET', '/api/Company', jwt);
    const setEnd = (msAgo: number) =>
      ctx.services.database.db
        .update(companies)
        .set({ subscriptionStatus: 'active', planCode: 'OAPro', currentPeriodEnd: new Date(Date.now() - msAgo) })
        .where(eq(companies.organizationId, organization.organizationId));
    await setEnd(3_600_000); // the renewal is still on its way an hour after the period ended
    expect((await api(ctx, 'GET', '/api/Supplier', jwt)).status).toBe(200);
    await setEnd(3 * 86_400_000);
    expect((await api(ctx, 'GET', '/api/Supplier', jwt)).status).toBe(403);
  });
});
