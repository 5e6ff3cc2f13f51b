export { ALERT_THREAT_LEVELS, type AlertInputs, type Alerts, alertsOf, type BrandRisk } from './alerts.js';
export { type Analysis, analyze, type Inputs, type Market, type Settings } from './analyze.js';
export { breakEvenPrice, MAX_BREAK_EVEN_PRICE, priceEdges } from './break-even.js';
export { utcDay } from './dates.js';
export { type FeeContext, type Fees, type FulfillmentSource, feesAt } from './fees.js';
export { baseFulfillmentFee, fuelSurchargeAt, fulfillmentFee, priceBand } from './fulfillment.js';
export { type ListingFields, type ListingOffer, marketOf } from './market.js';
export { cents, percent, roundTo } from './money.js';
export {
  BUY_BOX_OVERRIDES,
  isOverrideSet,
  type Override,
  type OverrideLevel,
  type OverrideValue,
  PRODUCT_OVERRIDE_VALUES,
  type PricePoints,
  resolveBuyBoxOverride,
  resolveOverride,
  SHORTLIST_OVERRIDE_VALUES,
  selectPrice,
} from './overrides.js';
export {
  type CostInputs,
  competitionCount,
  maxCostFor,
  type Profitability,
  type ProfitSettings,
  preparationCostFor,
  profitability,
  returnOnInvestment,
  totalGoodsCost,
} from './profit.js';
export { type ReferralResult, referralFee, referralRuleFor, ruleFee, tableRuleFor } from './referral.js';
export {
  estimateSales,
  myShare,
  RANK_EXPONENT,
  RANK_SCALE,
  rankScale,
  type SalesBasis,
  type SalesEstimate,
  type SalesInputs,
  type SalesMethod,
} from './sales.js';
export {
  ASTRO_WEIGHTS,
  type AstroParts,
  astroScore,
  buyBoxLevel,
  countByLevel,
  DEFAULT_SCORE_THRESHOLDS,
  type Level,
  LOWER_IS_BETTER,
  SCORE_METRICS,
  type ScoreName,
  type ScoreThresholdSet,
  scoreLevel,
  scoreOf,
  supplierAstroScores,
  type Thresholds,
} from './scores.js';
export { isOversize, type PackageSize, type SizeResult, type SizeTier, sizeTier } from './size-tier.js';
export {
  type Band3,
  FEE_TABLES,
  FEES_US_2026,
  type FeeRow,
  type FeeTable,
  feeTableAt,
  type Origin,
  type ReferralRule,
  type TableSource,
} from './tables/index.js';
export {
  GRAMS_PER_OUNCE,
  GRAMS_PER_POUND,
  gramsToOunces,
  gramsToPounds,
  keepaCentsToDollars,
  MM_PER_INCH,
  mmToInches,
  packageSizeFromKeepa,
  unitCost,
  unitsPerPack,
} from './units.js';
