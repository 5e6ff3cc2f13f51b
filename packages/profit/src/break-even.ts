import { type FeeContext, feesAt } from './fees.js';
import { cents } from './money.js';
import { feeTableAt } from './tables/index.js';

const MAX_PRICE = 100_000;

/**
 * The lowest price at which profit is zero or more: price - fees(price) - unitCost >= 0.
 * Fees change by price band and referral tier, so profit is not monotonic across the band
 * edges; within a band it rises with the price. The bands are searched in order, each by
 * bisection to the cent. Null when no price up to $100,000 breaks even.
 */
export function breakEvenPrice(unitCost: number, context: FeeContext): number | null {
  const table = feeTableAt(context.date);
  // Profit as charged: fees are whole cents, so compare whole cents too.
  const profit = (price: number) => cents(price - feesAt(price, context, table).total - unitCost);
  const edges = [0.01, ...bandEdges(context, table), MAX_PRICE].sort((a, b) => a - b);
  for (let i = 0; i < edges.length - 1; i++) {
    let lo = edges[i] as number;
    let hi = cents((edges[i + 1] as number) - 0.01);
    if (hi < lo) continue;
    if (profit(lo) >= 0) return cents(lo);
    if (profit(hi) < 0) continue;
    while (hi - lo > 0.01 + 1e-9) {
      const mid = cents((lo + hi) / 2);
      if (mid === lo || mid === hi) break;
      if (profit(mid) >= 0) hi = mid;
      else lo = mid;
    }
    return cents(hi);
  }
  return null;
}

/** Prices where a fee rule changes: band edges (just above the inclusive ones) and tier limits. */
function bandEdges(context: FeeContext, table: ReturnType<typeof feeTableAt>): number[] {
  const [low, high] = table.fulfillment.priceBands;
  const edges = [low, cents(high + 0.01)];
  const entry = table.referral.categories.find((c) =>
    c.names.some((n) => n.toLowerCase() === context.category?.trim().toLowerCase()),
  );
  if (entry?.rule.kind === 'whole') {
    for (const tier of entry.rule.tiers) if (tier.upTo !== null) edges.push(cents(tier.upTo + 0.01));
  }
  return edges.filter((edge) => edge > 0.01 && edge < MAX_PRICE);
}
