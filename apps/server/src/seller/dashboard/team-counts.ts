import { TEAM_COUNTS, type TeamCount, type TeamMemberActivity } from '@shelfscope/contracts';
import { and, eq, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizationAuditLog } from '../audit/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { uploads } from '../uploads/schema.js';
import { usageEvents } from '../usage/schema.js';
import { LOOKUP_KINDS } from '../usage/service.js';

/** One count of one member on one day (YYYY-MM-DD in the dashboard's time zone). */
export type TeamCountRow = { memberId: string; day: string; count: TeamCount; value: number };

/** What a count reads: the acting company and organization, and the span. */
export type CountScope = { tenant: Tenant; organizationId: string; since: Date; timeZone: string };

const dayOf = (column: AnyPgColumn, timeZone: string) => sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/** The audit log's entries of one action per member and day: what a member's request changed. */
function auditActions(scope: CountScope, action: string) {
  const log = organizationAuditLog;
  return scope.tenant.db
    .select({ memberId: sql<string>`${log.memberId}`, day: dayOf(log.at, scope.timeZone), value: sql<number>`count(*)::int` })
    .from(log)
    .where(
      and(
        eq(log.organizationId, scope.organizationId),
        eq(log.action, action),
        isNotNull(log.memberId),
        gte(log.at, scope.since),
      ),
    )
    .groupBy(sql`1`, sql`2`);
}

/**
 * Each count of the team view, defined once (docs/dashboard.md, "Team view"), from the stored
 * record of what was done, per member and day:
 * - lookups: the plan's lookups (LOOKUP_KINDS: a product analysed by an add, a refresh or an
 *   upload's row, and an eligibility check asked of Amazon), from the usage events;
 * - uploads: price lists the member uploaded, from the uploads (a deleted one was still uploaded);
 * - proposals: shortlist items the member proposed, a rejected one proposed again included, from
 *   the audit log (`shortlist_item.propose`);
 * - approvals: proposals the member approved (one per item, a bulk approval counting each), from
 *   the audit log (`shortlist_item.approve`).
 */
export const TEAM_COUNT_QUERIES: Record<TeamCount, (scope: CountScope) => Promise<Omit<TeamCountRow, 'count'>[]>> = {
  lookups: (scope) =>
    scope.tenant.db
      .select({
        memberId: sql<string>`${usageEvents.memberId}`,
        day: dayOf(usageEvents.created, scope.timeZone),
        value: sql<number>`sum(${usageEvents.quantity})::int`,
      })
      .from(usageEvents)
      .where(
        and(
          companyFilter(scope.tenant, usageEvents.companyId),
          inArray(usageEvents.kind, [...LOOKUP_KINDS]),
          isNotNull(usageEvents.memberId),
          gte(usageEvents.created, scope.since),
        ) as SQL,
      )
      .groupBy(sql`1`, sql`2`),
  uploads: (scope) =>
    scope.tenant.db
      .select({
        memberId: sql<string>`${uploads.createdBy}`,
        day: dayOf(uploads.created, scope.timeZone),
        value: sql<number>`count(*)::int`,
      })
      .from(uploads)
      .where(and(companyFilter(scope.tenant, uploads.companyId), isNotNull(uploads.createdBy), gte(uploads.created, scope.since)))
      .groupBy(sql`1`, sql`2`),
  proposals: (scope) => auditActions(scope, 'shortlist_item.propose'),
  approvals: (scope) => auditActions(scope, 'shortlist_item.approve'),
};

/** Every count's rows for the span. */
export async function teamCountRows(scope: CountScope): Promise<TeamCountRow[]> {
  const rows: TeamCountRow[] = [];
  // One after another: the queries share the tenant's transaction (one connection).
  for (const count of TEAM_COUNTS) {
    for (const row of await TEAM_COUNT_QUERIES[count](scope)) rows.push({ ...row, count, value: Number(row.value) });
  }
  return rows;
}

/**
 * The rows folded into one series per member over `days` (oldest first): `memberIds` are listed
 * even without activity, members with activity outside them (left the organization) too. Most
 * lookups first, then by id, so the order is stable.
 */
export function foldTeamCounts(
  rows: readonly TeamCountRow[],
  days: readonly string[],
  memberIds: readonly string[],
): Omit<TeamMemberActivity, 'member'>[] {
  const index = new Map(days.map((day, i) => [day, i]));
  const members = new Map<string, Omit<TeamMemberActivity, 'member'>>();
  const memberOf = (memberId: string) => {
    let found = members.get(memberId);
    if (!found) {
      const zeros = () => days.map(() => 0);
      found = {
        memberId,
        totals: { lookups: 0, uploads: 0, proposals: 0, approvals: 0 },
        daily: { lookups: zeros(), uploads: zeros(), proposals: zeros(), approvals: zeros() },
      };
      members.set(memberId, found);
    }
    return found;
  };
  for (const id of memberIds) memberOf(id);
  for (const row of rows) {
    const at = index.get(row.day);
    if (at === undefined) continue; // before the first day shown (the span starts at its midnight)
    const member = memberOf(row.memberId);
    member.daily[row.count][at] = (member.daily[row.count][at] ?? 0) + row.value;
    member.totals[row.count] += row.value;
  }
  return [...members.values()].sort((a, b) => b.totals.lookups - a.totals.lookups || a.memberId.localeCompare(b.memberId));
}
