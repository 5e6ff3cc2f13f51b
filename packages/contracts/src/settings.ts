import { z } from 'zod';
import { BaseFields } from './base.js';

/** The scores that carry a threshold set (spec section 3, Settings). */
export const SCORE_NAMES = [
  'amazon',
  'bsr',
  'offers',
  'breakEven',
  'profit',
  'salesEstimate',
  'myShare30',
  'roi',
  'margin',
] as const;
export type ScoreName = (typeof SCORE_NAMES)[number];

/**
 * Scores where a lower value is better (a sales rank, a count of competing offers): their
 * thresholds descend from veryWeak to good. Every other score's thresholds ascend.
 */
export const LOWER_IS_BETTER: readonly ScoreName[] = ['bsr', 'offers'];

/** The four levels of a threshold set, worst first (spec section 9). */
export const SCORE_LEVELS = ['veryWeak', 'poor', 'moderate', 'good'] as const;

/**
 * The product grid's columns a user may choose (spec section 3, Product). The allow-list of
 * `PUT /api/UserSettings/default-columns`.
 */
export const PRODUCT_COLUMNS = [
  'image',
  'asin',
  'title',
  'brand',
  'model',
  'manufacturer',
  'partNumber',
  'parentAsin',
  'category',
  'supplierUPC',
  'itemNumber',
  'supplierDescription',
  'cost',
  'preparationCost',
  'quantityPack',
  'comment',
  'rating',
  'shortlistNames',
  'override',
  'hasAlert',
  'alertThreatLevel',
  'isHazmat',
  'isMeltable',
  'hasBuyBox',
  'isVariation',
  'isBrandSeller',
  'isAmazonSeller',
  'buyBoxIsAmazon',
  'buyBoxIsFba',
  'buyBoxIsFbm',
  'totalGoodsCost',
  'selectedBuyBoxValue',
  'referralFeePercentage',
  'referralFee',
  'inboundFees',
  'fbaFeesTotal',
  'fulfillmentFee',
  'profitLoss',
  'margin',
  'roi',
  'targetROI',
  'competition',
  'breakEven',
  'marginScore',
  'roiScore',
  'astroScore',
  'breakEvenStrengthScore',
  'salesEstimateScore',
  'profitLossScore',
  'myShare30',
  'myShare30Score',
  'amazonInStockScore30',
  'amazonInStockScore90',
  'amazonInStockScore180',
  'amazonInStockScore365',
  'salesEstimate',
  'variantSalesEstimate',
  'boughtInThePastMonth',
  'astroBsr',
  'bsrCurrent',
  'bsrAvg30',
  'bsrAvg90',
  'bsrAvg180',
  'salesRankDrops30',
  'salesRankDrops90',
  'salesRankDrops180',
  'salesRankDrops365',
  'outOfStock30',
  'outOfStock90',
  'outOfStock180',
  'outOfStock365',
  'amazonLowest',
  'amazonHighest',
  'amazonCurrent',
  'amazonAvg30',
  'amazonAvg90',
  'amazonAvg180',
  'buyBoxLowest',
  'buyBoxHighest',
  'buyBoxCurrent',
  'buyBoxAvg',
  'buyBoxAvg30',
  'buyBoxAvg90',
  'buyBoxAvg180',
  'newFbaLowest',
  'newFbmLowest',
  'highestBuyBoxEligiblePrice',
  'fbaOffersCount',
  'fbmOffersCount',
  'buyBoxSellerName',
  'packageQuantity',
  'variants',
  'reviewsCount',
  'ratingsCount',
  'amazonAvailability',
  'updated',
  // Marketplaces (issue 41, docs/decisions/017): the VAT split, storage and the fulfilment used.
  'priceExVat',
  'vatOnSale',
  'vatOnCost',
  'vatOnFees',
  'storageFee',
  'fulfilment',
  // The seller's own Amazon account (issue 42, docs/seller-account.md): may they list it, what they hold.
  'eligibility',
  'fbaFulfillable',
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** Threshold values are in the unit of their score (percent, rank, count, USD, units a month). */
const ThresholdValue = z.number().min(-1_000_000).max(100_000_000);

/** One score's threshold set: the value from which a product reaches each level. */
export const ScoreThreshold = z.object({
  veryWeak: ThresholdValue,
  poor: ThresholdValue,
  moderate: ThresholdValue,
  good: ThresholdValue,
});
export type ScoreThreshold = z.infer<typeof ScoreThreshold>;

const thresholdShape = Object.fromEntries(SCORE_NAMES.map((name) => [name, ScoreThreshold])) as Record<
  ScoreName,
  typeof ScoreThreshold
>;

/** Whether a set's levels are strictly ordered in its score's direction. */
export function isOrderedThreshold(name: ScoreName, set: ScoreThreshold): boolean {
  const values = SCORE_LEVELS.map((level) => set[level]);
  const isDescending = LOWER_IS_BETTER.includes(name);
  return values.every((value, i) => i === 0 || (isDescending ? value < (values[i - 1] ?? 0) : value > (values[i - 1] ?? 0)));
}

/** Every score's threshold set, each ordered from veryWeak to good in its score's direction. */
export const ScoreThresholds = z.object(thresholdShape).superRefine((sets, ctx) => {
  for (const name of SCORE_NAMES) {
    if (isOrderedThreshold(name, sets[name])) continue;
    const direction = LOWER_IS_BETTER.includes(name) ? 'decrease' : 'increase';
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `${name} thresholds must strictly ${direction} from veryWeak to good`,
    });
  }
});
export type ScoreThresholds = z.infer<typeof ScoreThresholds>;

