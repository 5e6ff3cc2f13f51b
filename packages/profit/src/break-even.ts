import { type FeeContext, feesAt } from './fees.js';
import { cents } from './money.js';
import { referralRuleFor } from './referral.js';
import { type FeeTable, feeTableAt } from './tables/index.js';

/** The highest price searched, USD. */
export const MAX_BREAK_EVEN_PRICE = 100_000;

/**
 * The break-even price: the lowest price, to the cent, from which no price loses money, where
 * profit(P) = P - referral(P) - fulfillment(P) - inbound - unitCost, in whole cents as charged.
 *
 * Solved per price band: the fulfillment fee steps up at the band edges ($10.00, $50.01) and a
 * whole-price referral tier steps its rate up at its limit, so profit drops there and is not
 * monotonic across them. A product can break even at $9.92 in the low band and lose again from
 * $10.00 to $11.78; its break-even is then $11.79, the floor a seller can reprice down to.
 * Inside one segment between two edges profit never falls as the price rises (every rate is
 * below 100%), so the segments are checked from the highest down and the one with a loss is
 * searched by bisection over whole cents. Null when a price of $100,000 still loses.
 */
export function breakEvenPrice(
  unitCost: number,
  context: FeeContext,
  table: FeeTable = feeTableAt(context.date, context.marketplace ?? 'US'),
): number | null {
  const profitCents = (priceCents: number) => {
    const price = priceCents / 100;
    return Math.round(cents(price - feesAt(price, context, table).total - unitCost) * 100);
  };
  return lowestSafePrice(profitCents, priceEdges(context, table));
}

/**
 * The lowest price, to the cent, from which no price loses money, for a profit function in whole
 * cents that rises (on the whole) between two consecutive `edges` (the prices where a fee rule
 * changes). The segments are checked from the highest down and the one with a loss is bisected.
 * Then `settle`: where several amounts are each rounded to the cent (VAT in the price, the
 * referral fee, VAT on fees), profit can dip by a cent or two between two prices while it is
 * still within a few cents of zero, so the prices just above the candidate are checked until
 * profit reaches SETTLE_CENTS. Null when a price of 100,000 (of the currency) still loses.
 */
export function lowestSafePrice(profitCents: (priceCents: number) => number, edges: number[]): number | null {
  const starts = [...new Set([1, ...edges.map((edge) => Math.round(edge * 100))])].sort((a, b) => a - b);
  const last = MAX_BREAK_EVEN_PRICE * 100;
  if (profitCents(last) < 0) return null;
  const settle = (candidate: number) => settledBreakEven(profitCents, candidate, last);
  for (let i = starts.length - 1; i >= 0; i--) {
    let lo = starts[i] as number;
    let hi = (starts[i + 1] ?? last + 1) - 1;
    if (profitCents(lo) >= 0) continue; // no loss in this segment: look lower
    // The segment's top cent loses: the next segment (all profitable) starts the break-even.
    if (profitCents(hi) < 0) return settle(hi + 1);
    // Invariant: profit(lo) < 0 <= profit(hi).
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (profitCents(mid) >= 0) hi = mid;
      else lo = mid;
    }
    return settle(hi);
  }
  return settle(1);
}

/** Profit (cents) above which a rounding dip can no longer reach a loss. */
export const SETTLE_CENTS = 5;

/** From a candidate (cents) upwards until profit reaches SETTLE_CENTS: the cent after the last loss, in currency units. */
function settledBreakEven(profitCents: (priceCents: number) => number, candidate: number, last: number): number {
  let breakEven = candidate;
  for (let price = candidate; price <= last && price < candidate + 1000; price++) {
    const profit = profitCents(price);
    if (profit < 0) breakEven = price + 1;
    else if (profit >= SETTLE_CENTS) break;
  }
  return breakEven / 100;
}

/**
 * The first prices of the segments where a fee rule changes: the price bands ($10.00, and
 * $50.01 as $50.00 is still in the middle band) and the cent above each whole-price referral
 * tier limit. Portion tiers change the rate only for the slice above the limit, so the fee
 * stays continuous there and needs no edge.
 */
export function priceEdges(context: FeeContext, table: FeeTable): number[] {
  // Metric tables have no price bands: only referral tiers make edges there.
  const edges: number[] = [];
  if (table.units === 'imperial') {
    const [low, high] = table.fulfillment.priceBands;
    edges.push(low, cents(high + 0.01));
  }
  const { rule } = referralRuleFor(context.category, table.referral, context.providerReferralPercent);
  if (rule.kind === 'whole') {
    for (const tier of rule.tiers) if (tier.upTo !== null) edges.push(cents(tier.upTo + 0.01));
  }
  return edges.filter((edge) => edge > 0.01 && edge <= MAX_BREAK_EVEN_PRICE).sort((a, b) => a - b);
}
