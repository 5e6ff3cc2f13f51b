import { fulfillmentFee } from './fulfillment.js';
import { cents } from './money.js';
import { referralFee } from './referral.js';
import { type PackageSize, type SizeResult, sizeTier } from './size-tier.js';
import { type FeeTable, feeTableAt } from './tables/index.js';

/** What the fees depend on besides the price. */
export type FeeContext = {
  /** The root category name (e.g. "Health & Household"). */
  category: string | null;
  /** The package in inches and pounds; null when unknown. */
  size: PackageSize | null;
  /** The provider's referral percentage (Keepa `referralFeePercentage`); see `referralRuleFor`. */
  providerReferralPercent: number | null;
  /** The provider's FBA fulfillment fee, USD; preferred when present (domain notes). */
  providerFulfillmentFee: number | null;
  /** USD per unit, the member's setting `inboundFees`. */
  inboundFees: number;
  /** The day the fees apply (picks the fee table and the fuel surcharge). */
  date: Date;
};

/** Where the fulfillment fee came from: the provider, the fee table, or nowhere (no size: counted as 0). */
export type FulfillmentSource = 'provider' | 'table' | 'unknown';

/** Every fee at one price, USD, each rounded to the cent. */
export type Fees = {
  referralFee: number;
  /** The effective referral rate, percent. */
  referralFeePercentage: number;
  fulfillmentFee: number;
  fulfillmentSource: FulfillmentSource;
  inboundFees: number;
  /** The marketplace's own fees: referral plus fulfillment. */
  fbaFeesTotal: number;
  /** Everything taken from the price: referral, fulfillment and inbound. */
  total: number;
  size: SizeResult | null;
};

/**
 * All fees at one price, from the table in force on `context.date`. The fulfillment fee is the
 * provider's when it has one, else the table's by size tier; with neither it is unknown and
 * counted as 0 (`fulfillmentSource: 'unknown'`). Negative inputs count as 0: a fee is never negative.
 */
export function feesAt(price: number, context: FeeContext, table: FeeTable = feeTableAt(context.date)): Fees {
  const referral = referralFee(price, context.category, table.referral, context.providerReferralPercent);
  const size = context.size ? sizeTier(context.size, table.sizeTiers) : null;
  const [fulfillment, source]: [number, FulfillmentSource] =
    context.providerFulfillmentFee !== null && context.providerFulfillmentFee !== undefined
      ? [cents(Math.max(0, context.providerFulfillmentFee)), 'provider']
      : size
        ? [fulfillmentFee(size, price, context.date, table.fulfillment), 'table']
        : [0, 'unknown'];
  const inbound = cents(Math.max(0, context.inboundFees));
  return {
    referralFee: referral.fee,
    referralFeePercentage: referral.percent,
    fulfillmentFee: fulfillment,
    fulfillmentSource: source,
    inboundFees: inbound,
    fbaFeesTotal: cents(referral.fee + fulfillment),
    total: cents(referral.fee + fulfillment + inbound),
    size,
  };
}