/** 0 or 1 (an integer schema, so a missing value reads "is required"). */
const Binary = z.number().int().min(0).max(1);

/** Product columns, each known and listed once. */
export const DefaultColumns = z
  .array(z.enum(PRODUCT_COLUMNS, { error: 'is not a known product column' }))
  .max(PRODUCT_COLUMNS.length)
  .refine((columns) => new Set(columns).size === columns.length, 'lists a column twice');

/**
 * The member's display and analysis preferences (GET/PUT /api/UserSettings). Money settings are in
 * the currency of the company's default marketplace; each product's analysis converts them into its
 * marketplace's (docs/marketplaces.md, decision 018).
 */
export const UserSettings = BaseFields.extend({
  userId: z.string(),
  /** 0 light, 1 dark. */
  theme: Binary,
  /** 0 imperial, 1 metric. */
  measurementSystem: Binary,
  /** Inbound shipping and placement per unit, in the company's currency. */
  inboundFees: z.number(),
  /** Target ROI, percent. */
  roiPercentage: z.number(),
  /** How far above the lowest price (percent) an offer still counts as competition. */
  competitionMargin: z.number(),
  /** Preparation cost per unit, in the company's currency. */
  defaultPreparationCost: z.number(),
  applyDefaultPreparationCostWhenZero: z.boolean(),
  scoreThresholds: z.object(thresholdShape),
  defaultColumns: z.array(z.string()),
  /** FBA or FBM: how a product is fulfilled unless it says otherwise. */
  defaultFulfilment: z.enum(['FBA', 'FBM']),
  /** FBM: shipping one unit, in the company's currency. */
  fbmShippingPerUnit: z.number(),
  /** FBM: shipping by weight (the first row whose upToGrams holds the unit; costs in the company's currency), instead of the flat cost when not empty. */
  fbmShippingTable: z.array(z.object({ upToGrams: z.number(), cost: z.number() })),
  /**
   * Whose thresholds, target ROI and columns these are: the member's own, or the company's
   * profile (a member who never set their own, or a VA while the profile is locked).
   */
  profileSource: z.enum(['own', 'company']),
  /** Whether the company locked its profile for this member (a VA): they cannot change those three. */
  isProfileLocked: z.boolean(),
});
export type UserSettings = z.infer<typeof UserSettings>;

/** `PUT /api/UserSettings`: every preference (the whole set is replaced). */
export const UserSettingsInput = z.object({
  theme: Binary,
  measurementSystem: Binary,
  inboundFees: z.number().min(0).max(100),
  roiPercentage: z.number().min(0).max(1000),
  competitionMargin: z.number().min(0).max(100),
  defaultPreparationCost: z.number().min(0).max(1000),
  applyDefaultPreparationCostWhenZero: z.boolean(),
  scoreThresholds: ScoreThresholds,
  /** Optional here: the grid usually sets them through /default-columns. */
  defaultColumns: DefaultColumns.optional(),
  /** Optional (kept when left out): the fulfilment and FBM shipping of docs/marketplaces.md. */
  defaultFulfilment: z.enum(['FBA', 'FBM'], { error: 'must be FBA or FBM' }).optional(),
  fbmShippingPerUnit: z.number().min(0).max(10000).optional(),
  fbmShippingTable: z
    .array(z.object({ upToGrams: z.number().positive().max(1_000_000), cost: z.number().min(0).max(10000) }))
    .max(50)
    .optional(),
});
export type UserSettingsInput = z.infer<typeof UserSettingsInput>;

/** `PUT /api/UserSettings/default-columns`. */
export const DefaultColumnsInput = z.object({ columns: DefaultColumns });
export type DefaultColumnsInput = z.infer<typeof DefaultColumnsInput>;

/**
 * `GET /api/Company/settings-profile`: the company's default thresholds, target ROI and product
 * columns, read by members who kept none of their own and, while `isLocked`, by every VA.
 */
export const CompanySettingsProfile = z.object({
  roiPercentage: z.number(),
  scoreThresholds: z.object(thresholdShape),
  defaultColumns: z.array(z.string()),
  isLocked: z.boolean(),
  /** Whether an owner set it (false: the built-in defaults). */
  isSet: z.boolean(),
});
export type CompanySettingsProfile = z.infer<typeof CompanySettingsProfile>;

/** `PUT /api/Company/settings-profile`: the whole profile and whether VAs are held to it. */
export const CompanySettingsProfileInput = z.object({
  roiPercentage: z.number().min(0).max(1000),
  scoreThresholds: ScoreThresholds,
  defaultColumns: DefaultColumns,
  isLocked: z.boolean(),
});
export type CompanySettingsProfileInput = z.infer<typeof CompanySettingsProfileInput>;
