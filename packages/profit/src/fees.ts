import { fulfillmentFee } from './fulfillment.js';
import { cents } from './money.js';
import { referralFee } from './referral.js';
import { type PackageSize, type SizeResult, sizeTier } from './size-tier.js';
import { type FeeTable, feeTableAt } from './tables/index.js';

/** What the fees depend on besides the price. */
export type FeeContext = {
  category: string | null;
  size: PackageSize | null;
  /** The provider's referral percentage (used when the category is not in the table). */
  providerReferralPercent: number | null;
  /** The provider's FBA fulfillment fee, dollars; preferred when present (domain notes). */
  providerFulfillmentFee: number | null;
  /** Per unit, from the member's settings. */
  inboundFees: number;
  date: Date;
};

export type Fees = {
  referralFee: number;
  referralFeePercentage: number;
  fulfillmentFee: number;
  inboundFees: number;
  /** The marketplace's own fees: referral plus fulfillment. */
  fbaFeesTotal: number;
  /** Everything taken from the price: referral, fulfillment and inbound. */
  total: number;
  size: SizeResult | null;
};

/** All fees at one price. Without a size or a provider fee the fulfillment fee is unknown (0). */
export function feesAt(price: number, context: FeeContext, table: FeeTable = feeTableAt(context.date)): Fees {
  const referral = referralFee(price, context.category, table.referral, context.providerReferralPercent);
  const size = context.size ? sizeTier(context.size, table.sizeTiers) : null;
  const fulfillment = context.providerFulfillmentFee ?? (size ? fulfillmentFee(size, price, context.date, table.fulfillment) : 0);
  const inbound = cents(context.inboundFees);
  return {
    referralFee: referral.fee,
    referralFeePercentage: referral.percent,
    fulfillmentFee: fulfillment,
    inboundFees: inbound,
    fbaFeesTotal: cents(referral.fee + fulfillment),
    total: cents(referral.fee + fulfillment + inbound),
    size,
  };
}
