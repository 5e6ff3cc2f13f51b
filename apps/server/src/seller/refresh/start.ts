import { and, count, eq, inArray } from 'drizzle-orm';
import type { EventBus } from '../../platform/notifications/bus.js';
import { addNotification } from '../notifications/service.js';
import { products } from '../products/schema.js';
import type { Tenant } from '../tenancy.js';
import { OPEN_STATUSES, type RefreshRecord } from './deps.js';
import { refreshes } from './schema.js';
import { type RefreshScope, scopeColumns, scopeLabel, scopeWhere } from './scope.js';

/** A refresh as asked for: how many products it will refresh, and its row (none when nothing to do). */
export type RefreshStarted = { queued: number; refresh: RefreshRecord | null };

/**
 * Records a background refresh of the scope's products for the calling member, in the caller's
 * transaction (the scope's supplier or shortlist must be the company's: the caller checks it).
 * Asking again while the same scope's refresh is still open answers that one: a second click
 * never refreshes products twice. The returned function publishes the 'refresh.started'
 * notification; call it after the commit, then queue the job.
 */
export async function recordRefresh(
  tenant: Tenant,
  bus: EventBus,
  scope: RefreshScope,
  options: { fetchStockLevels: boolean },
): Promise<RefreshStarted & { publish: () => Promise<void> }> {
  const columns = scopeColumns(scope);
  const nothing = { queued: 0, refresh: null, publish: async () => {} };
  const [open] = await tenant.db
    .select()
    .from(refreshes)
    .where(and(sameScope(tenant, columns), eq(refreshes.fetchStockLevels, options.fetchStockLevels)))
    .for('update');
  if (open) return { queued: open.total - open.done - open.missing, refresh: open, publish: nothing.publish };

  const [total] = await tenant.db.select({ value: count() }).from(products).where(scopeWhere(tenant, columns));
  if (!total?.value) return nothing;
  const [refresh] = await tenant.db
    .insert(refreshes)
    .values({
      ...columns,
      companyId: tenant.companyId,
      createdBy: tenant.memberId,
      fetchStockLevels: options.fetchStockLevels,
      total: total.value,
    })
    .returning();
  if (!refresh) throw new Error('refresh not recorded');
  const publish = await addNotification(tenant, bus, tenant.memberId, {
    kind: 'refresh.started',
    title: 'Asins are refreshing',
    message: `${await scopeLabel(tenant, refresh)}: ${plural(refresh.total)} will be refreshed. This notification list says when they are done.`,
    data: refreshData(refresh),
  });
  return { queued: refresh.total, refresh, publish };
}

/** The ids and figures notifications and live events carry about a refresh. */
export function refreshData(refresh: RefreshRecord) {
  return {
    refreshId: refresh.id,
    scope: refresh.scope,
    supplierId: refresh.supplierId,
    shortlistId: refresh.shortlistId,
    status: refresh.status,
    total: refresh.total,
    done: refresh.done,
    missing: refresh.missing,
  };
}

export const plural = (n: number) => `${n.toLocaleString('en-US')} product${n === 1 ? '' : 's'}`;

function sameScope(tenant: Tenant, columns: ReturnType<typeof scopeColumns>) {
  const base = and(
    eq(refreshes.companyId, tenant.companyId),
    inArray(refreshes.status, OPEN_STATUSES),
    eq(refreshes.scope, columns.scope),
  );
  if (columns.scope === 'supplier' && columns.supplierId) return and(base, eq(refreshes.supplierId, columns.supplierId));
  if (columns.scope === 'shortlist' && columns.shortlistId) return and(base, eq(refreshes.shortlistId, columns.shortlistId));
  return and(base, eq(refreshes.productIds, columns.productIds ?? []));
}
