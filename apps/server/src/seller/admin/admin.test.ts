import {
  AdminAuditEntry,
  AdminCustomerPage,
  AdminUserDetail,
  AdminUserSummary,
  envelope,
  listEnvelope,
  PaymentMethod,
  Subscription,
  SubscriptionValidation,
  UpcomingInvoice,
} from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BILLING_ENV, planStatusBecomes, subscribe, webhooksDelivered } from '../../../test/billing.js';
import { logIn, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { companies } from '../company/schema.js';
import { PLATFORM_ADMIN_ROLE } from './access.js';

const EMAIL_ADMIN = uniqueEmail('ops', 'operators.example');
let ctx: TestContext;
let operator: string;
let byEmail: string;
let roleElsewhere: string;
let plainOperatorMember: string;
let orgAdmin: Awaited<ReturnType<typeof sellerSession>>;

beforeAll(async () => {
  ctx = await createTestApp({ ...BILLING_ENV, ADMIN_EMAILS: ` ${EMAIL_ADMIN.toUpperCase()} ,someone@else.example` });
  const { organization } = await seedOrganization(ctx, { name: 'ShelfScope Operators', slug: 'shelfscope-operators' });
  const admin = await seedMember(ctx, organization.organizationId, { roles: [PLATFORM_ADMIN_ROLE] });
  operator = (await logIn(ctx, admin.emailAddress, organization.organizationId)).sessionJwt;
  const plain = await seedMember(ctx, organization.organizationId);
  plainOperatorMember = (await logIn(ctx, plain.emailAddress, organization.organizationId)).sessionJwt;
  const other = await seedOrganization(ctx, { name: 'Elsewhere', adminEmail: EMAIL_ADMIN });
  byEmail = (await logIn(ctx, EMAIL_ADMIN, other.organization.organizationId)).sessionJwt;
  const pretender = await seedMember(ctx, other.organization.organizationId, { roles: [PLATFORM_ADMIN_ROLE] });
  roleElsewhere = (await logIn(ctx, pretender.emailAddress, other.organization.organizationId)).sessionJwt;
  orgAdmin = await sellerSession(ctx, 'Harbor Traders');
});
afterAll(() => ctx.close());

const ADMIN_ROUTES = [
  '/api/admin/Users?search=a',
  '/api/admin/Users/member-test-00000000',
  '/api/admin/Users/stripe-customers?limit=2',
  '/api/admin/Users/payment-methods?customerId=cus_x',
  '/api/admin/Users/subscriptions?customerId=cus_x',
  '/api/admin/Users/next-invoice?customerId=cus_x',
  '/api/admin/Users/stripe-customerId?userId=member-x',
  '/api/admin/Utility/subscription-validation?shouldSelfHeal=true',
  '/api/admin/AuditLog',
];

/** A seller paying OAPro monthly, webhooks applied. */
async function payingSeller(name: string) {
  const seller = await sellerSession(ctx, name);
  await subscribe(ctx, seller.jwt, { plan: 'OAPro' });
  await planStatusBecomes(ctx, seller.jwt, 'active');
  // Every event of the checkout applied: a late one would undo what a test changes next.
  await webhooksDelivered(ctx);
  return seller;
}

describe('who is a platform admin', () => {
  it('tells the web app, and counts the operator role and ADMIN_EMAILS only', async () => {
    const access = async (jwt: string) => (await api(ctx, 'GET', '/api/UserAccount/admin-access', jwt)).body.data.isAdmin;
    expect(await access(operator)).toBe(true);
    expect(await access(byEmail)).toBe(true);
    expect(await access(orgAdmin.jwt)).toBe(false);
    expect(await access(plainOperatorMember)).toBe(false);
    expect(await access(roleElsewhere)).toBe(false);
  });

  it('answers 403 admin_only on every admin route to an organization admin and other non-admins', async () => {
    for (const jwt of [orgAdmin.jwt, plainOperatorMember, roleElsewhere]) {
      for (const url of ADMIN_ROUTES) {
        const res = await api(ctx, 'GET', url, jwt);
        expect(res.status, url).toBe(403);
        expect(res.body.errors[0]).toMatchObject({ type: 'admin_only' });
        expect(res.body.data).toBeNull();
      }
    }
    for (const url of ADMIN_ROUTES) expect((await api(ctx, 'GET', url, null)).status, url).toBe(401);
  });

  it('records the denied attempts in the audit log', async () => {
    const seller = await sellerSession(ctx, 'Curious Co');
    expect((await api(ctx, 'GET', '/api/admin/Users/stripe-customers', seller.jwt)).status).toBe(403);
    const log = listEnvelope(AdminAuditEntry).parse((await api(ctx, 'GET', '/api/admin/AuditLog?pageSize=500', operator)).body);
    const denied = log.data.filter((e) => e.memberId === seller.admin.memberId);
    expect(denied).toHaveLength(1);
    expect(denied[0]).toMatchObject({
      outcome: 'denied',
      statusCode: 403,
      email: seller.admin.emailAddress,
      action: 'GET /api/admin/Users/stripe-customers',
    });
  });

  it('records a denied attempt whose query holds text PostgreSQL cannot store, and still answers 403 in the envelope', async () => {
    const seller = await sellerSession(ctx, 'Nul Co');
    const res = await api(ctx, 'GET', '/api/admin/Users/stripe-customerId?userId=a%00b&x%00=1', seller.jwt);
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toMatchObject({ type: 'admin_only' });
    const log = listEnvelope(AdminAuditEntry).parse((await api(ctx, 'GET', '/api/admin/AuditLog?pageSize=500', operator)).body);
    expect(log.data.find((e) => e.memberId === seller.admin.memberId)).toMatchObject({ outcome: 'denied', target: 'ab' });
  });

  it('lets an ADMIN_EMAILS admin in', async () => {
    expect((await api(ctx, 'GET', '/api/admin/AuditLog', byEmail)).status).toBe(200);
  });
});

describe('looking a user up', () => {
  it('finds users by email, name, organization and customer id, with paging', async () => {
    const seller = await payingSeller('Lookup Lumber');
    const customerId = (await api(ctx, 'GET', '/api/Stripe/GetCustomerId', seller.jwt)).body.data.customerId;
    expect(customerId).toMatch(/^cus_/);
    const search = async (text: string, extra = '') => {
      const res = await api(ctx, 'GET', `/api/admin/Users?search=${encodeURIComponent(text)}${extra}`, operator);
      expect(res.status).toBe(200);
      return listEnvelope(AdminUserSummary).parse(res.body);
    };
    for (const text of [seller.admin.emailAddress.toUpperCase(), 'lookup lum', customerId]) {
      const found = await search(text);
      expect(found.data.map((u) => u.userId)).toEqual([seller.admin.memberId]);
      expect(found.data[0]).toMatchObject({
        organizationName: 'Lookup Lumber',
        planCode: 'OAPro',
        subscriptionStatus: 'active',
        customerId,
      });
    }
    expect((await search('100%_')).totalItems).toBe(0);
    const all = await search('', '&pageSize=2');
    expect(all.totalItems).toBeGreaterThan(2);
    expect(all.data).toHaveLength(2);
    const second = await search('', '&pageSize=2&page=2');
    expect(second.data).toHaveLength(2);
    expect(second.data[0]?.userId).not.toBe(all.data[0]?.userId);
    expect((await api(ctx, 'GET', '/api/admin/Users?pageSize=501', operator)).status).toBe(400);
  });

  it("shows a user's member, organization, company, plan, status and usage", async () => {
    const seller = await payingSeller('Detail Depot');
    await api(ctx, 'POST', '/api/Supplier', seller.jwt, { name: 'Acme Supply' });
    const res = await api(ctx, 'GET', `/api/admin/Users/${seller.admin.memberId}`, operator);
    expect(res.status).toBe(200);
    const user = envelope(AdminUserDetail).parse(res.body).data;
    expect(user.member).toMatchObject({
      userId: seller.admin.memberId,
      email: seller.admin.emailAddress,
      roles: ['stytch_admin'],
    });
    expect(user.organization).toMatchObject({ organizationId: seller.organization.organizationId, name: 'Detail Depot' });
    expect(user.company?.name).toBe('Detail Depot');
    expect(user.plan).toMatchObject({ planCode: 'OAPro', subscriptionStatus: 'active', isActive: true });
    expect(user.plan?.planLimits.find((l) => l.limitName === 'Suppliers')?.currentValue).toBe(1);
    expect(user.customerId).toMatch(/^cus_/);
    expect(user.provider).toBe('local');
    expect((await api(ctx, 'GET', '/api/admin/Users/member-test-nobody', operator)).status).toBe(404);
  });
});

describe('payment data by customer id or user', () => {
  it('answers cards (brand and last four), subscriptions, next invoice and the customer id', async () => {
    const seller = await payingSeller('Card Corner');
    const userId = seller.admin.memberId;
    const idRes = await api(ctx, 'GET', `/api/admin/Users/stripe-customerId?userId=${userId}`, operator);
    expect(idRes.body.data).toMatchObject({ provider: 'local', customerId: expect.stringMatching(/^cus_/) });
    const customerId: string = idRes.body.data.customerId;
    for (const query of [`customerId=${customerId}`, `userId=${userId}`, `customerId=${customerId}&userId=${userId}`]) {
      const cards = envelope(z.array(PaymentMethod)).parse(
        (await api(ctx, 'GET', `/api/admin/Users/payment-methods?${query}`, operator)).body,
      ).data;
      expect(cards).toHaveLength(1);
      expect(cards[0]).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true });
      const subs = envelope(z.array(Subscription)).parse(
        (await api(ctx, 'GET', `/api/admin/Users/subscriptions?${query}`, operator)).body,
      ).data;
      expect(subs).toHaveLength(1);
      expect(subs[0]).toMatchObject({ planType: 'OAPro', status: 'active' });
      const invoice = envelope(UpcomingInvoice.nullable()).parse(
        (await api(ctx, 'GET', `/api/admin/Users/next-invoice?${query}`, operator)).body,
      ).data;
      expect(invoice).toMatchObject({ amount: 4900, planCode: 'OAPro' });
    }
    const other = await sellerSession(ctx, 'No Customer Yet');
    const none = await api(ctx, 'GET', `/api/admin/Users/stripe-customerId?userId=${other.admin.memberId}`, operator);
    expect(none.body.data.customerId).toBeNull();
    // A user's name must not open another customer's data.
    const mismatch = await api(ctx, 'GET', `/api/admin/Users/payment-methods?customerId=cus_other&userId=${userId}`, operator);
    expect(mismatch.status).toBe(404);
    expect((await api(ctx, 'GET', `/api/admin/Users/subscriptions?userId=${other.admin.memberId}`, operator)).status).toBe(404);
    expect((await api(ctx, 'GET', '/api/admin/Users/next-invoice', operator)).status).toBe(400);
  });
});

