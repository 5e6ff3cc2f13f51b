import { type Category, type CategoryInput, type CategorySlim, Id, type PageQuery } from '@shelfscope/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { HttpError } from '../../platform/http/errors.js';
import { baseFieldsDto, modifiedBy, softDeleted } from '../base-columns.js';
import { duplicateName, rethrowDuplicateName } from '../duplicate-name.js';
import { suppliers } from '../suppliers/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { categories, supplierCategories } from './schema.js';

type CategoryRow = typeof categories.$inferSelect;

const DUPLICATE = 'A category with this name already exists.';
const NOT_FOUND = 'No such category.';

/** Maps a unique violation of the name index (two concurrent writers) to the same 409. */
export const asDuplicateCategory = rethrowDuplicateName(DUPLICATE);

/** The company's live categories. */
const live = (tenant: Tenant) => and(companyFilter(tenant, categories.companyId), eq(categories.deleted, false));

/** Live suppliers per category, counted in one query for a page of categories. */
async function supplierCounts(tenant: Tenant, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tenant.db
    .select({ categoryId: supplierCategories.categoryId, value: count() })
    .from(supplierCategories)
    .innerJoin(suppliers, eq(suppliers.id, supplierCategories.supplierId))
    .where(
      and(
        companyFilter(tenant, supplierCategories.companyId),
        inArray(supplierCategories.categoryId, ids),
        eq(suppliers.deleted, false),
      ),
    )
    .groupBy(supplierCategories.categoryId);
  return new Map(rows.map((row) => [row.categoryId, row.value]));
}

export async function listCategories(tenant: Tenant, page: PageQuery): Promise<{ items: Category[]; totalItems: number }> {
  // One query at a time: they share the tenant's transaction, and so its connection.
  const rows = await tenant.db
    .select()
    .from(categories)
    .where(live(tenant))
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await tenant.db.select({ value: count() }).from(categories).where(live(tenant));
  const counts = await supplierCounts(
    tenant,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => categoryDto(row, counts.get(row.id) ?? 0)), totalItems: total?.value ?? 0 };
}

export async function slimCategories(tenant: Tenant): Promise<CategorySlim[]> {
  return tenant.db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(live(tenant))
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}

export async function createCategory(tenant: Tenant, input: CategoryInput): Promise<Category> {
  await assertNameFree(tenant, input.name);
  const [row] = await tenant.db
    .insert(categories)
    .values({ companyId: tenant.companyId, createdBy: tenant.memberId, name: input.name })
    .returning();
  if (!row) throw new Error('category not created');
  return categoryDto(row, 0);
}

export async function renameCategory(tenant: Tenant, id: string, input: CategoryInput): Promise<Category> {
  const current = await findCategory(tenant, id);
  if (input.name.toLowerCase() !== current.name.toLowerCase()) await assertNameFree(tenant, input.name);
  const [row] = await tenant.db
    .update(categories)
    .set({ name: input.name, ...modifiedBy(tenant.memberId) })
    .where(and(live(tenant), eq(categories.id, current.id)))
    .returning();
  if (!row) throw HttpError.notFound(NOT_FOUND);
  return categoryDto(row, (await supplierCounts(tenant, [row.id])).get(row.id) ?? 0);
}

/** Soft delete: the row stays for the record; its supplier links go, and its name is free again. */
export async function deleteCategory(tenant: Tenant, id: string): Promise<Category> {
  const current = await findCategory(tenant, id);
  const [row] = await tenant.db
    .update(categories)
    .set(softDeleted(tenant.memberId))
    .where(and(live(tenant), eq(categories.id, current.id)))
    .returning();
  if (!row) throw HttpError.notFound(NOT_FOUND);
  await tenant.db
    .delete(supplierCategories)
    .where(and(companyFilter(tenant, supplierCategories.companyId), eq(supplierCategories.categoryId, row.id)));
  return categoryDto(row, 0);
}

/** A malformed, unknown, deleted or other company's id: all the same 404. */
export async function findCategory(tenant: Tenant, id: string): Promise<CategoryRow> {
  if (!Id.safeParse(id).success) throw HttpError.notFound(NOT_FOUND);
  const [row] = await tenant.db
    .select()
    .from(categories)
    .where(and(live(tenant), eq(categories.id, id)));
  if (!row) throw HttpError.notFound(NOT_FOUND);
  return row;
}

/** The company's live categories among `ids`; 404 naming none of them if any is not one. */
export async function findCategories(tenant: Tenant, ids: string[]): Promise<CategoryRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await tenant.db
    .select()
    .from(categories)
    .where(and(live(tenant), inArray(categories.id, unique)));
  if (rows.length !== unique.length) throw HttpError.notFound('One or more categories do not exist.');
  return rows;
}

async function assertNameFree(tenant: Tenant, name: string): Promise<void> {
  const [taken] = await tenant.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(live(tenant), sql`lower(${categories.name}) = lower(${name})`));
  if (taken) throw duplicateName(DUPLICATE);
}

export function categoryDto(row: CategoryRow, suppliersCount: number): Category {
  return { ...baseFieldsDto(row), name: row.name, suppliersCount };
}
