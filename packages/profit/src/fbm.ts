import { cents } from './money.js';
import type { PackageSize } from './size-tier.js';
import { GRAMS_PER_POUND } from './units.js';

/**
 * What the seller pays to ship one unit itself (FBM), in the marketplace's currency: a flat cost,
 * or a table by shipping weight where the first row whose `upToGrams` the unit's weight does not
 * exceed applies (rows in any order; sorted ascending here).
 */
export type FbmShipping = { perUnit: number } | { byWeight: { upToGrams: number; cost: number }[] };

/**
 * The FBM shipping cost per unit, to the cent. By weight: the unit weight in grams (the package's
 * own weight; carriers' volumetric rules are the table's business), the first row that holds it;
 * heavier than every row, or no size known: null (unknown, so the FBM figures are too).
 */
export function fbmShippingCost(shipping: FbmShipping | null | undefined, size: PackageSize | null): number | null {
  if (!shipping) return null;
  if ('perUnit' in shipping) return cents(Math.max(0, shipping.perUnit));
  if (!size) return null;
  const grams = size.weightPounds * GRAMS_PER_POUND;
  const row = [...shipping.byWeight].sort((a, b) => a.upToGrams - b.upToGrams).find((r) => grams <= r.upToGrams + 1e-9);
  return row ? cents(Math.max(0, row.cost)) : null;
}

/**
 * The member's FBM settings (UserSettings `fbmShippingPerUnit`, `fbmShippingTable`) as an
 * FbmShipping: the weight table when it has rows, else the flat cost. A flat cost of 0 with no
 * table is "not set" (the default): null, so the FBM figures are unknown rather than a profit
 * that ships for free.
 */
export function fbmShippingFromSettings(settings: {
  fbmShippingPerUnit: number;
  fbmShippingTable: readonly { upToGrams: number; cost: number }[];
}): FbmShipping | null {
  if (settings.fbmShippingTable.length > 0) return { byWeight: [...settings.fbmShippingTable] };
  return settings.fbmShippingPerUnit > 0 ? { perUnit: settings.fbmShippingPerUnit } : null;
}
