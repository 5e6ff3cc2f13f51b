import {
  Id,
  type Supplier,
  type SupplierInput,
  type SupplierListQuery,
  type SupplierOverrideInput,
  type SupplierSearchInput,
  type SupplierSlim,
  type SupplierUpdate,
} from '@shelfscope/contracts';
import { and, asc, count, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { HttpError } from '../../platform/http/errors.js';
import { containsPattern } from '../../platform/text/like-pattern.js';
import { baseFieldsDto, modifiedBy, softDeleted } from '../base-columns.js';
import { categories, supplierCategories } from '../categories/schema.js';
import { findCategories, findCategory } from '../categories/service.js';
import { duplicateName, rethrowDuplicateName } from '../duplicate-name.js';
import { companyMarketplace, marketplaceCode, ownCurrency, supplierCurrency } from '../marketplaces/service.js';
import { products } from '../products/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { suppliers } from './schema.js';

export type SupplierRow = typeof suppliers.$inferSelect;

const DUPLICATE = 'A supplier with this name already exists.';
const NOT_FOUND = 'No such supplier.';

/** Maps a unique violation of the name index (two concurrent writers) to the same 409. */
export const asDuplicateSupplier = rethrowDuplicateName(DUPLICATE);

/** The company's live suppliers. */
const live = (tenant: Tenant) => and(companyFilter(tenant, suppliers.companyId), eq(suppliers.deleted, false));

const byName = [asc(sql`lower(${suppliers.name})`), asc(suppliers.id)];

/** In any of these categories (the company's own links only). */
function inAnyCategory(tenant: Tenant, categoryIds: string[]): SQL {
  return exists(
    tenant.db
      .select({ one: sql`1` })
      .from(supplierCategories)
      .where(
        and(
          companyFilter(tenant, supplierCategories.companyId),
          eq(supplierCategories.supplierId, suppliers.id),
          inArray(supplierCategories.categoryId, categoryIds),
        ),
      ),
  );
}

export async function listSuppliers(
  tenant: Tenant,
  query: SupplierListQuery,
): Promise<{ items: Supplier[]; totalItems: number }> {
  const where = query.categories?.length ? and(live(tenant), inAnyCategory(tenant, query.categories)) : live(tenant);
  // One query at a time: they share the tenant's transaction, and so its connection.
  const rows = await tenant.db
    .select()
    .from(suppliers)
    .where(where)
    .orderBy(...byName)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await tenant.db.select({ value: count() }).from(suppliers).where(where);
  return { items: await withComputed(tenant, rows), totalItems: total?.value ?? 0 };
}

export async function slimSuppliers(tenant: Tenant): Promise<SupplierSlim[]> {
  const rows = await tenant.db
    .select({ id: suppliers.id, name: suppliers.name, marketplace: suppliers.marketplace, currency: suppliers.currency })
    .from(suppliers)
    .where(live(tenant))
    .orderBy(...byName);
  return rows.map(slimOf);
}

/** The company's first supplier in the suppliers' own order (the grid's default), or null. */
export async function firstSupplierId(tenant: Tenant): Promise<string | null> {
  const [row] = await tenant.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(live(tenant))
    .orderBy(...byName)
    .limit(1);
  return row?.id ?? null;
}

/** A supplier by name, with the marketplace and currency its totals are in (null currency: the marketplace's). */
export function slimOf(row: { id: string; name: string; marketplace: string; currency: string | null }): SupplierSlim {
  return { id: row.id, name: row.name, marketplace: marketplaceCode(row.marketplace), currency: supplierCurrency(row) };
}

export async function getSupplier(tenant: Tenant, id: string): Promise<Supplier> {
  return one(tenant, await findSupplier(tenant, id));
}

/** A new supplier, refused (409) at the plan's `limit` of live suppliers or when its name is taken. */
export async function createSupplier(
  tenant: Tenant,
  { input, limit }: { input: SupplierInput; limit: number },
): Promise<Supplier> {
  await assertUnderLimit(tenant, limit);
  await assertNameFree(tenant, input.name);
  const linked = await findCategories(tenant, input.categoriesIds ?? []);
  const { categoriesIds: _, ...fields } = input;
  const marketplace = fields.marketplace ?? (await companyMarketplace(tenant));
  const [row] = await tenant.db
    .insert(suppliers)
    .values({
      ...fields,
      marketplace,
      currency: ownCurrency(marketplace, fields.currency),
      companyId: tenant.companyId,
      createdBy: tenant.memberId,
    })
    .returning();
  if (!row) throw new Error('supplier not created');
  await link(
    tenant,
    row.id,
    linked.map((category) => category.id),
  );
  return one(tenant, row);
}

/** Sets the fields sent (null clears one); `categoriesIds`, when sent, replaces the supplier's categories. */
export async function updateSupplier(tenant: Tenant, input: SupplierUpdate): Promise<Supplier> {
  const current = await findSupplier(tenant, input.id);
  if (input.name.toLowerCase() !== current.name.toLowerCase()) await assertNameFree(tenant, input.name);
  const { id: _, categoriesIds, ...sent } = input;
  const marketplace = sent.marketplace ?? marketplaceCode(current.marketplace);
  // A currency is kept only when it differs from the marketplace's (null follows the marketplace).
  const fields =
    sent.currency !== undefined || sent.marketplace !== undefined
      ? { ...sent, currency: ownCurrency(marketplace, sent.currency === undefined ? current.currency : sent.currency) }
      : sent;
  const linked = categoriesIds === undefined ? null : await findCategories(tenant, categoriesIds);
  const row = await setFields(tenant, current.id, fields);
  if (linked) {
    await tenant.db
      .delete(supplierCategories)
      .where(and(companyFilter(tenant, supplierCategories.companyId), eq(supplierCategories.supplierId, row.id)));
    await link(
      tenant,
      row.id,
      linked.map((category) => category.id),
    );
  }
  return one(tenant, row);
}

/** One field at a time (`PATCH /api/Supplier/{id}/{field}`); an empty value clears it. */
export async function patchSupplier(
  tenant: Tenant,
  id: string,
  field: 'name' | 'email' | 'phone' | 'address',
  value: string,
): Promise<Supplier> {
  const current = await findSupplier(tenant, id);
  if (field === 'name' && value.toLowerCase() !== current.name.toLowerCase()) await assertNameFree(tenant, value);
  return one(tenant, await setFields(tenant, current.id, { [field]: value === '' ? null : value }));
}

export async function setSupplierOverride(tenant: Tenant, input: SupplierOverrideInput): Promise<Supplier> {
  const current = await findSupplier(tenant, input.supplierId ?? input.id ?? '');
  const row = await setFields(tenant, current.id, {
    override: input.override,
    // A custom value only means something for override 5; any other override clears it.
    overrideCustomValue: input.override === 5 ? (input.overrideCustomValue ?? null) : null,
  });
  return one(tenant, row);
}

/** Soft delete: the row stays for the record; its category links go, and its name is free again. */
export async function deleteSupplier(tenant: Tenant, id: string): Promise<Supplier> {
  const current = await findSupplier(tenant, id);
  const [row] = await tenant.db
    .update(suppliers)
    .set(softDeleted(tenant.memberId))
    .where(and(live(tenant), eq(suppliers.id, current.id)))
    .returning();
  if (!row) throw HttpError.notFound(NOT_FOUND);
  await tenant.db
    .delete(supplierCategories)
    .where(and(companyFilter(tenant, supplierCategories.companyId), eq(supplierCategories.supplierId, row.id)));
  return supplierDto(row, [], NO_PRODUCTS);
}

/** Puts a supplier in a category; assigning twice is harmless. */
export async function assignCategory(tenant: Tenant, categoryId: string, supplierId: string): Promise<Supplier> {
  const category = await findCategory(tenant, categoryId);
  const supplier = await findSupplier(tenant, supplierId);
  await link(tenant, supplier.id, [category.id]);
  return one(tenant, supplier);
}

/** Takes a supplier out of a category; unassigning one that is not in it is harmless. */
export async function unassignCategory(tenant: Tenant, categoryId: string, supplierId: string): Promise<Supplier> {
  const category = await findCategory(tenant, categoryId);
  const supplier = await findSupplier(tenant, supplierId);
  await tenant.db
    .delete(supplierCategories)
    .where(
      and(
        companyFilter(tenant, supplierCategories.companyId),
        eq(supplierCategories.supplierId, supplier.id),
        eq(supplierCategories.categoryId, category.id),
      ),
    );
  return one(tenant, supplier);
}

/** Every criterion given must match; see SupplierSearchInput for how each one matches. */
export async function searchSuppliers(tenant: Tenant, input: SupplierSearchInput): Promise<Supplier[]> {
  const conditions: (SQL | undefined)[] = [live(tenant)];
  if (input.name) conditions.push(sql`${suppliers.name} ilike ${containsPattern(input.name)}`);
  if (input.city) conditions.push(sql`lower(${suppliers.city}) = lower(${input.city})`);
  if (input.state) conditions.push(sql`lower(${suppliers.state}) = lower(${input.state})`);
  if (input.category) {
    const matching = tenant.db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          companyFilter(tenant, categories.companyId),
          eq(categories.deleted, false),
          Id.safeParse(input.category).success
            ? eq(categories.id, input.category)
            : sql`lower(${categories.name}) = lower(${input.category})`,
        ),
      );
    conditions.push(
      exists(
        tenant.db
          .select({ one: sql`1` })
          .from(supplierCategories)
          .where(
            and(
              companyFilter(tenant, supplierCategories.companyId),
              eq(supplierCategories.supplierId, suppliers.id),
              inArray(supplierCategories.categoryId, matching),
            ),
          ),
      ),
    );
  }
  const rows = await tenant.db
    .select()
    .from(suppliers)
    .where(and(...conditions))
    .orderBy(...byName)
    .limit(input.limit);
  return withComputed(tenant, rows);
}

