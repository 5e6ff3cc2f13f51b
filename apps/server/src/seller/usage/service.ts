import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { companyFilter, type Tenant } from '../tenancy.js';
import { moneyKind, type OrderUsageKind } from './money-kinds.js';

export type { OrderUsageKind } from './money-kinds.js';

import { usageDays, usageEvents } from './schema.js';

/**
 * `purchase_orders_downloaded` carries the order's cost of goods as amount; an order's first
 * download also records its projected revenue, profit and preparation (amounts), from which the
 * dashboard derives the projected ROI on orders (profit / (cost of goods + prep)). The order kinds
 * are recorded once per order (`recordOrderUsage`).
 */
export type UsageKind =
  | 'skus_scanned'
  | 'eligibility_checked'
  | 'shortlists_created'
  | 'asins_shortlisted'
  | 'files_uploaded'
  | OrderUsageKind
  | ReturnType<typeof moneyKind>;

/** The calendar the dashboard's days and months follow (DASHBOARD_TIME_ZONE); set once at start-up. */
export const usageCalendar = {
  timeZone: 'UTC',
  configure(timeZone: string) {
    this.timeZone = timeZone;
  },
};

/**
 * Records `quantity` of a kind of usage (and the money it stands for) for the acting member's
 * company, and adds it to the company's day in the dashboard's rollup in the same transaction.
 * `at` is for backfills (the demo's past year); live usage happens now.
 */
export async function recordUsage(
  tenant: Tenant,
  kind: UsageKind,
  quantity = 1,
  amount: number | null = null,
  at?: Date,
  orderId?: string,
): Promise<void> {
  if (quantity <= 0) return;
  const [event] = await tenant.db
    .insert(usageEvents)
    .values({
      companyId: tenant.companyId,
      memberId: tenant.memberId,
      kind,
      quantity,
      amount,
      orderId: orderId ?? null,
      ...(at ? { created: at } : {}),
    })
    // An order's event that is there already (an earlier download) is not counted again.
    .onConflictDoNothing({
      target: [usageEvents.companyId, usageEvents.kind, usageEvents.orderId],
      where: sql`${usageEvents.orderId} is not null`,
    })
    .returning({ created: usageEvents.created });
  if (!event) {
    if (orderId) return;
    throw new Error('usage event not recorded');
  }
  const day = sql`(${event.created.toISOString()}::timestamptz at time zone ${usageCalendar.timeZone})::date`;
  await tenant.db
    .insert(usageDays)
    .values({ companyId: tenant.companyId, day, kind, quantity, amount: amount ?? 0 })
    .onConflictDoUpdate({
      target: [usageDays.companyId, usageDays.day, usageDays.kind],
      set: {
        quantity: sql`${usageDays.quantity} + excluded.quantity`,
        amount: sql`${usageDays.amount} + excluded.amount`,
      },
    });
}

/**
 * Records what a downloaded order stands for: one order, its cost of goods, projected revenue,
 * profit and preparation, all in the order's `currency` (money-kinds.ts: the plain kinds in US
 * dollars, tagged kinds otherwise; an order in another currency also counts once in the plain
 * `purchase_orders_downloaded`, with no amount). Once per order: a later download, in any format,
 * changes nothing (the order counts with the figures of its first download).
 */
export async function recordOrderUsage(
  tenant: Tenant,
  orderId: string,
  projection: { cost: number; revenue: number; profit: number; prep: number; currency: string },
  at?: Date,
): Promise<void> {
  const kind = (of: OrderUsageKind) => moneyKind(of, projection.currency);
  if (kind('purchase_orders_downloaded') !== 'purchase_orders_downloaded') {
    await recordUsage(tenant, 'purchase_orders_downloaded', 1, 0, at, orderId);
  }
  await recordUsage(tenant, kind('purchase_orders_downloaded'), 1, projection.cost, at, orderId);
  await recordUsage(tenant, kind('projected_revenue_on_orders'), 1, projection.revenue, at, orderId);
  await recordUsage(tenant, kind('projected_profit_on_orders'), 1, projection.profit, at, orderId);
  await recordUsage(tenant, kind('projected_prep_on_orders'), 1, projection.prep, at, orderId);
}

/** The company's usage of a kind (or of several, summed) since the start of the current calendar month (UTC). */
export async function usageThisMonth(tenant: Tenant, kind: UsageKind | readonly UsageKind[], now = new Date()): Promise<number> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const kinds = typeof kind === 'string' ? eq(usageEvents.kind, kind) : inArray(usageEvents.kind, [...kind]);
  const [row] = await tenant.db
    .select({ value: sql<number>`coalesce(sum(${usageEvents.quantity}), 0)::int` })
    .from(usageEvents)
    .where(and(companyFilter(tenant, usageEvents.companyId), kinds, gte(usageEvents.created, monthStart)));
  return row?.value ?? 0;
}

/**
 * The plan's monthly lookups (its "SKUs scanned per month"), one definition: a product analysed
 * (`skus_scanned`: an add, a refresh, an upload's row) or an eligibility check asked of Amazon
 * (`eligibility_checked`; an answer from the cache is no lookup). Every allowance reads this.
 */
export const LOOKUP_KINDS: readonly UsageKind[] = ['skus_scanned', 'eligibility_checked'];

export const lookupsThisMonth = (tenant: Tenant, now = new Date()) => usageThisMonth(tenant, LOOKUP_KINDS, now);
