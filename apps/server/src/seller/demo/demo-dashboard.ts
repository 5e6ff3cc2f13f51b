import { and, asc, between, count, eq, sql } from 'drizzle-orm';
import type { SeedStep } from '../../seed/seed.js';
import { companies } from '../company/schema.js';
import { todayIn } from '../dashboard/service.js';
import { products } from '../products/schema.js';
import { orderProjection } from '../purchase-orders/projection.js';
import { purchaseOrders } from '../purchase-orders/schema.js';
import { addOrderItem, createOrder, orderItems, updateOrder } from '../purchase-orders/service.js';
import { slimSuppliers } from '../suppliers/service.js';
import { type Tenant, withTenant } from '../tenancy.js';
import { recordOrderUsage, recordUsage, type UsageKind, usageCalendar } from '../usage/service.js';
import { demoTenant } from './demo-seed.js';

/** A small deterministic wobble (no Math.random: every demo database shows the same year). */
const noise = (n: number) => (((Math.sin(n * 12.9898) * 43758.5453) % 1) + 1) % 1;
const wobble = (n: number) => 0.8 + noise(n) * 0.4;

/**
 * Noon UTC on a day of the month `back` months before today's (day clipped to the month), or
 * `today` itself if that is earlier: nothing is dated after it.
 */
function dayOf(back: number, day: number, today: Date): Date {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1, 12));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Math.min(first.getTime() + (Math.min(day, last) - 1) * 86_400_000, today.getTime()));
}

/**
 * A believable year on the demo company's dashboard: 13 months of usage (scans, price lists,
 * shortlists) growing with the season, and one or two purchase orders a month from the demo
 * suppliers' products, received and downloaded, whose cost of goods and projected revenue and
 * profit are the orders' real projections. Recorded through recordUsage (so the rollup is kept),
 * dated in the past; nothing lands after today. One transaction; runs once (seed_runs).
 */
export const sellerDemoDashboardStep: SeedStep = {
  name: 'seller-demo-dashboard',
  async run(services) {
    const tenant = await demoTenant(services);
    if (!tenant) return;
    usageCalendar.configure(services.config.dashboard.timeZone);
    const now = new Date();
    const today = Number(todayIn('UTC', now).slice(8, 10));
    await withTenant(services.database.db, tenant.companyId, async (db) => {
      const scoped: Tenant = { ...tenant, db };
      const orderable = await orderableProducts(scoped, await slimSuppliers(scoped));
      for (let back = 12; back >= 0; back--) {
        // Busier towards the holidays and as the business grows over the year.
        const season = 1 + 0.5 * Math.max(0, Math.cos(((dayOf(back, 1, now).getUTCMonth() - 10) / 12) * 2 * Math.PI));
        const growth = 1 + (12 - back) * 0.06;
        // Past months over all their days; this month over its days so far, at the same daily rate.
        const length = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 0)).getUTCDate();
        const days = back === 0 ? Math.max(1, today) : length;
        // Every month's first point is on its 1st: the dashboard compares this month so far with
        // the same days of last month and of a year ago, so on the 1st those spans are one day,
        // and the demo said "new" for every comparison then.
        const spread = async (kind: UsageKind, total: number) => {
          const times = Math.min(days, 8);
          for (let k = 0; k < times; k++) {
            const quantity = Math.round(total / times);
            await recordUsage(scoped, kind, quantity, null, dayOf(back, 1 + Math.floor((k * days) / times), now));
          }
        };
        const scale = season * growth * wobble(back) * (days / length);
        await spread('skus_scanned', 420 * scale);
        await spread('files_uploaded', 6 * scale);
        await spread('shortlists_created', 3 * scale);
        await spread('asins_shortlisted', 38 * scale);
        // Each month's first order on its 1st, this month's too, for the same
        // reason: the projected ROI's comparisons have an order to compare with on any day.
        const orders = back === 0 ? 1 : Math.round(1 + season * wobble(back + 20) * 0.9);
        for (let o = 0; o < orders; o++) {
          const lines = orderable[(back + o) % Math.max(1, orderable.length)];
          if (!lines) continue;
          const at = dayOf(back, 1 + o * 11, now);
          await backfilledOrder(scoped, { ...lines, at, packs: 10 * scale, number: `${12 - back}${o}` });
        }
      }
      await numberByDate(scoped);
    });
  },
};

