import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES } from '../../market/index.js';
import { withTenant } from '../tenancy.js';
import { alignUsageCalendar } from '../usage/calendar.js';
import { usageDays } from '../usage/schema.js';
import { recordUsage, type UsageKind } from '../usage/service.js';
import { monthsBefore, todayIn } from './service.js';

const ZONE = 'America/New_York';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    DASHBOARD_TIME_ZONE: ZONE,
    DASHBOARD_MINUTES_PER_SKU: '6',
    DASHBOARD_MINUTES_PER_FILE: '30',
    DASHBOARD_MINUTES_PER_ORDER: '60',
  });
});
afterAll(() => ctx.close());

const today = () => todayIn(ZONE, new Date());
const thisMonth = () => today().slice(0, 7);

/** The instant a wall-clock time in New York is (Postgres knows the zone's rules). */
async function nyInstant(local: string): Promise<Date> {
  const result = (await ctx.services.database.db.execute(
    sql`select extract(epoch from (${local}::timestamp at time zone ${ZONE}))::float8 as at`,
  )) as unknown as { rows: { at: number }[] };
  return new Date(Number(result.rows[0]?.at) * 1000);
}

async function company(name: string) {
  const { jwt } = await sellerSession(ctx, name);
  const me = await api(ctx, 'GET', '/api/Company', jwt);
  return { jwt, companyId: me.body.data.id as string };
}

/** Usage recorded at a given time, as the product's own code records it (with the rollup). */
async function record(companyId: string, at: Date, kind: UsageKind, quantity: number, amount: number | null = null) {
  await withTenant(ctx.services.database.db, companyId, (db) =>
    recordUsage({ db, companyId, memberId: 'test', isAppFilterOn: true }, kind, quantity, amount, at),
  );
}

async function download(companyId: string, at: Date, cogs: number, revenue: number, profit: number) {
  await record(companyId, at, 'purchase_orders_downloaded', 1, cogs);
  await record(companyId, at, 'projected_revenue_on_orders', 1, revenue);
  await record(companyId, at, 'projected_profit_on_orders', 1, profit);
}

