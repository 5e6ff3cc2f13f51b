import type { AuditEntry, AuditLogQuery } from '@shelfscope/contracts';
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { memberLabels } from '../../identity/directory.js';
import type { Cell } from '../../platform/export/table.js';
import type { Tenant } from '../tenancy.js';
import { organizationAuditLog } from './schema.js';

const DAY_MS = 86_400_000;

type Options = {
  tenant: Tenant;
  /** The company's organization: the log is kept per organization (identity changes have no company). */
  organizationId: string;
  query: AuditLogQuery;
};

type AuditRow = typeof organizationAuditLog.$inferSelect;

/** A day as `from` starts at its midnight (UTC); as `to` it includes the whole day. */
function instant(value: string, end: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(Date.parse(`${value}T00:00:00Z`) + (end ? DAY_MS : 0));
  return new Date(end ? Date.parse(value) + 1 : Date.parse(value));
}

function conditions({ organizationId, query }: Pick<Options, 'organizationId' | 'query'>): SQL | undefined {
  const log = organizationAuditLog;
  const where: (SQL | undefined)[] = [eq(log.organizationId, organizationId)];
  if (query.memberId) where.push(eq(log.memberId, query.memberId));
  if (query.entity) where.push(eq(log.entity, query.entity));
  if (query.entityId) where.push(eq(log.entityId, query.entityId));
  if (query.action) where.push(query.action.includes('.') ? eq(log.action, query.action) : like(log.action, `%.${query.action}`));
  if (query.from) where.push(gte(log.at, instant(query.from, false)));
  if (query.to) where.push(lt(log.at, instant(query.to, true)));
  return and(...where);
}

/** The members in words: "Ada Lovelace <ada@harbor.test>", the email alone without a name. */
async function memberNames(identityDb: Db, organizationId: string, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  return memberLabels(identityDb, organizationId, wanted);
}

/** One page of the filtered log, newest first. */
export function auditPage(options: Options, at: { page: number; pageSize: number }): Promise<AuditRow[]> {
  return options.tenant.db
    .select()
    .from(organizationAuditLog)
    .where(conditions(options))
    .orderBy(desc(organizationAuditLog.at), desc(organizationAuditLog.id))
    .limit(at.pageSize)
    .offset((at.page - 1) * at.pageSize);
}

/** A page of the organization's audit log, newest first, with the filters of the query, and how many match. */
export async function listAuditLog(options: Options): Promise<{ rows: AuditRow[]; totalItems: number }> {
  const rows = await auditPage(options, options.query);
  const [total] = await options.tenant.db.select({ value: count() }).from(organizationAuditLog).where(conditions(options));
  return { rows, totalItems: total?.value ?? 0 };
}

/**
 * The entries as the API answers them, their members named from the identity tables: read after
 * the tenant transaction ended (on PGlite a second handle would wait for it for ever).
 */
export async function auditEntries(identityDb: Db, organizationId: string, rows: AuditRow[]): Promise<AuditEntry[]> {
  const names = await memberNames(
    identityDb,
    organizationId,
    rows.map((r) => r.memberId),
  );
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    memberId: r.memberId,
    member: r.memberId ? (names.get(r.memberId) ?? null) : null,
    impersonatorId: r.impersonatorId,
    impersonatorEmail: r.impersonatorEmail,
    apiKeyId: r.apiKeyId,
    address: r.address,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    before: r.before ?? null,
    after: r.after ?? null,
  }));
}

export const AUDIT_CSV_HEADER = [
  'Time (UTC)',
  'Member',
  'Member id',
  'Impersonated by',
  'API key',
  'Address',
  'Action',
  'Entity',
  'Entity id',
  'Before',
  'After',
];

/**
 * The whole filtered log for the CSV export, a page of lines at a time (sendTable escapes what a
 * spreadsheet would run as a formula); `read` reads one page in a tenant transaction of its own.
 */
export async function* auditLogLines(
  read: (at: { page: number; pageSize: number }) => Promise<AuditEntry[]>,
  pageSize = 1000,
): AsyncGenerator<Cell[][]> {
  for (let n = 1; ; n++) {
    const entries = await read({ page: n, pageSize });
    yield entries.map((e) => [
      e.at,
      e.member,
      e.memberId,
      e.impersonatorEmail || e.impersonatorId,
      e.apiKeyId,
      e.address,
      e.action,
      e.entity,
      e.entityId,
      e.before ? JSON.stringify(e.before) : null,
      e.after ? JSON.stringify(e.after) : null,
    ]);
    if (entries.length < pageSize) return;
  }
}

/** Deletes entries older than `retentionDays` (AUDIT_LOG_RETENTION_DAYS); answers how many went. */
export async function purgeAuditLog(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  const gone = await db
    .delete(organizationAuditLog)
    .where(lt(organizationAuditLog.at, before))
    .returning({ id: organizationAuditLog.id });
  return gone.length;
}
