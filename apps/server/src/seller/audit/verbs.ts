import type { AuditEntry, AuditLogQuery } from '@shelfscope/contracts';
import type { Db } from '../../db/database.js';
import type { Cell } from '../../platform/export/table.js';
import type { TenantDeps } from '../tenancy.js';
import { auditEntries, auditLogLines, auditPage, listAuditLog } from './service.js';

/** What the audit log's verbs need: the tenant's queries and the identity database (member names). */
export type AuditDeps = TenantDeps & { identityDb: Db };

/** GET /api/AuditLog: a page of the organization's log, newest first, with each member's name. */
export async function readAuditLog(
  deps: AuditDeps,
  options: { organizationId: string; query: AuditLogQuery },
): Promise<{ items: AuditEntry[]; totalItems: number }> {
  const { rows, totalItems } = await deps.run((tenant) => listAuditLog({ tenant, ...options }));
  return { items: await auditEntries(deps.identityDb, options.organizationId, rows), totalItems };
}

/** The whole filtered log as CSV lines, read a page at a time as the download is written. */
export function auditLogCsv(
  deps: AuditDeps,
  options: { organizationId: string; query: AuditLogQuery },
): AsyncGenerator<Cell[][]> {
  return auditLogLines(async (at) => {
    const rows = await deps.run((tenant) => auditPage({ tenant, ...options }, at));
    return auditEntries(deps.identityDb, options.organizationId, rows);
  });
}
