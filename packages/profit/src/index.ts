export { ALERT_THREAT_LEVELS, type AlertInputs, type Alerts, alertsOf, type BrandRisk } from './alerts.js';
export { type Analysis, analyze, type Inputs, type Market, type MarketplaceFigures, type Settings } from './analyze.js';
export { breakEvenPrice, lowestSafePrice, MAX_BREAK_EVEN_PRICE, priceEdges } from './break-even.js';
export { utcDay } from './dates.js';
export { type FbmShipping, fbmShippingCost, fbmShippingFromSettings } from './fbm.js';
export { closingFeeFor, type FeeContext, type Fees, type FulfillmentSource, feesAt, sizeOf } from './fees.js';
export { type Fulfilment, type FulfilmentFigures, fulfilmentFigures, type Sale, type SaleContext, saleAt } from './figures.js';
export { baseFulfillmentFee, fuelSurchargeAt, fulfillmentFee, priceBand } from './fulfillment.js';
export { convert, ECB_REFERENCE_RATES, type ExchangeRates, type ExchangeRateUsed, RATE_DECIMALS } from './fx.js';
export { inMarketplaceCurrency, type StoredSaleInputs, storedSaleContext, type UnitsSale, unitsSaleAt } from './line.js';
export { type ListingFields, type ListingOffer, marketOf } from './market.js';
export {
  type AnalysedWhere,
  contextOfAnalysis,
  type MarketplaceContext,
  type ResolvedContext,
  resolveContext,
} from './marketplace-context.js';
export { type MetricSizeResult, metricFulfillmentFee, metricSizeTier } from './metric-size.js';
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
export { fbmShippingAtRate, settingsAtRate } from './settings-currency.js';
export { isOversize, type PackageSize, type SizeResult, type SizeTier, sizeTier } from './size-tier.js';
export { agedSurchargeRate, expectedMonthsInStock, monthlyStorageRate, storageFeePerUnit, storageVolume } from './storage.js';
export {
  type Band3,
  type ClosingFee,
  EUROPEAN_TIERS,
  FEE_TABLES,
  FEES_CA_2026,
  FEES_DE_2026,
  FEES_ES_2026,
  FEES_FR_2026,
  FEES_IT_2026,
  FEES_JP_2026,
  FEES_MX_2026,
  FEES_UK_2026,
  FEES_US_2026,
  type FeeRow,
  type FeeTable,
  feeTableAt,
  MARKETPLACE_FEE_TABLES,
  type MetricFeeTable,
  type MetricRow,
  type MetricTier,
  type Origin,
  type ReferralRule,
  type ReferralTable,
  type SeasonRates,
  type StorageTable,
  type TableSource,
  type UsFeeTable,
} from './tables/index.js';
export { TOY_MARKET, TOY_SETTINGS } from './toy-market.js';
export {
  GRAMS_PER_OUNCE,
  GRAMS_PER_POUND,
  gramsToOunces,
  gramsToPounds,
  keepaCentsToDollars,
  MM_PER_INCH,
  mmToInches,
  packageSizeFromKeepa,
  targetStockQuantity,
  unitCost,
  unitsPerPack,
} from './units.js';
export {
  saleVatRate,
  taxIncluded,
  VAT_TABLES,
  type VatPosition,
  type VatRates,
  type VatSplit,
  vatRatesAt,
  vatSplit,
} from './vat.js';
