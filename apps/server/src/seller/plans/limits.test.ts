import { envelope, PlanDetails } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_ENV, planStatusBecomes, subscribe } from '../../../test/billing.js';
import { sdk, uniqueEmail } from '../../../test/identity.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identityOrganizations } from '../../identity/schema.js';
import { SIMULATED_EXAMPLES } from '../../market/index.js';
import { companies } from '../company/schema.js';
import { usageEvents } from '../usage/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(BILLING_ENV);
});
afterAll(() => ctx.close());

const limit = (details: PlanDetails, name: string) => details.planLimits.find((l) => l.limitName === name);

describe('plan limits after a downgrade', () => {
  it('keeps what is over the new plan, refuses new additions naming the limit, and shows usage against it', async () => {
    const { jwt, organization } = await sellerSession(ctx);
    // On the trial (WSUltimate): a supplier, a shortlist and one product.
    const supplier = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Trial Supplier' })).body.data;
    expect(supplier.id).toBeTruthy();
    expect((await api(ctx, 'POST', '/api/Shortlist', jwt, { name: 'Trial picks', supplierId: supplier.id })).status).toBe(200);
    const [company] = await ctx.services.database.db
      .select()
      .from(companies)
      .where(eq(companies.organizationId, organization.organizationId));
    expect(company).toBeDefined();

    await subscribe(ctx, jwt, { plan: 'AstroExtension' });
    await planStatusBecomes(ctx, jwt, 'active');
    const details = envelope(PlanDetails).parse((await api(ctx, 'GET', '/api/UserAccount/plan', jwt)).body).data;
    expect(details.planCode).toBe('AstroExtension');
    expect(limit(details, 'Suppliers')).toEqual({ limitName: 'Suppliers', maxValue: 0, currentValue: 1 });
    expect(limit(details, 'Shortlists')).toEqual({ limitName: 'Shortlists', maxValue: 0, currentValue: 1 });

    const moreSuppliers = await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Another' });
    expect(moreSuppliers.status).toBe(409);
    expect(moreSuppliers.body.errors[0]).toMatchObject({
      type: 'plan_limit_reached',
      description: 'Your plan allows 0 suppliers. Upgrade your plan to add more.',
    });
    const moreShortlists = await api(ctx, 'POST', '/api/Shortlist', jwt, { name: 'Second', supplierId: supplier.id });
    expect(moreShortlists.status).toBe(409);
    expect(moreShortlists.body.errors[0]).toMatchObject({
      type: 'plan_limit_reached',
      description: 'Your plan allows 0 shortlists. Upgrade your plan to add more.',
    });
    const kept = await api(ctx, 'GET', '/api/Shortlist', jwt);
    expect(kept.body.data.map((s: { name: string }) => s.name)).toEqual(['Trial picks']);

    // The month's SKU scans used up (3,000 on this plan): adding a product is refused.
    await ctx.services.database.db
      .insert(usageEvents)
      .values({ companyId: company?.id ?? '', kind: 'skus_scanned', quantity: 3_000 });
    const product = await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId: supplier.id,
      identifier: SIMULATED_EXAMPLES.standard,
      identifierType: 0,
    });
    expect(product.status).toBe(409);
    expect(product.body.errors[0]).toMatchObject({
      type: 'plan_limit_reached',
      description: 'Your plan allows 3,000 SKUs scanned a month. Upgrade your plan or wait for next month.',
    });
    const after = envelope(PlanDetails).parse((await api(ctx, 'GET', '/api/UserAccount/PlanDetails', jwt)).body).data;
    expect(limit(after, 'SKUs scanned per month')).toEqual({
      limitName: 'SKUs scanned per month',
      maxValue: 3_000,
      currentValue: 3_000,
    });
  });

  it('refuses an invitation beyond the plan\u2019s team members, counting invited ones', async () => {
    const { jwt, sessionToken } = await sellerSession(ctx);
    await subscribe(ctx, jwt, { plan: 'OAPro' });
    await planStatusBecomes(ctx, jwt, 'active');
    const invite = (email: string) =>
      sdk(ctx, 'POST', '/b2b/magic_links/email/invite', { email_address: email }, { sessionToken });
    expect((await invite(uniqueEmail('second'))).status).toBe(200);
    const third = await invite(uniqueEmail('third'));
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({
      error_type: 'unauthorized_action',
      error_message: 'Your plan allows 2 team members. Upgrade your plan to add more.',
    });
    const details = envelope(PlanDetails).parse((await api(ctx, 'GET', '/api/UserAccount/plan', jwt)).body).data;
    expect(limit(details, 'Team members')).toEqual({ limitName: 'Team members', maxValue: 2, currentValue: 2 });
  });

  it('refuses a sign-up by the organization’s email domain beyond the plan’s team members', async () => {
    const { jwt, organization, admin, sessionToken } = await sellerSession(ctx);
    await subscribe(ctx, jwt, { plan: 'OAPro' });
    await planStatusBecomes(ctx, jwt, 'active');
    // Newcomers of the admin's own domain may join (a verified active member vouches for it).
    const domain = admin.emailAddress.split('@')[1] as string;
    await ctx.services.identity.db
      .update(identityOrganizations)
      .set({ emailJitProvisioning: 'RESTRICTED', emailAllowedDomains: [domain] })
      .where(eq(identityOrganizations.organizationId, organization.organizationId));
    const signUp = (email: string) =>
      sdk(ctx, 'POST', '/b2b/otps/email/login_or_signup', {
        email_address: email,
        organization_id: organization.organizationId,
      });
    // Room for one more: a newcomer of the domain signs up (pending until the address is proven).
    const first = await signUp(uniqueEmail('first', domain));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // Pending members do not count; an invited one does, which fills the plan's two seats.
    expect(
      (await sdk(ctx, 'POST', '/b2b/magic_links/email/invite', { email_address: uniqueEmail('invited') }, { sessionToken }))
        .status,
    ).toBe(200);
    const refused = await signUp(uniqueEmail('second', domain));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error_type: 'unauthorized_action',
      error_message: 'Your plan allows 2 team members. Upgrade your plan to add more.',
    });
  });

  it('counts members created or reactivated through member management against the plan’s team members', async () => {
    const { jwt, sessionToken } = await sellerSession(ctx);
    await subscribe(ctx, jwt, { plan: 'OAPro' });
    await planStatusBecomes(ctx, jwt, 'active');
    const create = (email: string) => sdk(ctx, 'POST', '/b2b/organizations/members', { email_address: email }, { sessionToken });
    const second = await create(uniqueEmail('second'));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const third = await create(uniqueEmail('third'));
    expect(third.status).toBe(403);
    expect(third.body.error_message).toBe('Your plan allows 2 team members. Upgrade your plan to add more.');
    // Deactivating frees the seat; reactivating needs it again.
    const memberId = second.data.member_id as string;
    expect((await sdk(ctx, 'DELETE', `/b2b/organizations/members/${memberId}`, undefined, { sessionToken })).status).toBe(200);
    expect((await create(uniqueEmail('fourth'))).status).toBe(200);
    const reactivated = await sdk(ctx, 'PUT', `/b2b/organizations/members/${memberId}/reactivate`, undefined, { sessionToken });
    expect(reactivated.status).toBe(403);
    expect(reactivated.body.error_type).toBe('unauthorized_action');
  });

  it('lists the catalog with prices, the year cheaper than twelve months', async () => {
    const { jwt } = await sellerSession(ctx);
    const plans = (await api(ctx, 'GET', '/api/Checkout/Plans', jwt)).body.data as {
      planCode: string;
      monthlyPrice: number;
      yearlyPrice: number;
    }[];
    expect(plans.map((p) => p.planCode)).toEqual(['AstroExtension', 'OAPro', 'WSUltimate', 'Enterprise']);
    for (const plan of plans) expect(plan.yearlyPrice).toBeLessThan(plan.monthlyPrice * 12);
  });
});
