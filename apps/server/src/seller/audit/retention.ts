import type { Db } from '../../db/database.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { purgeAuditLog } from './service.js';

export const AUDIT_RETENTION_QUEUE = 'audit.retention';

/** Once a day (pg-boss cron, one instance): the organization audit log keeps AUDIT_LOG_RETENTION_DAYS. */
export function defineAuditRetention(deps: { db: Db; jobs: Jobs; retentionDays: number }): void {
  deps.jobs.define(
    AUDIT_RETENTION_QUEUE,
    async () => {
      await purgeAuditLog(deps.db, deps.retentionDays);
    },
    { cron: '41 3 * * *', retryLimit: 2, batchSize: 1 },
  );
}
