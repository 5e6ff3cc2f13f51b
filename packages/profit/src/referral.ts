import { cents, percent } from './money.js';
import type { FeeTable, ReferralRule } from './tables/types.js';

export type ReferralResult = {
  /** USD, rounded to the cent. */
  fee: number;
  /**
   * The rate charged, percent: the rule's own rate for a flat or whole-price tier rule (15, not
   * the 14.99 or 15.01 that a fee rounded to the cent makes of some prices), so a recomputation
   * from it (the web app's, the extension's) prices every other price, and the break-even, as the
   * server did; fee / price where the rate is not one number (portion tiers, the minimum).
   */
  percent: number;
  rule: ReferralRule;
  minimum: number;
  /** Whether the per-item minimum decided the fee. */
  isMinimum: boolean;
};

/** The table's rule for a root category (names compare ignoring case and surrounding spaces); null when unknown. */
export function tableRuleFor(
  category: string | null,
  table: FeeTable['referral'],
): { rule: ReferralRule; minimum: number } | null {
  const wanted = category?.trim().toLowerCase();
  if (!wanted) return null;
  const entry = table.categories.find((c) => c.names.some((name) => name.toLowerCase() === wanted));
  return entry ? { rule: entry.rule, minimum: entry.minimum ?? table.defaultMinimum } : null;
}

/**
 * The rule that prices a product:
 * - a tiered category (whole-price or portion tiers) always uses the table: the rate depends on
 *   the price, which a single provider percentage cannot express (and break-even needs);
 * - otherwise the provider's percentage (Keepa's product-specific `referralFeePercentage`) when
 *   it has a plausible one (above 0, below 100), since a root category is coarse (Electronics holds
 *   8% devices and 15% accessories);
 * - otherwise the table's flat rule for the category, else the default (15%).
 * The minimum is always the table's.
 */
export function referralRuleFor(
  category: string | null,
  table: FeeTable['referral'],
  providerPercent?: number | null,
): { rule: ReferralRule; minimum: number } {
  const known = tableRuleFor(category, table);
  const minimum = known?.minimum ?? table.defaultMinimum;
  if (known && known.rule.kind !== 'flat') return known;
  if (providerPercent !== null && providerPercent !== undefined && providerPercent > 0 && providerPercent < 100) {
    return { rule: { kind: 'flat', percent: providerPercent }, minimum };
  }
  return known ?? { rule: table.defaultRule, minimum };
}

/** The rule's fee on `price` before the minimum, unrounded. */
export function ruleFee(rule: ReferralRule, price: number): number {
  if (rule.kind === 'flat') return (price * rule.percent) / 100;
  if (rule.kind === 'whole') {
    // The whole price pays the rate of the first tier whose limit it does not exceed.
    const tier = rule.tiers.find((t) => t.upTo === null || price <= t.upTo) ?? rule.tiers[rule.tiers.length - 1];
    return (price * (tier?.percent ?? 0)) / 100;
  }
  // Portion tiers: each slice of the price between two limits pays its own rate.
  let fee = 0;
  let from = 0;
  for (const tier of rule.tiers) {
    const to = tier.upTo ?? Number.POSITIVE_INFINITY;
    if (price > from) fee += ((Math.min(price, to) - from) * tier.percent) / 100;
    from = to;
  }
  return fee;
}

/**
 * The referral fee on the total sales price: the greater of the rule's fee and the per-item
 * minimum ($0.30 for most categories), rounded to the cent. A price of 0 or less has no fee.
 */
export function referralFee(
  price: number,
  category: string | null,
  table: FeeTable['referral'],
  providerPercent?: number | null,
): ReferralResult {
  const { rule, minimum } = referralRuleFor(category, table, providerPercent);
  if (!(price > 0)) return { fee: 0, percent: 0, rule, minimum, isMinimum: false };
  const byRule = cents(ruleFee(rule, price));
  const fee = Math.max(byRule, minimum);
  const isMinimum = byRule < minimum;
  return { fee, percent: isMinimum ? percent(fee / price) : chargedRate(rule, price), rule, minimum, isMinimum };
}

/** The rule's rate at a price: a flat rule's, a whole-price tier's, or (portion tiers) the blended fee / price. */
function chargedRate(rule: ReferralRule, price: number): number {
  if (rule.kind === 'flat') return rule.percent;
  if (rule.kind === 'whole') {
    const tier = rule.tiers.find((t) => t.upTo === null || price <= t.upTo) ?? rule.tiers[rule.tiers.length - 1];
    return tier?.percent ?? 0;
  }
  return percent(ruleFee(rule, price) / price);
}