describe('the customer list', () => {
  it('pages with limit, startingAfter and endingBefore as Stripe does, newest first or turned around', async () => {
    for (const name of ['Paging One', 'Paging Two', 'Paging Three']) {
      const seller = await sellerSession(ctx, name);
      // Opening a checkout creates the provider customer.
      expect((await api(ctx, 'GET', '/api/Checkout/GetCheckoutSessionUrl?plan=OAPro', seller.jwt)).status).toBe(200);
    }
    const list = async (query: string) => {
      const res = await api(ctx, 'GET', `/api/admin/Users/stripe-customers?${query}`, operator);
      expect(res.status, query).toBe(200);
      return envelope(AdminCustomerPage).parse(res.body).data;
    };
    const everyone = await list('limit=100');
    expect(everyone.hasMore).toBe(false);
    // Three paying sellers above and these three.
    expect(everyone.data.length).toBeGreaterThanOrEqual(6);
    expect(everyone.data[0]?.companyName).toBe('Paging Three');
    const ids = everyone.data.map((c) => c.customerId);
    const walked: string[] = [];
    let page = await list('limit=2');
    walked.push(...page.data.map((c) => c.customerId));
    while (page.hasMore) {
      page = await list(`limit=2&startingAfter=${walked.at(-1)}`);
      walked.push(...page.data.map((c) => c.customerId));
    }
    expect(walked).toEqual(ids);
    const back = await list(`limit=2&endingBefore=${ids[3]}`);
    expect(back.data.map((c) => c.customerId)).toEqual(ids.slice(1, 3));
    const ascending = await list('limit=2&descending=false');
    expect(ascending.data.map((c) => c.customerId)).toEqual(ids.slice(0, 2).reverse());
    expect((await api(ctx, 'GET', '/api/admin/Users/stripe-customers?startingAfter=cus_nobody', operator)).status).toBe(404);
    expect((await api(ctx, 'GET', '/api/admin/Users/stripe-customers?limit=0', operator)).status).toBe(400);
  });
});

