import type {
  Shortlist,
  ShortlistOverrideInput,
  ShortlistSlim,
  ShortlistTargetFill,
  ShortlistWithItems,
} from '@shelfscope/contracts';
import type { z } from 'zod';
import { rethrowDuplicateName } from '../duplicate-name.js';
import type { ProductsDeps } from '../products/workflows.js';
import type { Tenant } from '../tenancy.js';
import {
  assertNameFree,
  createShortlist,
  DUPLICATE_SHORTLIST,
  deleteShortlist,
  fillFromTargetStock,
  findShortlist,
  listShortlists,
  type ShortlistRow,
  setShortlist,
  shortlistDto,
  shortlistSummary,
} from './service.js';

/**
 * What the shortlist routes do, one verb each (docs/architecture.md): each takes one options
 * object, runs as the calling company and maps a duplicate name to the spec's 409.
 */

type Deps = Pick<ProductsDeps, 'run'>;
/** One shortlist of the calling company. */
type ShortlistTarget = { deps: Deps; shortlistId: string };

const asDuplicate = rethrowDuplicateName(DUPLICATE_SHORTLIST);
const slim = (s: ShortlistRow): ShortlistSlim => ({ id: s.id, name: s.name, supplierId: s.supplierId });
const summaryOf = async (tenant: Tenant, id: string) => shortlistSummary(tenant, await findShortlist(tenant, id));

/** Every shortlist with its totals. */
export function shortlistSummaries({ deps }: { deps: Deps }): Promise<Shortlist[]> {
  return deps.run(async (tenant) => {
    // One at a time: the summaries' queries share the tenant's transaction and its connection.
    const summaries = [];
    for (const row of await listShortlists(tenant)) summaries.push(await shortlistSummary(tenant, row));
    return summaries;
  });
}

/** A new shortlist for a supplier's products, within the plan's `limit`. */
export function addShortlist({
  deps,
  input,
  limit,
}: {
  deps: Deps;
  input: { name: string; supplierId: string };
  limit: number;
}): Promise<Shortlist> {
  return deps.run(async (tenant) => shortlistSummary(tenant, await createShortlist(tenant, input, limit))).catch(asDuplicate);
}

/** Every shortlist: id, name, supplier. */
export async function slimShortlists({ deps }: { deps: Deps }): Promise<ShortlistSlim[]> {
  return (await deps.run(listShortlists)).map(slim);
}

/** A shortlist with its items and totals. */
export function shortlistWithItems({ deps, shortlistId }: ShortlistTarget): Promise<z.infer<typeof ShortlistWithItems>> {
  return deps.run(async (tenant) => {
    const { shortlist, items } = await shortlistDto(tenant, await findShortlist(tenant, shortlistId));
    return { ...shortlist, shortlistItems: items };
  });
}

/** A shortlist with its totals, without items. */
export function shortlistTotals({ deps, shortlistId }: ShortlistTarget): Promise<Shortlist> {
  return deps.run((tenant) => summaryOf(tenant, shortlistId));
}

/** A shortlist: id, name, supplier. */
export async function slimShortlist({ deps, shortlistId }: ShortlistTarget): Promise<ShortlistSlim> {
  return slim(await deps.run((tenant) => findShortlist(tenant, shortlistId)));
}

/** Renames a shortlist; another of the company's by that name is a 409. */
export function renameShortlist({ deps, shortlistId, name }: ShortlistTarget & { name: string }): Promise<Shortlist> {
  return deps
    .run(async (tenant) => {
      const row = await findShortlist(tenant, shortlistId);
      await assertNameFree(tenant, name, row.id);
      await setShortlist(tenant, row, { name });
      return summaryOf(tenant, row.id);
    })
    .catch(asDuplicate);
}

/** Deletes a shortlist and its items (soft), answering it as it was, marked deleted. */
export function removeShortlist({ deps, shortlistId }: ShortlistTarget): Promise<Shortlist> {
  return deps.run(async (tenant) => {
    const row = await findShortlist(tenant, shortlistId);
    const before = await summaryOf(tenant, row.id);
    const deleted = await deleteShortlist(tenant, row);
    return { ...before, deleted: true, deletedBy: deleted.deletedBy, modified: deleted.modified?.toISOString() ?? null };
  });
}

/** Sets the shortlist's buy-box override and mode (5 keeps its custom value; the others clear it). */
export function overrideShortlist({
  deps,
  shortlistId,
  input,
}: ShortlistTarget & { input: z.infer<typeof ShortlistOverrideInput> }): Promise<Shortlist> {
  return deps.run(async (tenant) => {
    const row = await findShortlist(tenant, shortlistId);
    const { buyBoxOverride, buyBoxOverrideMode, customValue } = input;
    await setShortlist(tenant, row, {
      override: buyBoxOverride,
      overrideMode: buyBoxOverrideMode,
      overrideCustomValue: buyBoxOverride === 5 ? (customValue ?? null) : null,
    });
    return summaryOf(tenant, row.id);
  });
}

/** Sets the target stock (null clears it). */
export function setTargetStock({
  deps,
  shortlistId,
  targetStock,
}: ShortlistTarget & { targetStock: number | null }): Promise<Shortlist> {
  return deps.run(async (tenant) => {
    const row = await findShortlist(tenant, shortlistId);
    await setShortlist(tenant, row, { targetStock });
    return summaryOf(tenant, row.id);
  });
}

/** Sets every item's quantity to the gap between the target stock and what the seller holds. */
export function fillShortlist({ deps, shortlistId }: ShortlistTarget): Promise<z.infer<typeof ShortlistTargetFill>> {
  return deps.run(async (tenant) => fillFromTargetStock(tenant, await findShortlist(tenant, shortlistId)));
}