/** Live suppliers of the company: what the plan's supplier limit counts. */
export async function countSuppliers(tenant: Tenant): Promise<number> {
  const [total] = await tenant.db.select({ value: count() }).from(suppliers).where(live(tenant));
  return total?.value ?? 0;
}

/** A malformed, unknown, deleted or other company's id: all the same 404. */
export async function findSupplier(tenant: Tenant, id: string): Promise<SupplierRow> {
  if (!Id.safeParse(id).success) throw HttpError.notFound(NOT_FOUND);
  const [row] = await tenant.db
    .select()
    .from(suppliers)
    .where(and(live(tenant), eq(suppliers.id, id)));
  if (!row) throw HttpError.notFound(NOT_FOUND);
  return row;
}

async function setFields(tenant: Tenant, id: string, fields: Partial<SupplierRow>): Promise<SupplierRow> {
  const [row] = await tenant.db
    .update(suppliers)
    .set({ ...fields, ...modifiedBy(tenant.memberId) })
    .where(and(live(tenant), eq(suppliers.id, id)))
    .returning();
  if (!row) throw HttpError.notFound(NOT_FOUND);
  return row;
}

async function link(tenant: Tenant, supplierId: string, categoryIds: string[]): Promise<void> {
  if (categoryIds.length === 0) return;
  await tenant.db
    .insert(supplierCategories)
    .values(categoryIds.map((categoryId) => ({ companyId: tenant.companyId, supplierId, categoryId })))
    .onConflictDoNothing();
}

