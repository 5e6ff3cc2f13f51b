import { fuelSurchargeAt } from './fulfillment.js';
import { cents, roundTo } from './money.js';
import type { PackageSize } from './size-tier.js';
import type { MetricFeeTable, MetricTier } from './tables/types.js';
import { GRAMS_PER_POUND } from './units.js';

const CM_PER_INCH = 2.54;

/** A unit's tier on a metric table and the weights the fee is charged on. */
export type MetricSizeResult = {
  tier: string;
  oversize: boolean;
  /** The weight the fee is charged on, grams: the unit weight, or the greater of unit and dimensional. */
  shippingWeightGrams: number;
  dimensionalWeightGrams: number;
  /** Sides in centimetres, longest first. */
  sidesCm: [number, number, number];
};

/**
 * The metric size tier of a package (given in inches and pounds, as every provider reading is
 * converted today): sides to centimetres (to 0.01 cm) and weight to grams (to 0.1 g), so a 33 cm
 * side read as 12.99 in is 33 cm again. The first tier in table order whose sides it fits and
 * whose weight it does not exceed; envelopes weigh the unit, parcels and oversize the greater of
 * unit and dimensional weight (L x W x H / divisor, in kg). Every limit is inclusive.
 */
export function metricSizeTier(size: PackageSize, table: MetricFeeTable['metric']): MetricSizeResult {
  const sides = [size.length, size.width, size.height]
    .map((inches) => roundTo(inches * CM_PER_INCH, 2))
    .sort((a, b) => b - a) as [number, number, number];
  const unitGrams = roundTo(size.weightPounds * GRAMS_PER_POUND, 1);
  const dimensionalGrams = roundTo(((sides[0] * sides[1] * sides[2]) / table.dimensionalDivisor) * 1000, 1);
  const weightFor = (tier: MetricTier) => (tier.dimensional ? Math.max(unitGrams, dimensionalGrams) : unitGrams);
  const sum = roundTo(sides[0] + sides[1] + sides[2], 2);
  const fits = (tier: MetricTier) =>
    (tier.maxCm === null || (sides[0] <= tier.maxCm[0] && sides[1] <= tier.maxCm[1] && sides[2] <= tier.maxCm[2])) &&
    (tier.maxSumCm === undefined || sum <= tier.maxSumCm) &&
    (tier.maxGrams === null || weightFor(tier) <= tier.maxGrams);
  const tier = table.tiers.find(fits) ?? table.tiers[table.tiers.length - 1];
  if (!tier) throw new Error('metricSizeTier: a metric table without tiers');
  return {
    tier: tier.name,
    oversize: tier.oversize,
    shippingWeightGrams: weightFor(tier),
    dimensionalWeightGrams: dimensionalGrams,
    sidesCm: sides,
  };
}

/**
 * The metric FBA fulfilment fee: the tier's first row whose weight the shipping weight does not
 * exceed; above the last row, its fee plus `above.fee` for each `above.grams` (or part) above it. Then the
 * fuel surcharge in force, and the EFN fee when the unit ships from another country's stock.
 * Rounded to the cent once, at the end.
 */
export function metricFulfillmentFee(
  size: MetricSizeResult,
  date: Date,
  table: MetricFeeTable['metric'],
  crossBorder = false,
): number {
  const tier = table.tiers.find((t) => t.name === size.tier);
  if (!tier) throw new Error(`metricFulfillmentFee: no tier ${size.tier}`);
  const row = tier.rows.find((r) => size.shippingWeightGrams <= r.upToGrams);
  const last = tier.rows[tier.rows.length - 1];
  let base = row?.fee ?? last?.fee ?? 0;
  if (!row && last && tier.above) {
    base += Math.ceil(roundTo((size.shippingWeightGrams - last.upToGrams) / tier.above.grams, 9)) * tier.above.fee;
  }
  const surcharged = base * (1 + fuelSurchargeAt(date, table) / 100);
  return cents(surcharged + (crossBorder && table.crossBorderPerUnit ? table.crossBorderPerUnit.fee : 0));
}
