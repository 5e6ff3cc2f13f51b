import type { Market, Settings } from './analyze.js';
import { DEFAULT_SCORE_THRESHOLDS } from './scores.js';
import { packageSizeFromKeepa } from './units.js';

/**
 * The worked examples' product (README): a toy in a 30 x 20 x 10 cm box of 800 g, sold at 24.00
 * in the marketplace's currency by three FBA sellers, 200 a month. Shared by the engine's tests
 * and the server's line-equals-product test, so every example is the same product.
 */
export const TOY_MARKET: Market = {
  buyBoxCurrent: 24,
  buyBoxAvg30: null,
  buyBoxAvg90: null,
  buyBoxAvg180: null,
  newFbaLowest: null,
  newCurrent: null,
  category: 'Toys & Games',
  size: packageSizeFromKeepa({ packageLength: 300, packageWidth: 200, packageHeight: 100, packageWeight: 800 }),
  packageQuantity: 1,
  providerReferralPercent: null,
  providerFulfillmentFee: null,
  fbaOfferPrices: [24],
  amazonOfferPrice: null,
  fbaOffersCount: 3,
  buyBoxIsAmazon: false,
  hasBuyBox: true,
  monthlySold: 200,
  bsr: 5000,
  salesRankDrops30: 100,
  isVariation: false,
  variants: 0,
  outOfStock: { d30: 100, d90: 100, d180: 100, d365: 100 },
  alerts: { hazards: [], isMeltable: false, isAmazonSeller: false, isBrandSeller: false },
};

/** The worked examples' member settings: inbound 0.30 a unit, 30% target ROI, no default preparation. */
export const TOY_SETTINGS: Settings = {
  inboundFees: 0.3,
  roiPercentage: 30,
  competitionMargin: 2,
  defaultPreparationCost: 0,
  applyDefaultPreparationCostWhenZero: false,
  scoreThresholds: DEFAULT_SCORE_THRESHOLDS,
};
