import { Id, type UserFilter, type UserFilterInput, type UserFilterUpdate } from '@shelfscope/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../platform/http/errors.js';
import { baseFieldsDto, modifiedBy, softDeleted } from '../base-columns.js';
import { duplicateName, rethrowDuplicateName } from '../duplicate-name.js';
import type { Tenant } from '../tenancy.js';
import { companyFilter } from '../tenancy.js';
import { userFilters } from './schema.js';

type FilterRow = typeof userFilters.$inferSelect;

/** The acting member's live filters: the company wall, the member, not deleted. */
const ofMember = (tenant: Tenant) =>
  and(companyFilter(tenant, userFilters.companyId), eq(userFilters.userId, tenant.memberId), eq(userFilters.deleted, false));

const sameName = (name: string) => sql`lower(${userFilters.name}) = lower(${name})`;

const DUPLICATE = 'You already have a filter with this name.';

export async function listFilters(tenant: Tenant): Promise<FilterRow[]> {
  return tenant.db.select().from(userFilters).where(ofMember(tenant)).orderBy(asc(userFilters.name));
}

/** The member's filter of that name (ignoring case), or 404. */
export async function findFilterByName(tenant: Tenant, name: string): Promise<FilterRow> {
  const [row] = await tenant.db
    .select()
    .from(userFilters)
    .where(and(ofMember(tenant), sameName(name)));
  if (!row) throw HttpError.notFound('No filter with this name.');
  return row;
}

export async function createFilter(tenant: Tenant, input: UserFilterInput): Promise<FilterRow> {
  await assertNameFree(tenant, input.name);
  const [row] = await tenant.db
    .insert(userFilters)
    .values({ companyId: tenant.companyId, userId: tenant.memberId, createdBy: tenant.memberId, ...input })
    .returning();
  if (!row) throw new Error('filter not created');
  return row;
}

export async function updateFilter(tenant: Tenant, id: string, input: UserFilterUpdate): Promise<FilterRow> {
  const current = await findFilter(tenant, id);
  if (input.name !== undefined && input.name.toLowerCase() !== current.name.toLowerCase())
    await assertNameFree(tenant, input.name);
  const [row] = await tenant.db
    .update(userFilters)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.filter !== undefined ? { filter: input.filter } : {}),
      ...modifiedBy(tenant.memberId),
    })
    .where(and(ofMember(tenant), eq(userFilters.id, current.id)))
    .returning();
  if (!row) throw HttpError.notFound('No such filter.');
  return row;
}

/** Soft delete: the row stays for the record, its name is free again. */
export async function deleteFilter(tenant: Tenant, id: string): Promise<FilterRow> {
  const current = await findFilter(tenant, id);
  const [row] = await tenant.db
    .update(userFilters)
    .set(softDeleted(tenant.memberId))
    .where(and(ofMember(tenant), eq(userFilters.id, current.id)))
    .returning();
  if (!row) throw HttpError.notFound('No such filter.');
  return row;
}

/** A malformed, unknown, deleted, other member's or other company's id: all the same 404. */
async function findFilter(tenant: Tenant, id: string): Promise<FilterRow> {
  if (!Id.safeParse(id).success) throw HttpError.notFound('No such filter.');
  const [row] = await tenant.db
    .select()
    .from(userFilters)
    .where(and(ofMember(tenant), eq(userFilters.id, id)));
  if (!row) throw HttpError.notFound('No such filter.');
  return row;
}

/**
 * Checked before writing so the common case gets a clear 409; the unique index
 * (company, member, lower(name)) among live rows still settles a race (see isUniqueViolation).
 */
async function assertNameFree(tenant: Tenant, name: string): Promise<void> {
  const [taken] = await tenant.db
    .select({ id: userFilters.id })
    .from(userFilters)
    .where(and(ofMember(tenant), sameName(name)));
  if (taken) throw duplicateName(DUPLICATE);
}

/** Maps a unique violation of the name index (a concurrent create) to the same 409. */
export const asDuplicateName = rethrowDuplicateName(DUPLICATE);

export function filterDto(row: FilterRow): UserFilter {
  return {
    ...baseFieldsDto(row),
    userId: row.userId,
    name: row.name,
    filter: row.filter,
  };
}
