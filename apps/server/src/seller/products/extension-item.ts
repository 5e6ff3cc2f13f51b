import type { MarketplaceCode, Product } from '@shelfscope/contracts';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { companyMarketplace } from '../marketplaces/service.js';
import { companyFilter } from '../tenancy.js';
import { type ProductTarget, productOffers, refreshOne } from './handlers.js';
import { products } from './schema.js';
import { inScope, type ProductScope, productDto } from './service.js';
import { addProduct, lookup, type ProductsDeps, refreshProducts } from './workflows.js';

const QUICK_VIEW: ProductScope = { quickView: true };

/** An ASIN on a marketplace (the storefront's; the company's default when the extension names none). */
export type ExtensionAsin = { deps: ProductsDeps; asin: string; marketplace?: MarketplaceCode | undefined };

/**
 * The product behind an ASIN on a marketplace for the browser extension (the storefront's; the
 * company's default when the extension names none). The company's own product under a supplier
 * of that marketplace when it has one (its cost, pack and preparation are the seller's: the panel's profit is the
 * product's, and "Open in ShelfScope" opens it); of several, the one with the lowest unit cost
 * (totalGoodsCost, then the latest edited). Otherwise the company's quick-view item for it
 * on that marketplace (added on first sight, so what the extension reads shows up in the quick
 * view). Served as is while its analysis is fresh, refreshed when it is not.
 */
export async function extensionItem({
  deps,
  asin,
  marketplace: given,
}: ExtensionAsin): Promise<{ id: string; scope: ProductScope }> {
  const marketplace = given ?? (await deps.run(companyMarketplace));
  const [listed] = await deps.run((tenant) =>
    tenant.db
      .select()
      .from(products)
      .where(
        and(
          companyFilter(tenant, products.companyId),
          eq(products.asin, asin),
          eq(products.marketplace, marketplace),
          eq(products.deleted, false),
          isNotNull(products.supplierId),
        ),
      )
      .orderBy(sql`${products.totalGoodsCost} asc nulls last`, desc(products.modified))
      .limit(1),
  );
  const [existing] = listed
    ? [listed]
    : await deps.run((tenant) =>
        tenant.db
          .select()
          .from(products)
          .where(and(inScope(tenant, QUICK_VIEW), eq(products.asin, asin), eq(products.marketplace, marketplace))),
      );
  if (!existing) {
    const { product } = await addProduct(deps, QUICK_VIEW, { identifier: asin, identifierType: 0, marketplace });
    if (!product) throw new Error(`no product for ${asin}`);
    return { id: product.id, scope: QUICK_VIEW };
  }
  const age = Date.now() - (existing.versionCreated?.getTime() ?? 0);
  if (age > deps.freshForMs) await refreshProducts(deps, [existing], { fetchStockLevels: false, history: true });
  return { id: existing.id, scope: existing.supplierId ? { supplierId: existing.supplierId } : QUICK_VIEW };
}

/** A product verb applied to the extension item behind an ASIN (found, added or refreshed first). */
export function atExtensionItem<Extra extends object, Result>(verb: (target: ProductTarget & Extra) => Promise<Result>) {
  return async ({ deps, asin, marketplace, ...extra }: ExtensionAsin & Extra): Promise<Result> => {
    const { id, scope } = await extensionItem({ deps, asin, marketplace });
    return verb({ ...(extra as unknown as Extra), deps, id, scope });
  };
}

/** The marketplace products behind a UPC, EAN or ISBN (nothing is added). */
export async function extensionLookup({
  deps,
  code,
  marketplace,
}: {
  deps: ProductsDeps;
  code: string;
  marketplace?: MarketplaceCode | undefined;
}) {
  return lookup(deps, code, marketplace ?? (await deps.run(companyMarketplace)));
}

/** The extension item as a product, analysis served while fresh. */
export const extensionProduct = atExtensionItem(async ({ deps, id, scope }): Promise<Product> => {
  const [row] = await deps.run((tenant) =>
    tenant.db
      .select()
      .from(products)
      .where(and(inScope(tenant, scope ?? QUICK_VIEW), eq(products.id, id))),
  );
  if (!row) throw new Error('extension item vanished');
  return productDto(row);
});

/** Reads the item's offers again now, with stock levels, and answers them. */
export const extensionOffersUpdate = atExtensionItem(async (target: ProductTarget) => {
  await refreshOne({ ...target, fetchStockLevels: true });
  return productOffers(target);
});
