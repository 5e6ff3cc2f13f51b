import { Id, type Watch, type WatchInput, type WatchKind, type WatchListQuery } from '@shelfscope/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { HttpError } from '../../platform/http/errors.js';
import { checkTarget, targetOf } from '../alerts/rules.js';
import { targetProducts } from '../alerts/targets.js';
import { userFilters } from '../filters/schema.js';
import { products } from '../products/schema.js';
import { shortlists } from '../shortlists/schema.js';
import { suppliers } from '../suppliers/schema.js';
import type { Tenant } from '../tenancy.js';
import { watches } from './schema.js';

type WatchRow = typeof watches.$inferSelect;

/** Products one watch may put on the schedule (as one alert rule's target). */
export const MAX_WATCHED_PER_TARGET = 50_000;

const NOT_FOUND = 'No such watch.';

/** The member's own live watches. */
const mine = (tenant: Tenant) =>
  and(eq(watches.companyId, tenant.companyId), eq(watches.memberId, tenant.memberId), eq(watches.deleted, false));

/** The member's watches, newest first; with `productId`, only the watches of that one product. */
export async function listWatches(tenant: Tenant, query: WatchListQuery): Promise<Watch[]> {
  const rows = await tenant.db
    .select()
    .from(watches)
    .where(query.productId ? and(mine(tenant), eq(watches.productId, query.productId)) : mine(tenant))
    .orderBy(desc(watches.created), desc(watches.id));
  // One after another: tenant.db is one connection inside the request's transaction.
  const list: Watch[] = [];
  for (const row of rows) list.push(await watchDto(tenant, row));
  return list;
}

/**
 * Watches a target (the company's; a saved filter: the member's own, else a 400 naming the field).
 * Watching what the member already watches answers that watch: one watch per target.
 */
export async function addWatch(tenant: Tenant, input: WatchInput): Promise<Watch> {
  await checkTarget(tenant, input);
  const target = targetOf(input);
  const [existing] = await tenant.db
    .select()
    .from(watches)
    .where(
      and(
        mine(tenant),
        ...Object.entries(target).flatMap(([key, value]) => (value ? [eq(watches[key as keyof typeof target], value)] : [])),
      ),
    );
  if (existing) return watchDto(tenant, existing);
  const [row] = await tenant.db
    .insert(watches)
    .values({ companyId: tenant.companyId, createdBy: tenant.memberId, memberId: tenant.memberId, ...target })
    .returning();
  return watchDto(tenant, row as WatchRow);
}

/** Stops watching (soft); another member's watch is a 404. */
export async function removeWatch(tenant: Tenant, id: string): Promise<Watch> {
  if (!Id.safeParse(id).success) throw HttpError.notFound(NOT_FOUND);
  const [row] = await tenant.db
    .update(watches)
    .set({ deleted: true, deletedBy: tenant.memberId, modified: new Date(), modifiedBy: tenant.memberId })
    .where(and(mine(tenant), eq(watches.id, id)))
    .returning();
  if (!row) throw HttpError.notFound(NOT_FOUND);
  return watchDto(tenant, row);
}

export const watchKind = (row: Pick<WatchRow, 'productId' | 'supplierId' | 'shortlistId'>): WatchKind =>
  row.productId ? 'product' : row.supplierId ? 'supplier' : row.shortlistId ? 'shortlist' : 'userFilter';

/** The name of what a watch watches, or null when it is gone (deleted since). */
async function targetName(tenant: Tenant, row: WatchRow): Promise<string | null> {
  if (row.productId) {
    const [found] = await tenant.db
      .select({ title: products.title, asin: products.asin })
      .from(products)
      .where(and(eq(products.id, row.productId), eq(products.deleted, false)));
    return found ? (found.title ?? found.asin) : null;
  }
  const [found] = row.supplierId
    ? await tenant.db
        .select({ name: suppliers.name })
        .from(suppliers)
        .where(and(eq(suppliers.id, row.supplierId), eq(suppliers.deleted, false)))
    : row.shortlistId
      ? await tenant.db
          .select({ name: shortlists.name })
          .from(shortlists)
          .where(and(eq(shortlists.id, row.shortlistId), eq(shortlists.deleted, false)))
      : await tenant.db
          .select({ name: userFilters.name })
          .from(userFilters)
          .where(and(eq(userFilters.id, row.userFilterId as string), eq(userFilters.deleted, false)));
  return found?.name ?? null;
}

async function watchDto(tenant: Tenant, row: WatchRow): Promise<Watch> {
  // In turn, not together: tenant.db is one connection (node-postgres would queue the second).
  const name = await targetName(tenant, row);
  const covered = await targetProducts(tenant, row, MAX_WATCHED_PER_TARGET);
  return {
    id: row.id,
    kind: watchKind(row),
    productId: row.productId,
    supplierId: row.supplierId,
    shortlistId: row.shortlistId,
    userFilterId: row.userFilterId,
    name,
    products: covered.length,
    created: row.created.toISOString(),
  };
}