const dashboard = async (jwt: string) => {
  const res = await api(ctx, 'GET', '/Dashboard', jwt);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('GET /Dashboard', () => {
  it('needs a bearer token', async () => {
    expect((await api(ctx, 'GET', '/Dashboard', null)).status).toBe(401);
  });

  it('shows a new company zeros, no ROI and 12 empty months ending with this one', async () => {
    const { jwt } = await company('New Traders');
    const data = await dashboard(jwt);
    expect(data.skusScanned).toEqual({
      value: 0,
      changeLastMonth: 0,
      isChangeLastMonthPositive: true,
      yoYPercent: 0,
      isYoYPositive: true,
    });
    expect(data.projectedRoiOnOrders.percentage).toBeNull();
    expect(data.orders).toHaveLength(12);
    expect(data.orders[11].month).toBe(thisMonth());
    expect(data.orders[0].month).toBe(monthsBefore(thisMonth(), 11));
    expect(data.orders.every((m: { cogsOnOrders: number }) => m.cogsOnOrders === 0)).toBe(true);
    expect(data.timeZone).toBe(ZONE);
    expect(data.asOf).toBe(today());
  });

  it('computes every figure from hand-built usage: month boundaries in the zone, last month, a year ago', async () => {
    const { jwt, companyId } = await company('Formula Traders');
    const month = thisMonth();
    const lastMonth = monthsBefore(month, 1);
    const firstInstant = await nyInstant(`${month}-01 00:00:00`);
    const lastInstantBefore = new Date(firstInstant.getTime() - 1000);
    const lastMonthDays = Number(todayIn(ZONE, lastInstantBefore).slice(8, 10));
    // The last second of last month is in "the same days of last month" only late in a month.
    const boundaryInSpan = Number(today().slice(8, 10)) >= lastMonthDays;

    await record(companyId, firstInstant, 'skus_scanned', 10);
    await record(companyId, firstInstant, 'files_uploaded', 1);
    await download(companyId, firstInstant, 100, 250, 50);
    await record(companyId, lastInstantBefore, 'files_uploaded', 3);
    await download(companyId, lastInstantBefore, 40, 90, 20);
    const lastMonthNoon = await nyInstant(`${lastMonth}-01 12:00:00`);
    await record(companyId, lastMonthNoon, 'skus_scanned', 5);
    await download(companyId, lastMonthNoon, 200, 300, 20);
    await record(companyId, await nyInstant(`${monthsBefore(month, 12)}-01 08:00:00`), 'skus_scanned', 20);
    // 13 months ago is outside every span and row.
    await download(companyId, await nyInstant(`${monthsBefore(month, 13)}-01 08:00:00`), 9999, 9999, 9999);

    const data = await dashboard(jwt);
    expect(data.skusScanned).toEqual({
      value: 10,
      changeLastMonth: 100,
      isChangeLastMonthPositive: true,
      yoYPercent: -50,
      isYoYPositive: false,
    });
    const filesBefore = boundaryInSpan ? 3 : 0;
    expect(data.filesUploaded.value).toBe(1);
    expect(data.filesUploaded.changeLastMonth).toBe(boundaryInSpan ? -66.7 : null);
    expect(data.filesUploaded.isChangeLastMonthPositive).toBe(1 >= filesBefore);
    // No files a year ago and one now: no base for a percentage.
    expect(data.filesUploaded.yoYPercent).toBeNull();
    expect(data.filesUploaded.isYoYPositive).toBe(true);
    // 10 SKUs x 6 min + 1 file x 30 min + 1 order x 60 min = 150 min.
    expect(data.hoursSaved.value).toBe(2.5);
    expect(data.purchaseOrdersDownloaded.value).toBe(1);
    expect(data.cogsOnDownloads.value).toBe(100);
    expect(data.projectedRevenueOnOrders.value).toBe(250);
    expect(data.projectedProfitOnOrders.value).toBe(50);
    // ROI is a percentage (50 / 100); its changes are percentage points against last month's span.
    const lastRoi = boundaryInSpan ? (40 / 240) * 100 : 10;
    expect(data.projectedRoiOnOrders.percentage).toBe(50);
    expect(data.projectedRoiOnOrders.changeLastMonth).toBeCloseTo(50 - lastRoi, 0);
    expect(data.projectedRoiOnOrders.isChangeLastMonthPositive).toBe(true);
    expect(data.projectedRoiOnOrders.yoYPercent).toBeNull();

    const row = (m: string) => data.orders.find((o: { month: string }) => o.month === m);
    expect(row(month)).toMatchObject({
      cogsOnOrders: 100,
      projectedRevenueOnOrders: 250,
      projectedProfitOnOrders: 50,
      projectedRoiOnOrders: 50,
    });
    // Both of last month's downloads, the one a second before this month began included.
    expect(row(lastMonth)).toMatchObject({ cogsOnOrders: 240, projectedRevenueOnOrders: 390, projectedProfitOnOrders: 40 });
    expect(row(lastMonth).projectedRoiOnOrders).toBeCloseTo(16.7, 1);
    expect(row(lastMonth).monthName).toBe(
      new Date(`${lastMonth}-15T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
    );
    expect(data.orders.reduce((sum: number, o: { cogsOnOrders: number }) => sum + o.cogsOnOrders, 0)).toBe(340);
  });

  it('never counts another company', async () => {
    const mine = await company('Isolated Traders');
    const other = await company('Busy Neighbours');
    const now = new Date();
    await record(mine.companyId, now, 'skus_scanned', 7);
    await record(other.companyId, now, 'skus_scanned', 5000);
    await download(other.companyId, now, 1000, 2000, 500);
    const data = await dashboard(mine.jwt);
    expect(data.skusScanned.value).toBe(7);
    expect(data.cogsOnDownloads.value).toBe(0);
    expect(data.orders[11].cogsOnOrders).toBe(0);
    expect((await dashboard(other.jwt)).skusScanned.value).toBe(5000);
    // The second wall: row-level security shows a tenant only its own days, with no filter at all,
    // and refuses to write a day for another company.
    const seen = await withTenant(ctx.services.database.db, mine.companyId, (db) =>
      db.select({ companyId: usageDays.companyId }).from(usageDays),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((d) => d.companyId))).toEqual(new Set([mine.companyId]));
    await expect(
      withTenant(ctx.services.database.db, mine.companyId, (db) =>
        db.insert(usageDays).values({ companyId: other.companyId, day: '2026-01-01', kind: 'skus_scanned', quantity: 1 }),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
  });

  it('counts shortlists and shortlisted products as the seller makes them', async () => {
    const { jwt } = await company('Shortlist Traders');
    const supplier = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Dash Foods' })).body.data;
    const product = (
      await api(ctx, 'POST', '/api/Product', jwt, {
        supplierId: supplier.id,
        identifier: SIMULATED_EXAMPLES.standard,
        identifierType: 0,
        cost: 12,
        quantityPack: 1,
      })
    ).body.data.product;
    const shortlist = (await api(ctx, 'POST', '/api/Shortlist', jwt, { name: 'Spring', supplierId: supplier.id })).body.data;
    expect(shortlist.id).toBeTruthy();
    for (let i = 0; i < 2; i++) {
      const added = await api(ctx, 'POST', `/api/Shortlist/${shortlist.id}/item`, jwt, { productId: product.id, quantity: 2 });
      expect(added.status).toBe(200);
    }
    const data = await dashboard(jwt);
    expect(data.skusScanned.value).toBe(1);
    expect(data.shortlists.value).toBe(1);
    // The same product added twice is one shortlisted ASIN.
    expect(data.shortlistedAsins.value).toBe(1);
    expect(data.shortlists.changeLastMonth).toBeNull();
  });

  it('rebuilds the days when the zone changes', async () => {
    const { companyId } = await company('Zone Traders');
    const lastMonth = monthsBefore(thisMonth(), 1);
    // 23:30 in New York on the 10th is 03:30 or 04:30 UTC on the 11th.
    await record(companyId, await nyInstant(`${lastMonth}-10 23:30:00`), 'files_uploaded', 2);
    const days = async () =>
      (
        await ctx.services.database.db
          .select({ day: usageDays.day, quantity: usageDays.quantity })
          .from(usageDays)
          .where(and(eq(usageDays.companyId, companyId), eq(usageDays.kind, 'files_uploaded')))
      ).map((d) => [d.day, d.quantity]);
    expect(await days()).toEqual([[`${lastMonth}-10`, 2]]);
    expect(await alignUsageCalendar(ctx.services.database.db, 'UTC')).toBe(true);
    expect(await days()).toEqual([[`${lastMonth}-11`, 2]]);
    expect(await alignUsageCalendar(ctx.services.database.db, 'UTC')).toBe(false);
    expect(await alignUsageCalendar(ctx.services.database.db, ZONE)).toBe(true);
    expect(await days()).toEqual([[`${lastMonth}-10`, 2]]);
  });
});
