/** A buy-box override value (spec: -1..5). */
export type OverrideValue = -1 | 0 | 1 | 2 | 3 | 4 | 5;

/**
 * The buy-box override: which price the analysis sells at (`selectedBuyBoxValue`).
 *  -1  not set: the next level decides (product, then shortlist, then supplier); with no level
 *      set, the default: the current buy box, else the lowest new FBA offer, else the lowest new
 *      offer.
 *   0  the current buy-box price.
 *   1  the 30-day average buy-box price.
 *   2  the 90-day average buy-box price.
 *   3  the 180-day average buy-box price.
 *   4  the lowest new FBA offer.
 *   5  a custom price (the override's custom value).
 * Values 0..5 do not fall back: when the market lacks that price the selected price is unknown.
 * Shortlists allow -1, 0..3 and 5 (spec section 4).
 */
export const BUY_BOX_OVERRIDES: Readonly<Record<OverrideValue, { label: string; price: string }>> = {
  [-1]: {
    label: 'Default',
    price: 'current buy box, else lowest new FBA offer, else lowest new offer (when no level sets one)',
  },
  0: { label: 'Current buy box', price: 'buyBoxCurrent' },
  1: { label: '30-day average buy box', price: 'buyBoxAvg30' },
  2: { label: '90-day average buy box', price: 'buyBoxAvg90' },
  3: { label: '180-day average buy box', price: 'buyBoxAvg180' },
  4: { label: 'Lowest FBA offer', price: 'newFbaLowest' },
  5: { label: 'Custom price', price: 'customValue' },
};

/** Values a product or supplier override may take. */
export const PRODUCT_OVERRIDE_VALUES: readonly OverrideValue[] = [-1, 0, 1, 2, 3, 4, 5];
/** Values a shortlist override may take (no lowest-FBA choice). */
export const SHORTLIST_OVERRIDE_VALUES: readonly OverrideValue[] = [-1, 0, 1, 2, 3, 5];

/** One level's override; `customValue` is the price for value 5. */
export type Override = { value: number; customValue: number | null };

/** The market prices an override can select, USD (null = unknown). */
export type PricePoints = {
  buyBoxCurrent: number | null;
  buyBoxAvg30: number | null;
  buyBoxAvg90: number | null;
  buyBoxAvg180: number | null;
  newFbaLowest: number | null;
  newCurrent: number | null;
};

const NOT_SET: Override = { value: -1, customValue: null };

/** Whether a level sets an override: present and not -1 (values outside -1..5 count as not set). */
export function isOverrideSet(level: Override | null | undefined): level is Override {
  return !!level && level.value !== -1 && (PRODUCT_OVERRIDE_VALUES as readonly number[]).includes(level.value);
}

/** The first level that sets an override, most specific first (product, shortlist, supplier); none is -1. */
export function resolveOverride(...levels: (Override | null | undefined)[]): Override {
  return levels.find(isOverrideSet) ?? NOT_SET;
}

export type OverrideLevel = 'product' | 'shortlist' | 'supplier' | 'default';

/**
 * The override in force and the level that set it. Order: product beats shortlist beats
 * supplier; -1 (or a missing level) means "not set, fall through"; nothing set is the default (-1).
 */
export function resolveBuyBoxOverride(levels: {
  product?: Override | null;
  shortlist?: Override | null;
  supplier?: Override | null;
}): { override: Override; level: OverrideLevel } {
  for (const level of ['product', 'shortlist', 'supplier'] as const) {
    const override = levels[level];
    if (isOverrideSet(override)) return { override, level };
  }
  return { override: NOT_SET, level: 'default' };
}

/** The price the override selects, USD; null when the market has no such price (or it is not positive). */
export function selectPrice(override: Override, prices: PricePoints): number | null {
  const positive = (value: number | null | undefined) =>
    value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? value : null;
  switch (override.value) {
    case 0:
      return positive(prices.buyBoxCurrent);
    case 1:
      return positive(prices.buyBoxAvg30);
    case 2:
      return positive(prices.buyBoxAvg90);
    case 3:
      return positive(prices.buyBoxAvg180);
    case 4:
      return positive(prices.newFbaLowest);
    case 5:
      return positive(override.customValue);
    default:
      return positive(prices.buyBoxCurrent) ?? positive(prices.newFbaLowest) ?? positive(prices.newCurrent);
  }
}
