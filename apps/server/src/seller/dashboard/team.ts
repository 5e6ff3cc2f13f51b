import type { LookupEntry, LookupHistoryQuery, TeamActivity, TeamActivityQuery } from '@shelfscope/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { activeMembers, memberLabels } from '../../identity/directory.js';
import type { Services } from '../../services.js';
import { sellerOf } from '../auth/seller-auth.js';
import { products, productVersions } from '../products/schema.js';
import { asTenant, companyFilter } from '../tenancy.js';
import { todayIn } from './service.js';
import { foldTeamCounts, teamCountRows } from './team-counts.js';

const DAY_MS = 86_400_000;

/** The `count` days up to `today` (YYYY-MM-DD), oldest first. */
export function daysUpTo(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

type Options<Q> = { services: Services; request: FastifyRequest; query: Q; now?: Date };

/**
 * The team view (owners, buyers, admins: dashboard:team): each member's counts per day over the
 * last `days` days, the organization's active members listed even when idle. Members are named
 * after the tenant transaction (on PGlite a second handle would wait for it).
 */
export async function teamActivity({
  services,
  request,
  query,
  now = new Date(),
}: Options<TeamActivityQuery>): Promise<TeamActivity> {
  const { timeZone } = services.config.dashboard;
  const { organizationId } = sellerOf(request).caller;
  const days = daysUpTo(todayIn(timeZone, now), query.days);
  // A day early, whatever the zone's offset: the fold keeps the days shown and drops the rest.
  const since = new Date(Date.parse(`${days[0]}T00:00:00Z`) - DAY_MS);
  const rows = await asTenant(services, request, (tenant) => teamCountRows({ tenant, organizationId, since, timeZone }));
  const active = await activeMembers(services.identity.db, organizationId);
  const folded = foldTeamCounts(
    rows,
    days,
    active.map((m) => m.memberId),
  );
  const names = await memberLabels(
    services.identity.db,
    organizationId,
    folded.map((m) => m.memberId),
  );
  return { days, timeZone, members: folded.map((m) => ({ ...m, member: names.get(m.memberId) ?? null })) };
}

const figure = (key: string) => sql<number | null>`(${productVersions.analysis} ->> ${key})::float8`;

/** A member's lookups newest first: each product version they made, with the figures it gave then. */
export async function lookupHistory({ services, request, query }: Options<LookupHistoryQuery>) {
  return asTenant(services, request, async (tenant) => {
    const where = and(companyFilter(tenant, productVersions.companyId), eq(productVersions.createdBy, query.memberId));
    const rows = await tenant.db
      .select({
        versionId: productVersions.id,
        productId: productVersions.productId,
        asin: products.asin,
        title: sql<string | null>`coalesce(${productVersions.analysis} ->> 'title', ${products.title})`,
        marketplace: products.marketplace,
        at: productVersions.created,
        buyBox: figure('selectedBuyBoxValue'),
        profit: figure('profitLoss'),
        roi: figure('roi'),
      })
      .from(productVersions)
      .innerJoin(products, eq(products.id, productVersions.productId))
      .where(where)
      .orderBy(desc(productVersions.created), desc(productVersions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [total] = await tenant.db.select({ value: count() }).from(productVersions).where(where);
    const items: LookupEntry[] = rows.map((r) => ({ ...r, at: r.at.toISOString() }));
    return { items, totalItems: total?.value ?? 0 };
  });
}
