import { utcDay } from './dates.js';
import { cents } from './money.js';
import type { SizeResult } from './size-tier.js';
import { sortedOnce } from './sorted-once.js';
import type { Band3, UsFeeTable } from './tables/types.js';

/** The price band: 0 below the first edge ($10), 1 from it up to the second edge inclusive ($50), 2 above. */
export function priceBand(price: number, edges: [number, number]): 0 | 1 | 2 {
  if (price < edges[0]) return 0;
  return price <= edges[1] ? 1 : 2;
}

/** The fuel surcharge in force on `date`, percent (the latest one started on or before its UTC day; 0 before any). */
export function fuelSurchargeAt(date: Date, table: Pick<UsFeeTable['fulfillment'], 'fuelSurcharges'>): number {
  const day = utcDay(date);
  // Latest first; the sort is stable, so of two from the same day the one listed first wins.
  const latestFirst = sortedOnce(table.fuelSurcharges, (a, b) => b.from.localeCompare(a.from));
  return latestFirst.find((s) => s.from <= day)?.percent ?? 0;
}

/**
 * The FBA fulfillment fee for a size, a price and a date: the tier's grid by shipping weight
 * and price band, plus the fuel surcharge in force, rounded to the cent once at the end
 * (base x (1 + surcharge / 100)).
 */
export function fulfillmentFee(size: SizeResult, price: number, date: Date, table: UsFeeTable['fulfillment']): number {
  const base = baseFulfillmentFee(size, priceBand(price, table.priceBands), table);
  return cents(base * (1 + fuelSurchargeAt(date, table) / 100));
}

/**
 * The grid fee before any surcharge, unrounded:
 * - standard tiers: the first row whose weight limit the shipping weight does not exceed;
 *   large standard above the grid: base + perStep for each 4 oz (or part) above 3 lb;
 * - bulky: base + perPound for each pound (or part) above the first;
 * - extra-large: the weight band of the tier weight, base + perPound for each pound (or part) of
 *   the charged weight above the band's start; no price band.
 */
export function baseFulfillmentFee(size: SizeResult, band: 0 | 1 | 2, table: UsFeeTable['fulfillment']): number {
  const pick = (fees: Band3) => fees[band];
  switch (size.tier) {
    case 'small standard':
    case 'large standard': {
      const ounces = size.shippingWeightPounds * 16;
      const rows = size.tier === 'small standard' ? table.smallStandard : table.largeStandard;
      const row = rows.find((r) => ounces <= r.upToOunces);
      if (row) return pick(row.fees);
      const heavy = table.largeStandardHeavy;
      const steps = Math.ceil(roundWeight(Math.max(0, ounces - heavy.fromPounds * 16)) / heavy.stepOunces);
      return pick(heavy.fees) + steps * heavy.perStep;
    }
    case 'small bulky':
    case 'large bulky': {
      const grid = size.tier === 'small bulky' ? table.smallBulky : table.largeBulky;
      const pounds = Math.ceil(roundWeight(Math.max(0, size.shippingWeightPounds - grid.abovePounds)));
      return pick(grid.fees) + pounds * grid.perPound;
    }
    case 'extra-large': {
      const rows = table.extraLarge;
      const row = rows.find((r) => r.upToPounds === null || size.tierWeightPounds <= r.upToPounds) ?? rows[rows.length - 1];
      if (!row) return 0;
      return row.base + Math.ceil(roundWeight(Math.max(0, size.shippingWeightPounds - row.abovePounds))) * row.perPound;
    }
  }
}

/** Drops float dust before rounding a weight up (3.2 - 3 is 0.20000000000000018, not above 0.2). */
function roundWeight(value: number): number {
  return Number(value.toPrecision(12));
}
