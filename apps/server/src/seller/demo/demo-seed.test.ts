import { Category, envelope, LookupEntry, listEnvelope, Supplier, TeamActivity, Watch } from '@shelfscope/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sdk } from '../../../test/identity.js';
import { api } from '../../../test/seller.js';
import { createTestApp, eventually, silentLogger, type TestContext } from '../../../test/test-app.js';
import { DEMO_MEMBER, DEMO_ORGANIZATION } from '../../identity/demo-seed.js';
import { seedDemoData } from '../../seed/seed.js';
import { localBillingInvoices } from '../billing/local/schema.js';
import { products } from '../products/schema.js';
import { demoTenant } from './demo-seed.js';
import { DEMO_VA } from './demo-team.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The demo member signed in with their password: the session JWT. */
async function demoJwt(): Promise<string> {
  const found = await sdk(ctx, 'POST', '/b2b/organizations/search', { organization_slug: DEMO_ORGANIZATION.slug });
  const login = await sdk(ctx, 'POST', '/b2b/passwords/authenticate', {
    organization_id: found.data.organization.organization_id,
    email_address: DEMO_MEMBER.email,
    password: DEMO_MEMBER.password,
    session_duration_minutes: 60,
  });
  return login.data.session_jwt as string;
}

describe('seller demo data', () => {
  it('gives the demo member a company with categories and suppliers, once', async () => {
    const ran = await seedDemoData(ctx.services, silentLogger);
    expect(ran).toEqual(
      expect.arrayContaining([
        'identity-demo-organization',
        'seller-demo-suppliers',
        'seller-demo-products',
        'seller-demo-orders',
        'seller-demo-upload',
        'seller-demo-price-changes',
        'seller-demo-dashboard',
        'seller-demo-billing',
        'seller-demo-marketplaces',
        'seller-demo-seller-account',
        'seller-demo-watches',
      ]),
    );
    expect(await seedDemoData(ctx.services, silentLogger)).toEqual([]);

    const jwt = await demoJwt();
    // The demo member watches two products and a shortlist without a rule (docs/alerts.md).
    const watching = z.array(Watch).parse((await api(ctx, 'GET', '/api/Watch', jwt)).body.data);
    expect(watching.map((w) => w.kind).sort()).toEqual(['product', 'product', 'shortlist']);
    expect(watching.every((w) => w.name !== null && w.products >= 1)).toBe(true);
    const everySupplier = listEnvelope(Supplier).parse((await api(ctx, 'GET', '/api/Supplier', jwt)).body);
    expect(everySupplier.totalItems).toBe(6);
    // Beyond amazon.com: a UK wholesaler in pounds and a German one in euros, analysed with VAT
    // for a VAT-registered company.
    const abroad = everySupplier.data.filter((s) => s.marketplace !== 'US');
    expect(abroad.map((s) => [s.name, s.marketplace, s.currency]).sort()).toEqual([
      ['Pennine Wholesale Ltd', 'UK', 'GBP'],
      ['Rheinland Großhandel GmbH', 'DE', 'EUR'],
    ]);
    for (const supplier of abroad) {
      const listed = (await api(ctx, 'GET', `/api/Product?supplierId=${supplier.id}&pageSize=50`, jwt)).body.data as {
        currency: string;
        vatRate: number | null;
        vatRegistered: boolean;
        profitLoss: number | null;
      }[];
      expect(listed.length, supplier.name).toBeGreaterThanOrEqual(3);
      expect(listed.every((p) => p.currency === supplier.currency && (p.vatRate ?? 0) > 0 && p.vatRegistered)).toBe(true);
      expect(listed.filter((p) => (p.profitLoss ?? 0) > 0).length, supplier.name).toBeGreaterThanOrEqual(2);
    }
    const suppliers = { ...everySupplier, data: everySupplier.data.filter((s) => s.marketplace === 'US') };
    expect(suppliers.data.find((s) => s.name === 'Harbor Wholesale Foods')?.categories.map((c) => c.name)).toEqual(['Grocery']);
    const categories = listEnvelope(Category).parse((await api(ctx, 'GET', '/api/Category', jwt)).body).data;
    expect(categories.find((c) => c.name === 'Health & Household')?.suppliersCount).toBe(1);
    // Each supplier sells one kind of goods, in cases with its item numbers: mostly good buys,
    // one loser and one product with an alert.
    const departments: Record<string, string> = {
      'Harbor Wholesale Foods': 'Grocery & Gourmet Food',
      'Midwest Toy Distributors': 'Toys & Games',
      'Sunbelt Home Supply': 'Home & Kitchen',
      'Atlantic Health Brands': 'Health & Household',
    };
    let alerts = 0;
    for (const supplier of suppliers.data) {
      expect(supplier.productsCount, supplier.name).toBe(6);
      const listed = (await api(ctx, 'GET', `/api/Product?supplierId=${supplier.id}&pageSize=50`, jwt)).body.data as {
        category: string | null;
        profitLoss: number | null;
        itemNumber: string | null;
        quantityPack: number;
        hasAlert: boolean;
        title: string | null;
      }[];
      expect(listed.every((p) => p.category === departments[supplier.name] && p.title && p.itemNumber)).toBe(true);
      const profitable = listed.filter((p) => (p.profitLoss ?? 0) > 0).length;
      expect(profitable, supplier.name).toBeGreaterThanOrEqual(4);
      expect(profitable, supplier.name).toBeLessThan(6);
      expect(listed.some((p) => p.quantityPack > 1)).toBe(true);
      alerts += listed.filter((p) => p.hasAlert).length;
    }
    expect(alerts).toBeGreaterThan(0);
    const company = envelope(z.object({ name: z.string(), taxId: z.string().nullable() })).parse(
      (await api(ctx, 'GET', '/api/Company', jwt)).body,
    );
    expect(company.data).toEqual({ name: DEMO_ORGANIZATION.name, taxId: '91-1234567' });

    // A shortlist per two suppliers, with packs to buy, and an order made from each.
    const shortlists = (await api(ctx, 'GET', '/api/Shortlist', jwt)).body.data as { id: string; name: string }[];
    expect(shortlists.map((s) => s.name).sort()).toEqual(['Harbor restock', 'Holiday toys']);
    const harbor = shortlists.find((s) => s.name === 'Harbor restock');
    const summary = (await api(ctx, 'GET', `/api/Shortlist/${harbor?.id}/summary`, jwt)).body.data;
    expect(summary.shortlistItemsCount).toBe(4);
    // Quantities are listing units (packs x items per pack); a multipack listing needs more packs.
    expect(summary.supplierUnits).toBeGreaterThanOrEqual(3 + 2 + 4 + 1);
    // A shortlist that makes money.
    expect(summary.profit).toBeGreaterThan(0);
    const orders = (await api(ctx, 'GET', '/api/PurchaseOrder?pageSize=100', jwt)).body.data as {
      supplierName: string;
      status: number;
      invoiceNumber: string | null;
      orderNumber: string | null;
      placementDate: string | null;
      purchaseOrderItems?: unknown[];
    }[];
    // Every order has its number, once.
    expect(orders.every((o) => /^PO-\d{4}-\d{4}$/.test(o.orderNumber ?? ''))).toBe(true);
    expect(new Set(orders.map((o) => o.orderNumber)).size).toBe(orders.length);
    const current = orders.filter((o) => !o.invoiceNumber?.startsWith('INV-'));
    expect(current.map((o) => [o.supplierName, o.status, o.invoiceNumber]).sort()).toEqual([
      ['Harbor Wholesale Foods', 1, 'HWF-2026-0412'],
      ['Midwest Toy Distributors', 0, null],
    ]);

    // One price list uploaded and finished, its report with every kind of outcome.
    const finishedList = (fileName: string) =>
      eventually(async () => {
        const list = (await api(ctx, 'GET', '/api/Upload', jwt)).body.data as { id: string; status: string; fileName: string }[];
        const found = list.find((u) => u.fileName === fileName);
        return found?.status === 'done' ? found : null;
      }, 30_000);
    const upload = await finishedList('sunbelt-spring-price-list.csv');
    expect((await api(ctx, 'GET', `/api/Upload/${upload.id}`, jwt)).body.data).toMatchObject({
      fileName: 'sunbelt-spring-price-list.csv',
      matched: 6,
      candidates: 1,
      unmatched: 1,
      failed: 1,
    });

    // The supplier's next list, compared with the spring one: every kind of change shows.
    const summer = await finishedList('sunbelt-summer-price-list.csv');
    const changes = (await api(ctx, 'GET', `/api/Upload/${summer.id}`, jwt)).body.data.changes;
    expect(changes).toMatchObject({ previousFileName: 'sunbelt-spring-price-list.csv' });
    expect(changes.counts).toMatchObject({ new: 1, dropped: 1, packChanged: 1, itemNumberChanged: 1, nowProfitable: 1 });
    expect(changes.counts.cheaper).toBeGreaterThanOrEqual(2);
    expect(changes.counts.noLongerProfitable).toBe(1);

    // A believable year: received orders in every past month, and usage this month.
    const past = orders.filter((o) => o.invoiceNumber?.startsWith('INV-'));
    expect(past.length).toBeGreaterThanOrEqual(12);
    expect(past.every((o) => o.status === 4)).toBe(true);
    const dashboard = (await api(ctx, 'GET', '/Dashboard', jwt)).body.data;
    expect(dashboard.orders).toHaveLength(12);
    const months = dashboard.orders.slice(0, 11) as { cogsOnOrders: number; projectedRevenueOnOrders: number }[];
    expect(months.every((m) => m.cogsOnOrders > 0 && m.projectedRevenueOnOrders > m.cogsOnOrders)).toBe(true);
    // Orders of different goods return differently: not one ROI every month.
    const rois = (dashboard.orders as { projectedRoiOnOrders: number | null }[]).map((m) => m.projectedRoiOnOrders);
    expect(new Set(rois.filter((r) => r !== null)).size).toBeGreaterThan(6);
    expect(dashboard.skusScanned.value).toBeGreaterThan(0);
    expect(dashboard.hoursSaved.value).toBeGreaterThan(0);
    expect(dashboard.skusScanned.yoYPercent).not.toBeNull();
    // An active subscription on the local provider, with a card and two paid invoices.
    const subscription = (await api(ctx, 'GET', '/api/Customer/GetCurrentSubscription', jwt)).body.data;
    expect(subscription).toMatchObject({ planType: 'WSUltimate', status: 'active', billingFrequency: 0, amount: 12_900 });
    expect(new Date(subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    expect((await api(ctx, 'GET', '/api/UserAccount/plan', jwt)).body.data).toMatchObject({
      subscriptionStatus: 'active',
      isActive: true,
    });
    const cards = (await api(ctx, 'GET', '/api/Customer/GetPaymentMethods', jwt)).body.data;
    expect(cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true })]);
    const invoices = await ctx.services.database.db
      .select()
      .from(localBillingInvoices)
      .where(eq(localBillingInvoices.subscriptionId, subscription.subscriptionId));
    expect(invoices.map((i) => [i.status, i.amount])).toEqual([
      ['paid', 12_900],
      ['paid', 12_900],
    ]);
    // The simulated Amazon seller account is connected, and its checks of the products end.
    const account = (await api(ctx, 'GET', '/api/SellerAccount', jwt)).body.data;
    expect(account).toMatchObject({ connected: true, mode: 'simulated' });
    expect(account.accounts[0]).toMatchObject({ region: 'NA', marketplaces: ['US', 'CA', 'MX'] });
    const demo = await demoTenant(ctx.services);
    const onUs = and(eq(products.companyId, demo?.companyId ?? ''), eq(products.marketplace, 'US'));
    const answers = await eventually(async () => {
      const rows = await ctx.services.database.db.select({ eligibility: products.eligibility }).from(products).where(onUs);
      return rows.length > 0 && rows.every((r) => r.eligibility !== null) ? rows : null;
    }, 60_000);
    expect(answers.some((r) => r.eligibility === 'approval_required')).toBe(true);
    expect(answers.some((r) => r.eligibility === 'allowed')).toBe(true);
  }, 150_000); // the whole demo seed, and the upload and checks it queues, on a possibly loaded machine

  it("shows the demo team's activity on the dashboard's team view", async () => {
    await seedDemoData(ctx.services, silentLogger); // done by the test above: nothing more
    const jwt = await demoJwt();
    const team = envelope(TeamActivity).parse((await api(ctx, 'GET', '/api/Dashboard/team', jwt)).body).data;
    const admin = team.members.find((m) => m.member?.includes(DEMO_MEMBER.email));
    const va = team.members.find((m) => m.member?.includes(DEMO_VA.email));
    // The admin's year of lookups and the price lists; the VA looked up their finds and proposed them.
    expect(admin?.totals.lookups).toBeGreaterThan(0);
    expect(admin?.totals.uploads).toBeGreaterThan(0);
    expect(va?.totals.proposals).toBeGreaterThan(0);
    expect(va?.totals.lookups).toBe(va?.totals.proposals);
    const history = listEnvelope(LookupEntry).parse(
      (await api(ctx, 'GET', `/api/Dashboard/team/lookups?memberId=${va?.memberId}`, jwt)).body,
    );
    expect(history.totalItems).toBe(va?.totals.lookups);
    expect(history.data.every((e) => e.title && e.profit !== null && e.profit > 0)).toBe(true);
  }, 150_000);
});
