/**
 * The rounding rule, used everywhere money or a percentage is produced:
 * - each fee is rounded to the cent as the marketplace charges it (referral, fulfillment with
 *   its fuel surcharge, inbound), and the unit cost is rounded to the cent once;
 * - sums and differences of those rounded amounts (fbaFeesTotal, profitLoss, maxCost) are
 *   rounded to the cent again, only to remove binary float dust;
 * - ratios (margin, ROI, the effective referral rate) are percentages rounded to 0.01.
 * Halves round away from zero (1.005 -> 1.01, -0.125 -> -0.13), so a loss rounds like the
 * profit of the same size. Float dust is removed before rounding: 10.005 is stored as
 * 10.00499999..., and still rounds to 10.01.
 */
export function cents(amount: number): number {
  return roundTo(amount, 2);
}

/** A ratio as a percentage rounded to 0.01 (0.123456 -> 12.35). */
export function percent(ratio: number): number {
  return roundTo(ratio * 100, 2);
}

/** Rounds half away from zero to `decimals` places; never returns -0. */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const product = Math.abs(value) * factor;
  // 15 significant digits drop the dust of the multiplication (1000.4999999999999 -> 1000.5).
  // That moves the product by at most 5e-15 of itself, so it can change the rounding only within
  // that distance of a half: elsewhere the product rounds as it is, without the string round trip
  // (this runs millions of times in an upload: the break-even search prices each product at many
  // prices). money.test.ts checks both ways agree.
  const fromHalf = Math.abs(product - Math.floor(product) - 0.5);
  const scaled = product < 1e15 && fromHalf > product * 1e-14 ? product : Number(product.toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}
