/**
 * Monthly sales from the sales rank: a power law per root category,
 * sales = scale x rank^-0.75, an approximation fitted by eye to public rank-to-sales charts
 * (rank 1,000 in Toys & Games is about 340 a month, rank 100,000 about 11). Categories not
 * listed use the default scale. It is rough by nature; the basis says how a number was made.
 */
export const RANK_SCALE: Record<string, number> = {
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
  monthlySold: number | null;
  bsr: number | null;
  salesRankDrops30: number | null;
  category: string | null;
  isVariation: boolean;
  variants: number;
};

export type SalesEstimate = {
  salesEstimate: number | null;
  /** A variation child's share when the rank is the parent's (sales split evenly over the variants). */
  variantSalesEstimate: number | null;
  basis: { method: string; inputs: Record<string, number | string | null> } | null;
};

/**
 * Monthly units: the marketplace's "bought in past month" when shown (a floor it publishes);
 * else the rank model, never below the 30-day sales-rank drops (each drop is at least a sale).
 * Variations share the parent's rank, so the child's share is the estimate over the variants.
 */
export function estimateSales(input: SalesInputs): SalesEstimate {
  const split = (total: number | null) =>
    total !== null && input.isVariation && input.variants > 1 ? Math.round(total / input.variants) : null;
  if (input.monthlySold !== null && input.monthlySold > 0) {
    return {
      salesEstimate: input.monthlySold,
      variantSalesEstimate: null,
      basis: { method: 'monthlySold', inputs: { monthlySold: input.monthlySold } },
    };
  }
  if (input.bsr === null || input.bsr <= 0) {
    const drops = input.salesRankDrops30;
    return drops !== null && drops > 0
      ? {
          salesEstimate: drops,
          variantSalesEstimate: split(drops),
          basis: { method: 'salesRankDrops30', inputs: { salesRankDrops30: drops } },
        }
      : { salesEstimate: null, variantSalesEstimate: null, basis: null };
  }
  const scale = RANK_SCALE[input.category ?? ''] ?? (RANK_SCALE.default as number);
  const model = Math.round(scale * input.bsr ** -RANK_EXPONENT);
  const estimate = Math.max(model, input.salesRankDrops30 ?? 0);
  return {
    salesEstimate: estimate,
    variantSalesEstimate: split(estimate),
    basis: {
      method: 'rankModel',
      inputs: {
        bsr: input.bsr,
        category: input.category,
        scale,
        exponent: RANK_EXPONENT,
        model,
        salesRankDrops30: input.salesRankDrops30,
      },
    },
  };
}

/** My estimated monthly units: the seller's buy-box share when known, else sales / (FBA offers + 1). */
export function myShare(salesEstimate: number | null, fbaOffers: number, buyBoxShare?: number | null): number | null {
  if (salesEstimate === null) return null;
  const share = buyBoxShare !== undefined && buyBoxShare !== null ? buyBoxShare / 100 : 1 / (Math.max(0, fbaOffers) + 1);
  return Math.round(salesEstimate * share * 10) / 10;
}