async function assertNameFree(tenant: Tenant, name: string): Promise<void> {
  const [taken] = await tenant.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(live(tenant), sql`lower(${suppliers.name}) = lower(${name})`));
  if (taken) throw duplicateName(DUPLICATE);
}

async function assertUnderLimit(tenant: Tenant, limit: number): Promise<void> {
  if ((await countSuppliers(tenant)) >= limit)
    throw new HttpError(
      409,
      'plan_limit_reached',
      `Your plan allows ${limit} supplier${limit === 1 ? '' : 's'}. Upgrade your plan to add more.`,
    );
}

/** The counts of a supplier's products overall and per astro score level (1..5). */
type ProductStats = { productsCount: number; astroScores: [number, number, number, number, number] };
const NO_PRODUCTS: ProductStats = { productsCount: 0, astroScores: [0, 0, 0, 0, 0] };

/** Live products per supplier and per astro score level, in one grouped query for a page of suppliers. */
async function productStats(tenant: Tenant, supplierIds: string[]): Promise<Map<string, ProductStats>> {
  const rows = await tenant.db
    .select({ supplierId: products.supplierId, level: products.astroScore, value: count() })
    .from(products)
    .where(and(companyFilter(tenant, products.companyId), inArray(products.supplierId, supplierIds), eq(products.deleted, false)))
    .groupBy(products.supplierId, products.astroScore);
  const stats = new Map<string, ProductStats>();
  for (const row of rows) {
    if (!row.supplierId) continue;
    const entry = stats.get(row.supplierId) ?? { productsCount: 0, astroScores: [0, 0, 0, 0, 0] };
    entry.productsCount += row.value;
    if (row.level !== null && row.level >= 1 && row.level <= 5)
      entry.astroScores[row.level - 1] = (entry.astroScores[row.level - 1] ?? 0) + row.value;
    stats.set(row.supplierId, entry);
  }
  return stats;
}

