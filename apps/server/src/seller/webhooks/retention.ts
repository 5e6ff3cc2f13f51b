import { and, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { webhookDeliveries } from './schema.js';

export const WEBHOOK_RETENTION_QUEUE = 'webhook.retention';

/**
 * Deletes finished deliveries (succeeded or failed, never pending) created more than
 * `retentionDays` ago, with their attempts (cascade). Answers how many went.
 */
export async function deleteOldDeliveries(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  const gone = await db
    .delete(webhookDeliveries)
    .where(and(lt(webhookDeliveries.created, before), ne(webhookDeliveries.status, 'pending')))
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}

/** Once a day (pg-boss cron, one instance): the delivery log keeps WEBHOOK_RETENTION_DAYS. */
export function defineWebhookRetention(deps: { db: Db; jobs: Jobs; retentionDays: number }): void {
  deps.jobs.define(
    WEBHOOK_RETENTION_QUEUE,
    async () => {
      await deleteOldDeliveries(deps.db, deps.retentionDays);
    },
    { cron: '17 3 * * *', retryLimit: 2, batchSize: 1 },
  );
}
