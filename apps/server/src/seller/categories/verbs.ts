import type { Category, CategoryInput, CategorySlim, Supplier } from '@shelfscope/contracts';
import { assignCategory, unassignCategory } from '../suppliers/service.js';
import type { TenantDeps } from '../tenancy.js';
import {
  asDuplicateCategory,
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
  slimCategories,
} from './service.js';

/**
 * What the category routes do, one verb each (docs/architecture.md): each takes one options
 * object, runs as the calling company and maps a duplicate name (two concurrent writers
 * included) to the spec's 409.
 */

type Deps = TenantDeps;
/** One category of the calling company. */
type CategoryTarget = { deps: Deps; categoryId: string };

/** A page of the company's categories by name, each with its number of suppliers. */
export function categoryPage({ deps, page }: { deps: Deps; page: Parameters<typeof listCategories>[1] }) {
  return deps.run((tenant) => listCategories(tenant, page));
}

/** A new category. */
export function newCategory({ deps, input }: { deps: Deps; input: CategoryInput }): Promise<Category> {
  return deps.run((tenant) => createCategory(tenant, input)).catch(asDuplicateCategory);
}

/** Every category, id and name only. */
export function categorySlims({ deps }: { deps: Deps }): Promise<CategorySlim[]> {
  return deps.run(slimCategories);
}

/** The category renamed. */
export function renamedCategory({ deps, categoryId, input }: CategoryTarget & { input: CategoryInput }): Promise<Category> {
  return deps.run((tenant) => renameCategory(tenant, categoryId, input)).catch(asDuplicateCategory);
}

/** The category deleted (soft); its suppliers leave it. */
export function removeCategory({ deps, categoryId }: CategoryTarget): Promise<Category> {
  return deps.run((tenant) => deleteCategory(tenant, categoryId));
}

/** A supplier put in the category (`assign`) or taken out of it (`unassign`); answers the supplier. */
export function categoryMembership({
  deps,
  categoryId,
  supplierId,
  action,
}: CategoryTarget & { supplierId: string; action: 'assign' | 'unassign' }): Promise<Supplier> {
  const change = action === 'assign' ? assignCategory : unassignCategory;
  return deps.run((tenant) => change(tenant, categoryId, supplierId));
}
