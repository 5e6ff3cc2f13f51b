import { type AlertInputs, alertsOf, type BrandRisk } from './alerts.js';
import type { FeeContext } from './fees.js';
import { percent } from './money.js';
import { type Override, type PricePoints, resolveOverride, selectPrice } from './overrides.js';
import { competitionCount, type ProfitSettings, profitability, totalGoodsCost } from './profit.js';
import { estimateSales, myShare, type SalesBasis } from './sales.js';
import { astroScore, buyBoxLevel, type ScoreThresholdSet, scoreOf } from './scores.js';
import type { PackageSize } from './size-tier.js';

/** The member's settings the analysis uses (UserSettings). */
export type Settings = ProfitSettings & { scoreThresholds: ScoreThresholdSet };

/** What the market says, in dollars, inches and pounds (null = unknown). */
export type Market = PricePoints & {
  category: string | null;
  size: PackageSize | null;
  /** Units in one marketplace listing. */
  packageQuantity: number;
  providerReferralPercent: number | null;
  providerFulfillmentFee: number | null;
  /** Landed prices (price + shipping) of the live new FBA offers other than Amazon's. */
  fbaOfferPrices: number[];
  /** Amazon's landed price when it offers new; null when it does not. */
  amazonOfferPrice: number | null;
  fbaOffersCount: number;
  buyBoxIsAmazon: boolean;
  hasBuyBox: boolean;
  monthlySold: number | null;
  bsr: number | null;
  salesRankDrops30: number | null;
  isVariation: boolean;
  variants: number;
  /** The member's own buy-box win share over 30 days, percent, when known (for myShare30). */
  myBuyBoxShare?: number | null;
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
  /** Product, shortlist and supplier overrides, most specific first (see resolveOverride). */
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
  salesEstimateBasis: SalesBasis | null;
  astroBsr: number | null;
  alert: BrandRisk | null;
  alertThreatLevel: number | null;
  hasAlert: boolean;
  alertReasons: string[];
  sizeTier: string | null;
  isValid: boolean;
};

/**
 * The whole analysis of one product at date `at`: the profitability fields (profit.ts), the
 * sales estimate (sales.ts), the scores through the member's thresholds (scores.ts) and the
 * alerts (alerts.ts). `isValid` says whether a selling price could be chosen.
 */
export function analyze(market: Market, inputs: Inputs, settings: Settings, brandRisk: BrandRisk | null, at: Date): Analysis {
  const t = settings.scoreThresholds;
  const goodsCost = totalGoodsCost({ ...inputs, packageQuantity: market.packageQuantity }, settings);
  const price = selectPrice(resolveOverride(...inputs.overrides), market);
  const context: FeeContext = {
    category: market.category,
    size: market.size,
    providerReferralPercent: market.providerReferralPercent,
    providerFulfillmentFee: market.providerFulfillmentFee,
    inboundFees: settings.inboundFees,
    date: at,
  };
  const { fees, ...money } = profitability({ price, goodsCost, context, roiPercentage: settings.roiPercentage });
  const sales = estimateSales({
    monthlySold: market.monthlySold,
    bsr: market.bsr,
    salesRankDrops30: market.salesRankDrops30,
    category: market.category,
    isVariation: market.isVariation,
    variants: market.variants,
  });
  const share = myShare(sales.variantSalesEstimate ?? sales.salesEstimate, market.fbaOffersCount, market.myBuyBoxShare);
  const breakEvenRoom =
    price !== null && money.breakEven !== null && money.breakEven > 0
      ? percent((price - money.breakEven) / money.breakEven)
      : null;
  const stock = (value: number | null) => scoreOf('amazon', value, t);
  const size = fees?.size?.tier ?? null;
  const alerts = alertsOf({ ...market.alerts, sizeTier: size, brandRisk });
  const levels = {
    profit: scoreOf('profit', money.profitLoss, t),
    roi: scoreOf('roi', money.roi, t),
    sales: scoreOf('salesEstimate', sales.salesEstimate, t),
    offers: scoreOf('offers', market.fbaOffersCount, t),
  };
  return {
    ...money,
    competition: competitionCount(market, settings.competitionMargin),
    marginScore: scoreOf('margin', money.margin, t),
    roiScore: levels.roi,
    astroScore: astroScore({
      profit: levels.profit,
      roi: levels.roi,
      sales: levels.sales,
      competition: levels.offers,
      buyBox: buyBoxLevel(market.hasBuyBox, market.buyBoxIsAmazon),
      stock: stock(market.outOfStock.d90),
    }),
    breakEvenStrengthScore: scoreOf('breakEven', breakEvenRoom, t),
    salesEstimateScore: levels.sales,
    profitLossScore: levels.profit,
    myShare30: share,
    myShare30Score: scoreOf('myShare30', share, t),
    amazonInStockScore30: stock(market.outOfStock.d30),
    amazonInStockScore90: stock(market.outOfStock.d90),
    amazonInStockScore180: stock(market.outOfStock.d180),
    amazonInStockScore365: stock(market.outOfStock.d365),
    salesEstimate: sales.salesEstimate,
    variantSalesEstimate: sales.variantSalesEstimate,
    salesEstimateBasis: sales.basis,
    astroBsr: scoreOf('bsr', market.bsr, t),
    alert: brandRisk,
    alertThreatLevel: alerts.alertThreatLevel,
    hasAlert: alerts.hasAlert,
    alertReasons: alerts.reasons,
    sizeTier: size,
    isValid: price !== null,
  };
}
