import { z } from 'zod';
import { MARKETPLACE_CODES } from './marketplace-registry.js';

/** Selling Partner API regions (a seller account and its refresh token live in one). */
export const SellerAccountRegion = z.enum(['NA', 'EU', 'FE']);
export type SellerAccountRegion = z.infer<typeof SellerAccountRegion>;

/** What the seller's own Amazon account says about listing a product (docs/seller-account.md). */
export const ELIGIBILITIES = ['allowed', 'approval_required', 'not_eligible', 'unknown'] as const;
export const Eligibility = z.enum(ELIGIBILITIES);
export type Eligibility = z.infer<typeof Eligibility>;

/** Amazon's listing conditions (getListingsRestrictions' conditionType); new by default. */
export const ListingCondition = z.enum([
  'new_new',
  'new_open_box',
  'new_oem',
  'refurbished_refurbished',
  'used_like_new',
  'used_very_good',
  'used_good',
  'used_acceptable',
  'collectible_like_new',
  'collectible_very_good',
  'collectible_good',
  'collectible_acceptable',
  'club_club',
]);
export type ListingCondition = z.infer<typeof ListingCondition>;

export const ConnectedSellerAccount = z.object({
  region: SellerAccountRegion,
  sellerId: z.string(),
  marketplaces: z.array(z.enum(MARKETPLACE_CODES)),
  storeName: z.string().nullable(),
  simulated: z.boolean(),
  connectedAt: z.iso.datetime(),
  inventoryReadAt: z.iso.datetime().nullable(),
});
export type ConnectedSellerAccount = z.infer<typeof ConnectedSellerAccount>;

/** `GET /api/SellerAccount`: whether the company is connected, per region. */
export const SellerAccountStatus = z.object({
  connected: z.boolean(),
  /** `amazon`: a registered SP-API application; `simulated`: the offline seller account. */
  mode: z.enum(['amazon', 'simulated']),
  accounts: z.array(ConnectedSellerAccount),
});
export type SellerAccountStatus = z.infer<typeof SellerAccountStatus>;

export const SellerAccountAuthorizeInput = z.object({ region: SellerAccountRegion });
export const SellerAccountAuthorization = z.object({
  /** Seller Central's consent page (or the simulated one), to open in the browser. */
  url: z.string(),
});

export const SellerAccountRegionParams = z.object({ region: SellerAccountRegion });

export const EligibilityReason = z.object({
  /** Amazon's words. */
  message: z.string(),
  reasonCode: z.string().nullable(),
  approvalUrl: z.string().nullable(),
});
export type EligibilityReason = z.infer<typeof EligibilityReason>;

/** One product's answer, as last checked. */
export const ProductEligibility = z.object({
  asin: z.string(),
  marketplace: z.enum(MARKETPLACE_CODES),
  condition: ListingCondition,
  eligibility: Eligibility,
  reasons: z.array(EligibilityReason),
  approvalUrl: z.string().nullable(),
  eligibilityCheckedAt: z.iso.datetime().nullable(),
});
export type ProductEligibility = z.infer<typeof ProductEligibility>;

/**
 * `GET /api/SellerAccount/Eligibility`: the answer, or `connected: false` with the sentence to
 * show where the figure would be (not an error).
 */
export const EligibilityAnswer = z.object({
  connected: z.boolean(),
  message: z.string().nullable(),
  result: ProductEligibility.nullable(),
});
export type EligibilityAnswer = z.infer<typeof EligibilityAnswer>;

export const EligibilityQuery = z.object({
  asin: z.string().regex(/^[0-9A-Z]{10}$/, 'asin must be 10 upper-case letters and digits'),
  marketplace: z.enum(MARKETPLACE_CODES).optional(),
  condition: ListingCondition.default('new_new'),
  /** Ask Amazon again even when the cached answer is fresh. */
  refresh: z.enum(['true', 'false']).optional(),
});

/** The counts of an upload's checks (the report and its notification). */
export const EligibilityCounts = z.object({
  total: z.number().int(),
  checked: z.number().int(),
  allowed: z.number().int(),
  approvalRequired: z.number().int(),
  notEligible: z.number().int(),
  unknown: z.number().int(),
});
export type EligibilityCounts = z.infer<typeof EligibilityCounts>;

export const NOT_CONNECTED_MESSAGE = 'Connect your Amazon seller account to check eligibility';

/** One fee as Amazon names it (`ReferralFee`, `VariableClosingFee`, `PerItemFee`, `FBAFees`). */
export const AmazonFeeLine = z.object({ type: z.string(), amount: z.number() });

/**
 * Amazon's fee estimate for a product at its selected price (Product Fees API
 * getMyFeesEstimates, FBA) beside ShelfScope's own fees at that price, and which of our fee
 * tables priced them (docs/seller-account.md, "Amazon's fee estimate").
 */
export const FeeComparison = z.object({
  productId: z.string(),
  asin: z.string(),
  marketplace: z.enum(MARKETPLACE_CODES),
  /** Every amount below is in this currency (the marketplace's). */
  currency: z.string(),
  /** The selected selling price the fees are for; null: the product has none (nothing is asked). */
  price: z.number().nullable(),
  /** Amazon's answer; null when Amazon gave none (`amazonError` says why) or there is no price. */
  amazon: z
    .object({
      total: z.number(),
      referralFee: z.number(),
      fulfillmentFee: z.number(),
      /** Every other fee Amazon lists (closing, per item). */
      otherFees: z.number(),
      fees: z.array(AmazonFeeLine),
      estimatedAt: z.string(),
    })
    .nullable(),
  amazonError: z.string().nullable(),
  /** Our fees at the same price: referral, fulfilment and closing; `total` is the product's fbaFeesTotal. */
  ours: z.object({
    total: z.number().nullable(),
    referralFee: z.number().nullable(),
    fulfillmentFee: z.number().nullable(),
    otherFees: z.number().nullable(),
  }),
  /** Amazon's total minus ours; null when either is missing. */
  difference: z.number().nullable(),
  /** The difference above which it is highlighted (FEE_DIFFERENCE_MINOR_UNITS, in this currency). */
  threshold: z.number(),
  highlighted: z.boolean(),
  /** The fee table our figures come from: its title, first day and published sources. */
  feeTable: z.object({ title: z.string(), effectiveFrom: z.string(), urls: z.array(z.string()) }),
});
export type FeeComparison = z.infer<typeof FeeComparison>;

/** `POST /api/SellerAccount/FeeEstimates`: products to compare (asked of Amazon 20 to a call). */
export const FeeEstimatesInput = z.object({
  productIds: z.array(z.string().min(1).max(200)).min(1, 'productIds must name at least one product').max(100),
});

/** The comparisons, in the order asked; without an account: `connected: false` and the sentence. */
export const FeeEstimatesAnswer = z.object({
  connected: z.boolean(),
  message: z.string().nullable(),
  results: z.array(FeeComparison),
});
export type FeeEstimatesAnswer = z.infer<typeof FeeEstimatesAnswer>;
