import { and, eq, gte, sql } from 'drizzle-orm';
import { companyFilter, type Tenant } from '../tenancy.js';
import { usageEvents } from './schema.js';

/**
 * `purchase_orders_downloaded` carries the order's cost of goods as amount; each download also
 * records the order's projected revenue and profit (amounts), from which the dashboard derives
 * the projected ROI on orders (profit / cost of goods).
 */
export type UsageKind =
  | 'skus_scanned'
  | 'files_uploaded'
  | 'purchase_orders_downloaded'
  | 'projected_revenue_on_orders'
  | 'projected_profit_on_orders';

/** Records `quantity` of a kind of usage (and the money it stands for) for the acting member's company. */
export async function recordUsage(tenant: Tenant, kind: UsageKind, quantity = 1, amount: number | null = null): Promise<void> {
  if (quantity <= 0) return;
  await tenant.db.insert(usageEvents).values({ companyId: tenant.companyId, memberId: tenant.memberId, kind, quantity, amount });
}

/** The company's usage of a kind since the start of the current calendar month (UTC). */
export async function usageThisMonth(tenant: Tenant, kind: UsageKind, now = new Date()): Promise<number> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await tenant.db
    .select({ value: sql<number>`coalesce(sum(${usageEvents.quantity}), 0)::int` })
    .from(usageEvents)
    .where(and(companyFilter(tenant, usageEvents.companyId), eq(usageEvents.kind, kind), gte(usageEvents.created, monthStart)));
  return row?.value ?? 0;
}
