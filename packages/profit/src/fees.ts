import type { MarketplaceCode } from '@shelfscope/contracts';
import { fulfillmentFee } from './fulfillment.js';
import { type MetricSizeResult, metricFulfillmentFee, metricSizeTier } from './metric-size.js';
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
  /** Per unit in the marketplace's currency: the member's setting `inboundFees`, converted (settings-currency.ts). */
  inboundFees: number;
  /** The day the fees apply (picks the fee table and the fuel surcharge). */
  date: Date;
  /** The marketplace whose tables price the sale; default US. Amounts are in its currency. */
  marketplace?: MarketplaceCode;
  /** Where the unit ships from when not the marketplace's own stock (EFN: the cross-border fee applies). */
  fulfilledFrom?: MarketplaceCode | null;
};

/** Where the fulfillment fee came from: the provider, the fee table, or nowhere (no size: counted as 0). */
export type FulfillmentSource = 'provider' | 'table' | 'unknown';

/** Every fee at one price, USD, each rounded to the cent. */
export type Fees = {
  referralFee: number;
  /** The per-unit closing fee (media on UK and EU tables; 0 elsewhere). */
  closingFee: number;
  /** The effective referral rate, percent. */
  referralFeePercentage: number;
  fulfillmentFee: number;
  fulfillmentSource: FulfillmentSource;
  inboundFees: number;
  /** The marketplace's own fees: referral, closing and fulfillment. */
  fbaFeesTotal: number;
  /** Everything taken from the price: referral, closing, fulfillment and inbound. */
  total: number;
  size: SizeResult | MetricSizeResult | null;
};

/**
 * All fees at one price, from the table in force on `context.date`. The fulfillment fee is the
 * provider's when it has one, else the table's by size tier; with neither it is unknown and
 * counted as 0 (`fulfillmentSource: 'unknown'`). Negative inputs count as 0: a fee is never negative.
 */
export function feesAt(
  price: number,
  context: FeeContext,
  table: FeeTable = feeTableAt(context.date, context.marketplace ?? 'US'),
): Fees {
  const referral = referralFee(price, context.category, table.referral, context.providerReferralPercent);
  const closing = closingFeeFor(context.category, table);
  const size = context.size ? sizeOf(context.size, table) : null;
  const [fulfillment, source]: [number, FulfillmentSource] =
    context.providerFulfillmentFee !== null && context.providerFulfillmentFee !== undefined
      ? [cents(Math.max(0, context.providerFulfillmentFee)), 'provider']
      : context.size
        ? [tableFulfillmentFee(context.size, price, context, table), 'table']
        : [0, 'unknown'];
  const inbound = cents(Math.max(0, context.inboundFees));
  return {
    referralFee: referral.fee,
    closingFee: closing,
    referralFeePercentage: referral.percent,
    fulfillmentFee: fulfillment,
    fulfillmentSource: source,
    inboundFees: inbound,
    fbaFeesTotal: cents(referral.fee + closing + fulfillment),
    total: cents(referral.fee + closing + fulfillment + inbound),
    size,
  };
}

/** The tier of a package on a table: US tiers in inches and pounds, metric tiers in cm and g. */
export function sizeOf(size: PackageSize, table: FeeTable): SizeResult | MetricSizeResult {
  return table.units === 'imperial' ? sizeTier(size, table.sizeTiers) : metricSizeTier(size, table.metric);
}

/** The table's FBA fulfillment fee for a package at a price (US: by price band; metric: plus EFN when shipped cross-border). */
function tableFulfillmentFee(size: PackageSize, price: number, context: FeeContext, table: FeeTable): number {
  if (table.units === 'imperial') return fulfillmentFee(sizeTier(size, table.sizeTiers), price, context.date, table.fulfillment);
  const crossBorder = !!context.fulfilledFrom && context.fulfilledFrom !== table.marketplace;
  return metricFulfillmentFee(metricSizeTier(size, table.metric), context.date, table.metric, crossBorder);
}

/** The closing fee of a root category (names compare ignoring case), 0 when none applies. */
export function closingFeeFor(category: string | null, table: FeeTable): number {
  const wanted = category?.trim().toLowerCase();
  if (!wanted) return 0;
  return table.closingFees.find((c) => c.names.some((name) => name.toLowerCase() === wanted))?.fee ?? 0;
}
