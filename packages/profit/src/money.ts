/**
 * Rounding rule: every fee is rounded to the cent (half up) as the marketplace charges it;
 * sums and differences of rounded amounts are rounded again to remove float dust; ratios
 * (margin, ROI) are percentages rounded to 0.01.
 */
export function cents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

export function percent(ratio: number): number {
  return Math.round((ratio + Number.EPSILON) * 10_000) / 100;
}
