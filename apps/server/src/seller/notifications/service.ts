import type { Notification, NotificationKind } from '@shelfscope/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { EventBus } from '../../platform/notifications/bus.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { notifications } from './schema.js';

export type NotificationInput = { kind: NotificationKind; title: string; message: string; data?: Record<string, unknown> };

/**
 * Stores a notification for a member in the caller's transaction. The returned function
 * publishes it to the member's live streams; call it once the transaction has committed, so a
 * stream never announces what a rollback took back.
 */
export async function addNotification(
  tenant: Tenant,
  bus: EventBus,
  memberId: string,
  input: NotificationInput,
): Promise<() => Promise<void>> {
  const [row] = await tenant.db
    .insert(notifications)
    .values({
      companyId: tenant.companyId,
      memberId,
      kind: input.kind,
      title: input.title,
      message: input.message,
      data: input.data ?? {},
    })
    .returning();
  if (!row) throw new Error('notification not stored');
  const dto = notificationDto(row);
  return () => bus.publish({ companyId: tenant.companyId, memberId, event: 'notification', data: dto });
}

const mine = (tenant: Tenant) => and(companyFilter(tenant, notifications.companyId), eq(notifications.memberId, tenant.memberId));

export async function listNotifications(tenant: Tenant, query: { page: number; pageSize: number; unread?: boolean }) {
  const where = query.unread ? and(mine(tenant), eq(notifications.read, false)) : mine(tenant);
  // One query at a time: they share the tenant's transaction, and so its connection.
  const rows = await tenant.db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.created), desc(notifications.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await tenant.db.select({ value: count() }).from(notifications).where(where);
  const [unread] = await tenant.db
    .select({ value: count() })
    .from(notifications)
    .where(and(mine(tenant), eq(notifications.read, false)));
  return { items: rows.map(notificationDto), totalItems: total?.value ?? 0, unread: unread?.value ?? 0 };
}

/** Marks one of the member's notifications read; null when it is not theirs (a 404). */
export async function markRead(tenant: Tenant, id: string): Promise<Notification | null> {
  const [row] = await tenant.db
    .update(notifications)
    .set({ read: true })
    .where(and(mine(tenant), eq(notifications.id, id)))
    .returning();
  return row ? notificationDto(row) : null;
}

export async function markAllRead(tenant: Tenant): Promise<number> {
  const rows = await tenant.db
    .update(notifications)
    .set({ read: true })
    .where(and(mine(tenant), sql`not ${notifications.read}`))
    .returning({ id: notifications.id });
  return rows.length;
}

export function notificationDto(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    message: row.message,
    data: row.data as Record<string, unknown>,
    read: row.read,
    created: row.created.toISOString(),
  };
}
