import { and, eq, gte, sql } from 'drizzle-orm';
import { companyFilter, type Tenant } from '../tenancy.js';
import { usageEvents } from './schema.js';

export type UsageKind = 'skus_scanned' | 'files_uploaded' | 'purchase_orders_downloaded';

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
