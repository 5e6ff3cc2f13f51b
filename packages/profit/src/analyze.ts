import { type AlertInputs, alertsOf, type BrandRisk } from './alerts.js';
import { breakEvenPrice } from './break-even.js';
import { type FeeContext, feesAt } from './fees.js';
import { cents, percent } from './money.js';
import { type Override, type PricePoints, resolveOverride, selectPrice } from './overrides.js';
import { estimateSales, myShare } from './sales.js';
import { astroScore, scoreLevel, type Thresholds } from './scores.js';
import type { PackageSize } from './size-tier.js';
import { unitCost } from './units.js';

export type ScoreThresholdSet = {
  amazon: Thresholds;
  bsr: Thresholds;
  offers: Thresholds;
  breakEven: Thresholds;
  profit: Thresholds;
  salesEstimate: Thresholds;
  myShare30: Thresholds;
  roi: Thresholds;
  margin: Thresholds;
};

/** The member's settings the analysis uses. */
export type Settings = {
  inboundFees: number;
  /** Target ROI, percent. */
  roiPercentage: number;
  /** Percent above the selected price within which an offer still competes. */
  competitionMargin: number;
  defaultPreparationCost: number;
  applyDefaultPreparationCostWhenZero: boolean;
  scoreThresholds: ScoreThresholdSet;
};

/** What the market says, in dollars, inches and pounds (null = unknown). */
export type Market = PricePoints & {
  category: string | null;
  size: PackageSize | null;
  packageQuantity: number;
  providerReferralPercent: number | null;
  providerFulfillmentFee: number | null;
  /** Prices (with shipping) of the live new FBA offers, and whether Amazon offers at a price. */
  fbaOfferPrices: number[];
  amazonOfferPrice: number | null;
  fbaOffersCount: number;
  buyBoxIsAmazon: boolean;
  hasBuyBox: boolean;
  monthlySold: number | null;
  bsr: number | null;
  salesRankDrops30: number | null;
  isVariation: boolean;
  variants: number;
  /** Percent of days Amazon was out of stock. */
  outOfStock: { d30: number | null; d90: number | null; d180: number | null; d365: number | null };
  alerts: Omit<AlertInputs, 'sizeTier' | 'brandRisk'>;
};

export type Inputs = {
  /** The supplier's price for one supplier pack (or unit when quantityPack is 1). */
  cost: number | null;
  preparationCost: number | null;
  /** Units in one supplier pack. */
  quantityPack: number;
  /** Product, shortlist and supplier overrides, in that order of precedence. */
  overrides: (Override | null)[];
};

export type Analysis = {
  totalGoodsCost: number | null;
  selectedBuyBoxValue: number | null;
  referralFeePercentage: number | null;
  referralFee: number | null;
  inboundFees: number | null;
  fbaFeesTotal: number | null;
  fulfillmentFee: number | null;
  profitLoss: number | null;
  margin: number | null;
  roi: number | null;
  targetROI: number;
  maxCost: number | null;
  competition: number | null;
  breakEven: number | null;
  marginScore: number | null;
  roiScore: number | null;
  astroScore: number | null;
  breakEvenStrengthScore: number | null;
  salesEstimateScore: number | null;
  profitLossScore: number | null;
  myShare30: number | null;
  myShare30Score: number | null;
  amazonInStockScore30: number | null;
  amazonInStockScore90: number | null;
  amazonInStockScore180: number | null;
  amazonInStockScore365: number | null;
  salesEstimate: number | null;
  variantSalesEstimate: number | null;
  salesEstimateBasis: { method: string; inputs: Record<string, number | string | null> } | null;
  astroBsr: number | null;
  alert: BrandRisk | null;
  alertThreatLevel: number | null;
  hasAlert: boolean;
  alertReasons: string[];
  sizeTier: string | null;
  isValid: boolean;
};

/**
 * The whole analysis of one product (domain notes, "Formulas"):
 * - unit cost C = cost / quantityPack x packageQuantity + preparation (the member's default
 *   preparation cost when the product's is zero or missing and the setting says so);
 * - P = the price the resolved buy-box override selects;
 * - profit = P - referral(P) - fulfillment(P) - inbound - C; ROI = profit / C; margin = profit / P;
 * - break-even: the lowest P with profit >= 0, per price band; max cost for the target ROI R:
 *   (P - fees(P)) / (1 + R);
 * - competition: new FBA offers (and Amazon) priced within competitionMargin% above P;
 * - scores: each metric through the member's thresholds (levels 1..5), astro score composite.
 */
