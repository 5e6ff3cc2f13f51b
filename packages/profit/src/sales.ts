import { roundTo } from './money.js';

/**
 * The rank-to-sales model: monthly sales = scale x rank^-0.75, with a scale per root category.
 * An approximation fitted by eye to public rank-to-sales charts (rank 1,000 in Toys & Games is
 * about 340 a month, rank 100,000 about 11); categories not listed use the default scale. It is
 * rough by nature, so every estimate carries its basis (method and inputs).
 */
export const RANK_SCALE: Readonly<Record<string, number>> = {
  default: 40_000,
  'Toys & Games': 60_000,
  'Home & Kitchen': 80_000,
  'Health & Household': 60_000,
  'Beauty & Personal Care': 55_000,
  'Grocery & Gourmet Food': 45_000,
  'Sports & Outdoors': 45_000,
  'Office Products': 30_000,
  'Pet Supplies': 35_000,
  'Tools & Home Improvement': 45_000,
  Electronics: 40_000,
  'Clothing, Shoes & Jewelry': 70_000,
  'Baby Products': 25_000,
  Automotive: 30_000,
  'Cell Phones & Accessories': 40_000,
};
export const RANK_EXPONENT = 0.75;

export type SalesInputs = {
  /** The marketplace's "bought in past month" (Keepa `monthlySold`); null when not shown. */
  monthlySold: number | null;
  /** The current sales rank in the root category. */
  bsr: number | null;
  salesRankDrops30: number | null;
  category: string | null;
  isVariation: boolean;
  /** Variations of the parent (the rank is shared among them). */
  variants: number;
};

/** How an estimate was made: `monthlySold`, `rankModel`, or `salesRankDrops30` (the drops were the higher figure, or no rank). */
export type SalesMethod = 'monthlySold' | 'rankModel' | 'salesRankDrops30';

export type SalesBasis = { method: SalesMethod; inputs: Record<string, number | string | null> };

export type SalesEstimate = {
  /** Units a month, all sellers. */
  salesEstimate: number | null;
  /** A variation child's share when the figure is the parent's (split evenly over the variants). */
  variantSalesEstimate: number | null;
  basis: SalesBasis | null;
};

/** The model's scale for a root category (names compare ignoring case). */
export function rankScale(category: string | null): number {
  const wanted = category?.trim().toLowerCase();
  const entry = Object.entries(RANK_SCALE).find(([name]) => name.toLowerCase() === wanted);
  return entry?.[1] ?? (RANK_SCALE.default as number);
}

/**
 * Monthly units:
 * 1. `monthlySold` when shown (the marketplace's own figure, per child listing: no split);
 * 2. else the rank model, round(scale x rank^-0.75), never below the 30-day sales-rank drops
 *    (each drop is at least one sale, so the drops are a floor);
 * 3. else (no rank) the 30-day drops alone; else unknown.
 * A variation child with a rank-based figure shares the parent's rank (since 2020), so its
 * share is the estimate over the variants, rounded.
 */
export function estimateSales(input: SalesInputs): SalesEstimate {
  const split = (total: number) => (input.isVariation && input.variants > 1 ? Math.round(total / input.variants) : null);
  const drops = input.salesRankDrops30 !== null && input.salesRankDrops30 > 0 ? input.salesRankDrops30 : null;
  if (input.monthlySold !== null && input.monthlySold > 0) {
    return {
      salesEstimate: input.monthlySold,
      variantSalesEstimate: null,
      basis: { method: 'monthlySold', inputs: { monthlySold: input.monthlySold } },
    };
  }
  if (input.bsr === null || !(input.bsr > 0)) {
    if (drops === null) return { salesEstimate: null, variantSalesEstimate: null, basis: null };
    return {
      salesEstimate: drops,
      variantSalesEstimate: split(drops),
      basis: { method: 'salesRankDrops30', inputs: { salesRankDrops30: drops, bsr: null } },
    };
  }
  const scale = rankScale(input.category);
  const model = Math.round(scale * input.bsr ** -RANK_EXPONENT);
  const estimate = Math.max(model, drops ?? 0);
  return {
    salesEstimate: estimate,
    variantSalesEstimate: split(estimate),
    basis: {
      method: estimate > model ? 'salesRankDrops30' : 'rankModel',
      inputs: {
        bsr: input.bsr,
        category: input.category,
        scale,
        exponent: RANK_EXPONENT,
        model,
        salesRankDrops30: input.salesRankDrops30,
        variants: input.isVariation ? input.variants : null,
      },
    },
  };
}

/**
 * My estimated units a month (myShare30), to 0.1: the estimate times the seller's buy-box win
 * share (percent) when known, else the estimate / (competing FBA offers + 1).
 */
export function myShare(salesEstimate: number | null, fbaOffers: number, buyBoxShare?: number | null): number | null {
  if (salesEstimate === null) return null;
  const hasShare = buyBoxShare !== undefined && buyBoxShare !== null && Number.isFinite(buyBoxShare);
  const share = hasShare ? Math.min(100, Math.max(0, buyBoxShare)) / 100 : 1 / (Math.max(0, fbaOffers) + 1);
  return roundTo(salesEstimate * share, 1);
}
