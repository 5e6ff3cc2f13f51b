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