export function analyze(market: Market, inputs: Inputs, settings: Settings, brandRisk: BrandRisk | null, at: Date): Analysis {
  const t = settings.scoreThresholds;
  const preparation =
    (inputs.preparationCost ?? 0) === 0 && settings.applyDefaultPreparationCostWhenZero
      ? settings.defaultPreparationCost
      : (inputs.preparationCost ?? 0);
  const rawCost = unitCost({
    packPrice: inputs.cost,
    supplierPackSize: inputs.quantityPack,
    listingPackageQuantity: market.packageQuantity,
    preparationCost: preparation,
  });
  const goodsCost = rawCost === null ? null : cents(rawCost);
  const price = selectPrice(resolveOverride(...inputs.overrides), market);
  const context: FeeContext = {
    category: market.category,
    size: market.size,
    providerReferralPercent: market.providerReferralPercent,
    providerFulfillmentFee: market.providerFulfillmentFee,
    inboundFees: settings.inboundFees,
    date: at,
  };
  const fees = price === null ? null : feesAt(price, context);
  const profit = price !== null && fees && goodsCost !== null ? cents(price - fees.total - goodsCost) : null;
  const roi = profit !== null && goodsCost ? percent(profit / goodsCost) : null;
  const margin = profit !== null && price ? percent(profit / price) : null;
  const breakEven = goodsCost !== null ? breakEvenPrice(goodsCost, context) : null;
  const maxCost = price !== null && fees ? cents(Math.max(0, (price - fees.total) / (1 + settings.roiPercentage / 100))) : null;
  const ceiling = price === null ? null : price * (1 + settings.competitionMargin / 100);
  const competition =
    ceiling === null
      ? null
      : market.fbaOfferPrices.filter((p) => p <= ceiling).length +
        (market.amazonOfferPrice !== null && market.amazonOfferPrice <= ceiling ? 1 : 0);

  const sales = estimateSales({
    monthlySold: market.monthlySold,
    bsr: market.bsr,
    salesRankDrops30: market.salesRankDrops30,
    category: market.category,
    isVariation: market.isVariation,
    variants: market.variants,
  });
  const share = myShare(sales.variantSalesEstimate ?? sales.salesEstimate, market.fbaOffersCount);
  const breakEvenRoom = price !== null && breakEven ? percent((price - breakEven) / breakEven) : null;
  const oos = market.outOfStock;
  const stock = (value: number | null) => scoreLevel(value, t.amazon);
  const alerts = alertsOf({ ...market.alerts, sizeTier: fees?.size?.tier ?? null, brandRisk });

  const levels = {
    profit: scoreLevel(profit, t.profit),
    roi: scoreLevel(roi, t.roi),
    margin: scoreLevel(margin, t.margin),
    sales: scoreLevel(sales.salesEstimate, t.salesEstimate),
    bsr: scoreLevel(market.bsr, t.bsr, true),
    offers: scoreLevel(market.fbaOffersCount, t.offers, true),
    breakEven: scoreLevel(breakEvenRoom, t.breakEven),
    myShare: scoreLevel(share, t.myShare30),
  };
  return {
    totalGoodsCost: goodsCost,
    selectedBuyBoxValue: price,
    referralFeePercentage: fees?.referralFeePercentage ?? null,
    referralFee: fees?.referralFee ?? null,
    inboundFees: fees?.inboundFees ?? null,
    fbaFeesTotal: fees?.fbaFeesTotal ?? null,
    fulfillmentFee: fees?.fulfillmentFee ?? null,
    profitLoss: profit,
    margin,
    roi,
    targetROI: settings.roiPercentage,
    maxCost,
    competition,
    breakEven,
    marginScore: levels.margin,
    roiScore: levels.roi,
    astroScore: astroScore({
      profit: levels.profit,
      roi: levels.roi,
      sales: levels.sales,
      competition: levels.offers,
      // Amazon holding the buy box is the worst case for a reseller.
      buyBox: market.hasBuyBox ? (market.buyBoxIsAmazon ? 1 : 5) : 3,
      stock: stock(oos.d90),
    }),
    breakEvenStrengthScore: levels.breakEven,
    salesEstimateScore: levels.sales,
    profitLossScore: levels.profit,
    myShare30: share,
    myShare30Score: levels.myShare,
    amazonInStockScore30: stock(oos.d30),
    amazonInStockScore90: stock(oos.d90),
    amazonInStockScore180: stock(oos.d180),
    amazonInStockScore365: stock(oos.d365),
    salesEstimate: sales.salesEstimate,
    variantSalesEstimate: sales.variantSalesEstimate,
    salesEstimateBasis: sales.basis,
    astroBsr: levels.bsr,
    alert: brandRisk,
    alertThreatLevel: alerts.alertThreatLevel,
    hasAlert: alerts.hasAlert,
    alertReasons: alerts.reasons,
    sizeTier: fees?.size?.tier ?? null,
    isValid: price !== null,
  };
}