/**
 * Per supplier, the products a buyer would reorder: those whose analysis projects an ROI from 10%
 * to 200% (the simulated marketplace also prices some far above or below any real deal).
 * Suppliers with none are left out.
 */
async function orderableProducts(tenant: Tenant, suppliers: { id: string }[]) {
  const orderable: { supplierId: string; productIds: string[] }[] = [];
  for (const supplier of suppliers) {
    const listed = await tenant.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.companyId, tenant.companyId),
          eq(products.supplierId, supplier.id),
          eq(products.deleted, false),
          between(products.roi, 10, 200),
        ),
      )
      .orderBy(asc(products.asin));
    if (listed.length > 0) orderable.push({ supplierId: supplier.id, productIds: listed.map((p) => p.id) });
  }
  return orderable;
}

/** A received order of a supplier's products, dated `at`, and its download on that day. */
async function backfilledOrder(
  tenant: Tenant,
  input: { supplierId: string; productIds: string[]; at: Date; packs: number; number: string },
) {
  const year = input.at.getUTCFullYear();
  let order = await createOrder(tenant, {
    supplierId: input.supplierId,
    // The supplier's invoice for the order (the order's own number is given by date: numberByDate).
    invoiceNumber: `INV-${year}-${input.number.padStart(3, '0')}`,
  });
  for (const [k, productId] of input.productIds.entries()) {
    // Each line its own size: half to one and a half times the month's usual packs.
    const quantity = Math.max(1, Math.round(input.packs * (0.5 + noise(Number(input.number) * 7 + k))));
    await addOrderItem(tenant, order, { productId, quantity });
  }
  for (const status of [1, 2, 3, 4]) order = await updateOrder(tenant, order, { status });
  const [dated] = await tenant.db
    .update(purchaseOrders)
    .set({ created: input.at, placementDate: input.at, modified: input.at })
    .where(eq(purchaseOrders.id, order.id))
    .returning();
  if (!dated) throw new Error('demo order lost');
  const projection = await orderProjection(tenant, dated, await orderItems(tenant, dated));
  await recordOrderUsage(tenant, dated.id, projection, input.at);
}

/**
 * The year of back-dated orders was made after this week's, so their numbers ran against the
 * calendar: the company's orders are numbered again in the order they are dated, per year, as
 * they would have been numbered when made, and the sequence goes on from the last.
 */
async function numberByDate(tenant: Tenant) {
  const live = eq(purchaseOrders.companyId, tenant.companyId);
  // Cleared first: the numbers are unique in the company, and a row may take another's.
  await tenant.db.update(purchaseOrders).set({ orderNumber: null }).where(live);
  await tenant.db.execute(sql`
    update purchase_orders p set order_number = 'PO-' || n.year || '-' || lpad(n.seq::text, 4, '0')
    from (
      select id, extract(year from created at time zone 'UTC')::int as year,
        row_number() over (partition by extract(year from created at time zone 'UTC') order by created, id) as seq
      from purchase_orders where company_id = ${tenant.companyId}
    ) n
    where p.id = n.id`);
  const year = new Date().getUTCFullYear();
  const [made] = await tenant.db
    .select({ n: count() })
    .from(purchaseOrders)
    .where(and(live, sql`extract(year from ${purchaseOrders.created} at time zone 'UTC') = ${year}`));
  await tenant.db
    .update(companies)
    .set({ orderSequenceYear: year, orderSequence: made?.n ?? 0 })
    .where(eq(companies.id, tenant.companyId));
}
