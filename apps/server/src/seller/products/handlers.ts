import type { Product, ProductDetail, ProductGraph, ProductOverrideInput, ProductUpdateInput } from '@shelfscope/contracts';
import { shortlistNamesOf } from '../shortlists/names.js';
import { PRODUCT_PATCHES, patchValue } from './patches.js';
import { deleteProduct, detailParts, findProduct, type ProductScope, productDto, setProductFields } from './service.js';
import { type ProductsDeps, reanalyse, refreshProducts, snapshotOf } from './workflows.js';

/**
 * What the product, quick-view and browser-extension routes do with one product: the same
 * operations in different scopes (a supplier's products, the quick view, any).
 */

/** One product, as each verb below names it: the workflows acting as the company, its id and scope. */
export type ProductTarget = { deps: ProductsDeps; id: string; scope?: ProductScope | undefined };

export async function productDetail({ deps, id, scope }: ProductTarget): Promise<ProductDetail> {
  const { row, stored } = await snapshotOf(deps, id, scope);
  const names = await deps.run((tenant) => shortlistNamesOf(tenant, [row.id]));
  return { ...productDto(row), shortlistNames: names.get(row.id) ?? [], ...detailParts(stored.snapshot) };
}

export async function productOffers({ deps, id, scope }: ProductTarget) {
  return (await snapshotOf(deps, id, scope)).stored.snapshot.offers;
}

export async function productVariations({ deps, id, scope }: ProductTarget) {
  return (await snapshotOf(deps, id, scope)).stored.snapshot.variations;
}

export async function productGraph({ deps, id, scope }: ProductTarget): Promise<ProductGraph> {
  const { row, stored } = await snapshotOf(deps, id, scope);
  const history = await deps.store.history(stored.id);
  if (!history) throw new Error(`snapshot ${stored.id} vanished`);
  const product = productDto(row);
  return { ...history, versionId: product.versionId, versionCreated: product.versionCreated };
}

export async function refreshOne({
  deps,
  id,
  scope,
  fetchStockLevels,
}: ProductTarget & { fetchStockLevels: boolean }): Promise<Product> {
  const row = await deps.run((tenant) => findProduct(tenant, id, scope));
  // One product, answered when done: the user is looking at it, so its chart is read too.
  const [refreshed] = await refreshProducts(deps, [row], { fetchStockLevels, history: true });
  return productDto(refreshed ?? row);
}

/** Sets cost inputs and supplier fields (null clears), then analyses again. */
export async function updateProduct({ deps, id, scope, input }: ProductTarget & { input: ProductUpdateInput }): Promise<Product> {
  const { id: _, supplierUPC, quantityPack, ...fields } = input;
  return productDto(
    await deps.run(async (tenant) => {
      const row = await findProduct(tenant, id, scope);
      const updated = await setProductFields(tenant, row, {
        ...fields,
        ...(supplierUPC !== undefined ? { supplierUpc: supplierUPC } : {}),
        ...(quantityPack !== undefined ? { quantityPack: quantityPack ?? 1 } : {}),
      });
      return reanalyse(deps, tenant, updated);
    }),
  );
}

export async function removeProduct({ deps, id, scope }: ProductTarget): Promise<Product> {
  return deps.run((tenant) => deleteProduct(tenant, id, scope));
}

/** The product's own buy-box override (5 keeps its custom value; the others clear it). */
export async function overrideProduct({
  deps,
  id,
  scope,
  input,
}: ProductTarget & { input: Pick<ProductOverrideInput, 'override' | 'buyBoxOverrideCustomValue'> }): Promise<Product> {
  return productDto(
    await deps.run(async (tenant) => {
      const row = await findProduct(tenant, id, scope);
      const updated = await setProductFields(tenant, row, {
        override: input.override,
        overrideCustomValue: input.override === 5 ? (input.buyBoxOverrideCustomValue ?? null) : null,
      });
      return reanalyse(deps, tenant, updated);
    }),
  );
}

/** One singly editable field (see PRODUCT_PATCHES), its value as the query carries it; cost inputs analyse again. */
export async function patchProduct({
  deps,
  id,
  scope,
  field,
  value,
}: ProductTarget & { field: keyof typeof PRODUCT_PATCHES; value: unknown }): Promise<Product> {
  const patch = PRODUCT_PATCHES[field];
  if (!patch) throw new Error(`unknown product field ${String(field)}`);
  return productDto(
    await deps.run(async (tenant) => {
      const row = await findProduct(tenant, id, scope);
      const updated = await setProductFields(tenant, row, { [patch.column]: patchValue(value) });
      return patch.reanalyse ? reanalyse(deps, tenant, updated) : updated;
    }),
  );
}
