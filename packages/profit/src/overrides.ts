/**
 * The buy-box override (spec: -1..5): which price the analysis sells at.
 *  -1  not set: fall through to the next level (product, then shortlist, then supplier), and
 *      with nothing set, the default: the current buy box, else the lowest new FBA offer, else
 *      the lowest new offer.
 *   0  the current buy-box price.
 *   1  the 30-day average buy-box price.
 *   2  the 90-day average buy-box price.
 *   3  the 180-day average buy-box price.
 *   4  the lowest new FBA offer.
 *   5  a custom price (the override's custom value).
 * Shortlists allow 0..3, 5 and -1 (spec section 4).
 */
export const BUY_BOX_OVERRIDES = {
  [-1]: 'Default (current buy box, else lowest FBA, else lowest new)',
  0: 'Current buy box',
  1: '30-day average buy box',
  2: '90-day average buy box',
  3: '180-day average buy box',
  4: 'Lowest FBA offer',
  5: 'Custom price',
} as const satisfies Record<number, string>;

export type Override = { value: number; customValue: number | null };

export type PricePoints = {
  buyBoxCurrent: number | null;
  buyBoxAvg30: number | null;
  buyBoxAvg90: number | null;
  buyBoxAvg180: number | null;
  newFbaLowest: number | null;
  newCurrent: number | null;
};

/** The first override that is set, in order product, shortlist, supplier; none set is -1. */
export function resolveOverride(...levels: (Override | null | undefined)[]): Override {
  return levels.find((level) => level && level.value !== -1) ?? { value: -1, customValue: null };
}

/** The price the override selects; null when the market has no such price. */
export function selectPrice(override: Override, prices: PricePoints): number | null {
  switch (override.value) {
    case 0:
      return prices.buyBoxCurrent;
    case 1:
      return prices.buyBoxAvg30;
    case 2:
      return prices.buyBoxAvg90;
    case 3:
      return prices.buyBoxAvg180;
    case 4:
      return prices.newFbaLowest;
    case 5:
      return override.customValue;
    default:
      return prices.buyBoxCurrent ?? prices.newFbaLowest ?? prices.newCurrent;
  }
}
