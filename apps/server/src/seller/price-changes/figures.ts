// Profit and ROI of a product at a price list's pack and cost: the product's own analysis (the
// shortlist line of packages/profit), never a formula of our own.

import type { Override } from '@shelfscope/profit';
import { and, eq, sql } from 'drizzle-orm';
import { products } from '../products/schema.js';
import { type LineProduct, type LinePurchase, lineFigures, shortlistTotals } from '../shortlists/figures.js';
import { leanAnalysis, leanMarketplace } from '../shortlists/service.js';
import { suppliers } from '../suppliers/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';

/** A product as its figures at another cost read it: the lean analysis and the overrides on its price. */
export type PricedProduct = { product: LineProduct; overrides: Override[]; costsIncludeVat: boolean };

/** Products loaded per query: a 100,000-row list reads its changed products in a few dozen queries. */
const CHUNK = 2_000;

/** The supplier's live products among `ids` with what their figures need, by id. */
export async function pricedProducts(tenant: Tenant, supplierId: string, ids: string[]): Promise<Map<string, PricedProduct>> {
  const found = new Map<string, PricedProduct>();
  if (ids.length === 0) return found;
  const [supplier] = await tenant.db
    .select({
      override: suppliers.override,
      overrideCustomValue: suppliers.overrideCustomValue,
      costsIncludeVat: suppliers.costsIncludeVat,
    })
    .from(suppliers)
    .where(and(companyFilter(tenant, suppliers.companyId), eq(suppliers.id, supplierId)));
  const supplierOverride = { value: supplier?.override ?? -1, customValue: supplier?.overrideCustomValue ?? null };
  for (let at = 0; at < ids.length; at += CHUNK) {
    const chunk = ids.slice(at, at + CHUNK);
    const rows = await tenant.db
      .select({
        id: products.id,
        marketplace: products.marketplace,
        cost: products.cost,
        quantityPack: products.quantityPack,
        override: products.override,
        overrideCustomValue: products.overrideCustomValue,
        lean: sql<Omit<LineProduct, 'cost' | 'quantityPack' | 'marketplace' | 'currency'>>`${leanAnalysis()}`,
      })
      .from(products)
      .where(
        and(
          companyFilter(tenant, products.companyId),
          eq(products.deleted, false),
          sql`${products.id} = any(${`{${chunk.join(',')}}`}::uuid[])`,
        ),
      );
    for (const row of rows) {
      found.set(row.id, {
        product: { ...row.lean, ...leanMarketplace(row.marketplace), cost: row.cost, quantityPack: row.quantityPack },
        overrides: [{ value: row.override, customValue: row.overrideCustomValue }, supplierOverride],
        costsIncludeVat: supplier?.costsIncludeVat ?? false,
      });
    }
  }
  return found;
}

/**
 * The product's profit and ROI bought at `pack`: a shortlist line of one listing unit (the fewest
 * whole supplier packs that make one; a pack of 12 singles is one pack, 12 units), at the price
 * its overrides select, by its stored analysis. Null without a price or a cost.
 */
export function figuresAt(priced: PricedProduct, pack: LinePurchase, at: Date): { profit: number | null; roi: number | null } {
  if (pack.cost === null) return { profit: null, roi: null };
  const figures = lineFigures({ ...priced, quantity: 1, purchase: pack }, at);
  if (figures.selectedBuyBoxValue === null) return { profit: null, roi: null };
  const totals = shortlistTotals([{ asin: '', quantity: 1, figures }]);
  return { profit: totals.profit, roi: totals.roi };
}
