import { cents } from './money.js';
import type { SizeResult } from './size-tier.js';
import type { Band3, FeeTable } from './tables/types.js';

/** 0 for a price below the first edge, 1 up to the second edge (inclusive), 2 above. */
export function priceBand(price: number, edges: [number, number]): 0 | 1 | 2 {
  if (price < edges[0]) return 0;
  return price <= edges[1] ? 1 : 2;
}

/**
 * The FBA fulfillment fee for a size, a price and a date: the tier's grid by shipping weight
 * and price band, plus the fuel surcharge from its start date, rounded to the cent.
 */
export function fulfillmentFee(size: SizeResult, price: number, date: Date, table: FeeTable['fulfillment']): number {
  const band = priceBand(price, table.priceBands);
  const base = baseFee(size, band, table);
  const surcharge = date.toISOString().slice(0, 10) >= table.fuelSurcharge.from ? table.fuelSurcharge.percent : 0;
  return cents(base * (1 + surcharge / 100));
}

function baseFee(size: SizeResult, band: 0 | 1 | 2, table: FeeTable['fulfillment']): number {
  const ounces = size.shippingWeightPounds * 16;
  const pick = (fees: Band3) => fees[band];
  switch (size.tier) {
    case 'small standard':
    case 'large standard': {
      const rows = size.tier === 'small standard' ? table.smallStandard : table.largeStandard;
      const row = rows.find((r) => ounces <= r.upToOunces);
      if (row) return pick(row.fees);
      const heavy = table.largeStandardHeavy;
      const steps = Math.ceil(Math.max(0, ounces - heavy.fromPounds * 16) / heavy.stepOunces);
      return pick(heavy.fees) + steps * heavy.perStep;
    }
    case 'small bulky':
    case 'large bulky': {
      const grid = size.tier === 'small bulky' ? table.smallBulky : table.largeBulky;
      const pounds = Math.ceil(Math.max(0, size.shippingWeightPounds - grid.abovePounds));
      return pick(grid.fees) + pounds * grid.perPound;
    }
    case 'extra-large': {
      const w = size.shippingWeightPounds;
      const row =
        table.extraLarge.find((r) => r.upToPounds === null || w <= r.upToPounds) ?? table.extraLarge[table.extraLarge.length - 1];
      if (!row) return 0;
      return row.base + Math.ceil(Math.max(0, w - row.abovePounds)) * row.perPound;
    }
  }
}