describe('subscription validation', () => {
  it('lists a diverged company, repairs it on self-heal, and audits what it changed', async () => {
    const seller = await payingSeller('Drift Goods');
    const where = eq(companies.organizationId, seller.organization.organizationId);
    const db = ctx.services.database.db;
    await db.update(companies).set({ planCode: 'AstroExtension', subscriptionStatus: 'canceled' }).where(where);
    const validate = async (heal: boolean) => {
      const res = await api(ctx, 'GET', `/api/admin/Utility/subscription-validation?shouldSelfHeal=${heal}`, operator);
      expect(res.status).toBe(200);
      return envelope(SubscriptionValidation).parse(res.body).data;
    };
    const report = await validate(false);
    expect(report.checked).toBeGreaterThan(0);
    const mine = report.differences.find((d) => d.companyName === 'Drift Goods');
    expect(mine).toMatchObject({
      local: { planCode: 'AstroExtension', subscriptionStatus: 'canceled' },
      provider: { planCode: 'OAPro', subscriptionStatus: 'active' },
      after: null,
      repaired: false,
    });
    expect((await db.select().from(companies).where(where))[0]?.planCode).toBe('AstroExtension');
    const healed = await validate(true);
    expect(healed.differences.find((d) => d.companyName === 'Drift Goods')).toMatchObject({
      after: { planCode: 'OAPro', subscriptionStatus: 'active' },
      repaired: true,
    });
    expect(await db.select().from(companies).where(where)).toMatchObject([{ planCode: 'OAPro', subscriptionStatus: 'active' }]);
    expect((await validate(false)).differences.find((d) => d.companyName === 'Drift Goods')).toBeUndefined();
    expect((await api(ctx, 'GET', '/api/Supplier', seller.jwt)).status).toBe(200);

    const log = listEnvelope(AdminAuditEntry).parse((await api(ctx, 'GET', '/api/admin/AuditLog?pageSize=500', operator)).body);
    const heal = log.data.find((e) => e.action === 'GET /api/admin/Utility/subscription-validation' && e.detail?.selfHeal);
    expect(heal?.outcome).toBe('allowed');
    expect(JSON.stringify(heal?.detail?.selfHeal)).toContain('"planCode":"AstroExtension"');
    expect((await api(ctx, 'GET', '/api/admin/Utility/subscription-validation?shouldSelfHeal=maybe', operator)).status).toBe(400);
  });
});

describe('the audit log', () => {
  it('records every admin read with who, what and when, newest first', async () => {
    const before = Date.now();
    await api(ctx, 'GET', `/api/admin/Users/${orgAdmin.admin.memberId}`, operator);
    const res = await api(ctx, 'GET', '/api/admin/AuditLog?pageSize=5', operator);
    const log = listEnvelope(AdminAuditEntry).parse(res.body);
    expect(log.data.length).toBeGreaterThan(0);
    const read = log.data.find((e) => e.action === 'GET /api/admin/Users/:userId' && e.target === orgAdmin.admin.memberId);
    expect(read).toMatchObject({ outcome: 'allowed', statusCode: 200 });
    // The member read is named, not only its id (the id stays in `target`).
    expect(read?.about).toContain(orgAdmin.admin.emailAddress);
    expect(read?.about).not.toContain(orgAdmin.admin.memberId);
    expect(Date.parse(read?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const times = log.data.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