/** Categories (one query, whatever the page size) and product counts for a page of suppliers. */
async function withComputed(tenant: Tenant, rows: SupplierRow[]): Promise<Supplier[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const stats = await productStats(tenant, ids);
  const links = await tenant.db
    .select({ supplierId: supplierCategories.supplierId, id: categories.id, name: categories.name })
    .from(supplierCategories)
    .innerJoin(categories, eq(categories.id, supplierCategories.categoryId))
    .where(
      and(
        companyFilter(tenant, supplierCategories.companyId),
        inArray(supplierCategories.supplierId, ids),
        eq(categories.deleted, false),
      ),
    )
    .orderBy(asc(sql`lower(${categories.name})`));
  const bySupplier = new Map<string, { id: string; name: string }[]>();
  for (const { supplierId, ...category } of links) {
    bySupplier.set(supplierId, [...(bySupplier.get(supplierId) ?? []), category]);
  }
  return rows.map((row) => supplierDto(row, bySupplier.get(row.id) ?? [], stats.get(row.id) ?? NO_PRODUCTS));
}

async function one(tenant: Tenant, row: SupplierRow): Promise<Supplier> {
  const [supplier] = await withComputed(tenant, [row]);
  if (!supplier) throw new Error('supplier vanished');
  return supplier;
}

export function supplierDto(row: SupplierRow, linked: { id: string; name: string }[], stats: ProductStats): Supplier {
  const [astroScore1, astroScore2, astroScore3, astroScore4, astroScore5] = stats.astroScores;
  return {
    ...baseFieldsDto(row),
    name: row.name,
    state: row.state,
    city: row.city,
    zipCode: row.zipCode,
    address: row.address,
    number: row.number,
    phone: row.phone,
    email: row.email,
    override: row.override,
    overrideCustomValue: row.overrideCustomValue,
    marketplace: marketplaceCode(row.marketplace),
    currency: supplierCurrency(row),
    costsIncludeVat: row.costsIncludeVat,
    productsCount: stats.productsCount,
    astroScore1,
    astroScore2,
    astroScore3,
    astroScore4,
    astroScore5,
    categoriesIds: linked.map((category) => category.id),
    categories: linked,
  };
}
