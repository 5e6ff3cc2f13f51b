import { cents } from './money.js';
import type { FeeTable, ReferralRule } from './tables/types.js';

export type ReferralResult = { fee: number; percent: number; rule: ReferralRule; minimum: number };

/** The rule of a root category (names compare ignoring case); unknown categories get the default. */
export function referralRuleFor(category: string | null, table: FeeTable['referral']): { rule: ReferralRule; minimum: number } {
  const wanted = category?.trim().toLowerCase();
  const entry = wanted ? table.categories.find((c) => c.names.some((name) => name.toLowerCase() === wanted)) : undefined;
  return { rule: entry?.rule ?? table.defaultRule, minimum: entry?.minimum ?? table.defaultMinimum };
}

/** The rule's fee on `price` before the minimum, unrounded. */
export function ruleFee(rule: ReferralRule, price: number): number {
  if (rule.kind === 'flat') return (price * rule.percent) / 100;
  if (rule.kind === 'whole') {
    const tier = rule.tiers.find((t) => t.upTo === null || price <= t.upTo) ?? rule.tiers[rule.tiers.length - 1];
    return (price * (tier?.percent ?? 0)) / 100;
  }
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
 * The referral fee: the greater of the category's fee and its per-item minimum, on the total
 * sales price; `percent` is the effective rate. A provider's flat percentage is used only when
 * the category is not in the table.
 */
export function referralFee(
  price: number,
  category: string | null,
  table: FeeTable['referral'],
  providerPercent?: number | null,
): ReferralResult {
  const known = referralRuleFor(category, table);
  const isKnown = known.rule !== table.defaultRule;
  const rule: ReferralRule = !isKnown && providerPercent ? { kind: 'flat', percent: providerPercent } : known.rule;
  const fee = cents(Math.max(ruleFee(rule, price), known.minimum));
  return { fee, percent: price > 0 ? Math.round((fee / price) * 10_000) / 100 : 0, rule, minimum: known.minimum };
}
