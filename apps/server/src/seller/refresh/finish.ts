import { eq } from 'drizzle-orm';
import { addNotification } from '../notifications/service.js';
import { withTenant } from '../tenancy.js';
import { queueDeliveries, recordWebhookEvent } from '../webhooks/emit.js';
import { OPEN_STATUSES, type RefreshDeps, type RefreshRecord, tenantOf } from './deps.js';
import { refreshes } from './schema.js';
import { scopeLabel } from './scope.js';
import { plural, refreshData } from './start.js';

/**
 * Ends a refresh and tells the member who asked for it ('refresh.finished', or 'limit.reached'
 * when the plan's limit stopped it), in one transaction; the notification is published after the
 * commit, with the `refresh.finished` webhook event. Batches commit whole, so a stopped refresh leaves no product half-written.
 */
export async function finishRefresh(
  deps: RefreshDeps,
  refresh: RefreshRecord,
  status: 'done' | 'stopped' | 'failed',
  message: string | null,
): Promise<void> {
  let deliveries: string[] = [];
  const publish = await withTenant(deps.db, refresh.companyId, async (db) => {
    const [current] = await db.select().from(refreshes).where(eq(refreshes.id, refresh.id)).for('update');
    if (!current || !OPEN_STATUSES.includes(current.status)) return null;
    const [done] = await db
      .update(refreshes)
      .set({ status, message, finished: new Date(), modified: new Date() })
      .where(eq(refreshes.id, refresh.id))
      .returning();
    if (done) {
      deliveries = await recordWebhookEvent(db, {
        companyId: done.companyId,
        type: 'refresh.finished',
        data: { ...refreshData(done), message: done.message },
      });
    }
    if (!done?.createdBy) return null;
    const tenant = tenantOf(db, done);
    const label = await scopeLabel(tenant, done);
    const summary = `${plural(done.done)} of ${done.total.toLocaleString('en-US')} refreshed${done.missing > 0 ? `, ${done.missing.toLocaleString('en-US')} passed over (deleted meanwhile or unknown to the marketplace)` : ''}.`;
    return addNotification(tenant, deps.bus, done.createdBy, {
      kind: status === 'stopped' ? 'limit.reached' : 'refresh.finished',
      title:
        status === 'done'
          ? `${label}: market data refreshed`
          : status === 'stopped'
            ? `${label}: refresh stopped at the plan's limit`
            : `${label}: refresh failed`,
      message: status === 'stopped' ? (message ?? summary) : [message, summary].filter(Boolean).join(' '),
      data: refreshData(done),
    });
  });
  await queueDeliveries(deps.jobs, deliveries);
  await publish?.();
  await publishProgress(deps, refresh.id, refresh);
}

/** The refresh's counters to the asking member's live streams (not stored: the refresh row is). */
export async function publishProgress(deps: RefreshDeps, id: string, refresh: RefreshRecord): Promise<void> {
  if (!refresh.createdBy) return;
  const [now] = await withTenant(deps.db, refresh.companyId, (db) => db.select().from(refreshes).where(eq(refreshes.id, id)));
  if (!now) return;
  await deps.bus.publish({ companyId: refresh.companyId, memberId: refresh.createdBy, event: 'refresh', data: refreshData(now) });
}
