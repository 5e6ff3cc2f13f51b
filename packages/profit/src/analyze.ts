import { type AlertInputs, alertsOf, type BrandRisk } from './alerts.js';
import { fbmShippingCost } from './fbm.js';
import type { FeeContext } from './fees.js';
import { type FulfilmentFigures, fulfilmentFigures, type SaleContext } from './figures.js';
import type { ExchangeRateUsed } from './fx.js';
import { type MarketplaceContext, resolveContext } from './marketplace-context.js';
import { cents, percent } from './money.js';
import { type Override, type PricePoints, resolveOverride, selectPrice } from './overrides.js';
import { competitionCount, type ProfitSettings, totalGoodsCost } from './profit.js';
import { estimateSales, myShare, type SalesBasis } from './sales.js';
import { astroScore, buyBoxLevel, type ScoreThresholdSet, scoreOf } from './scores.js';
import { fbmShippingAtRate, settingsAtRate } from './settings-currency.js';
import type { PackageSize } from './size-tier.js';
import { expectedMonthsInStock, storageFeePerUnit } from './storage.js';
import { feeTableAt } from './tables/index.js';
import { saleVatRate, vatRatesAt } from './vat.js';

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
} & MarketplaceFigures;

/** What marketplaces added (the contracts' MarketplaceAnalysis), in the marketplace's currency. */
export type MarketplaceFigures = {
  fulfilment: 'FBA' | 'FBM';
  storageFee: number | null;
  monthsInStock: number | null;
  vatRate: number | null;
  priceExVat: number | null;
  vatOnSale: number | null;
  vatOnCost: number | null;
  vatOnFees: number | null;
  vatRegistered: boolean;
  /** Whether the cost included VAT (the supplier's setting), so the analysis can be made again from it. */
  costsIncludeVat: boolean;
  exchangeRate: ExchangeRateUsed | null;
  /** The rate the member's money settings were converted at (their currency to the marketplace's); null: the same currency. */
  settingsExchangeRate: ExchangeRateUsed | null;
  fba: FulfilmentFigures | null;
  fbm: FulfilmentFigures | null;
};

/**
 * The whole analysis of one product at date `at`: the profitability fields (figures.ts) for FBA
 * and FBM side by side, the VAT split (vat.ts), the sales estimate (sales.ts), the scores through
 * the member's thresholds (scores.ts) and the alerts (alerts.ts). `context` says where and how the
 * product is sold (marketplace-context.ts); without one: amazon.com, USD, FBA, no VAT, no storage.
 * `isValid` says whether a selling price could be chosen.
 */
export function analyze(
  market: Market,
  inputs: Inputs,
  memberSettings: Settings,
  brandRisk: BrandRisk | null,
  at: Date,
  context?: MarketplaceContext,
): Analysis {
  const where = resolveContext(context, inputs.cost, at);
  // Every settings amount from here on is in the marketplace's currency (settings-currency.ts).
  const settings = settingsAtRate(memberSettings, where.settingsRate);
  const t = settings.scoreThresholds;
  const goodsCost = totalGoodsCost({ ...inputs, cost: where.cost, packageQuantity: market.packageQuantity }, settings);
  const price = selectPrice(resolveOverride(...inputs.overrides), market);
  const feeContext: FeeContext = {
    category: market.category,
    size: market.size,
    providerReferralPercent: market.providerReferralPercent,
    providerFulfillmentFee: market.providerFulfillmentFee,
    inboundFees: settings.inboundFees,
    date: at,
    marketplace: where.marketplace,
    fulfilledFrom: where.fulfilledFrom,
  };
  const sales = estimateSales({
    monthlySold: market.monthlySold,
    bsr: market.bsr,
    salesRankDrops30: market.salesRankDrops30,
    category: market.category,
    isVariation: market.isVariation,
    variants: market.variants,
  });
  const share = myShare(sales.variantSalesEstimate ?? sales.salesEstimate, market.fbaOffersCount, market.myBuyBoxShare);
  const table = feeTableAt(at, where.marketplace);
  const monthsInStock = where.monthsInStock ?? expectedMonthsInStock(where.unitsBought, share ?? sales.salesEstimate);
  const sale: SaleContext = {
    goodsCost,
    // Preparation is the seller's own cost, not the supplier's: no input VAT is taken out of it.
    supplierGoods:
      goodsCost === null
        ? null
        : totalGoodsCost(
            { ...inputs, cost: where.cost, packageQuantity: market.packageQuantity, preparationCost: 0 },
            { ...settings, applyDefaultPreparationCostWhenZero: false },
          ),
    fees: feeContext,
    table,
    vatRates: vatRatesAt(where.marketplace, at),
    position: { vatRegistered: where.vatRegistered, costsIncludeVat: where.costsIncludeVat },
    roiPercentage: settings.roiPercentage,
    storagePerUnit: storageFeePerUnit({ size: market.size, table, from: at, monthsInStock }),
    fbmShipping: fbmShippingCost(fbmShippingAtRate(where.fbmShipping, where.settingsRate), market.size),
  };
  const fba = fulfilmentFigures(price, 'FBA', sale);
  const fbm = where.fbmShipping ? fulfilmentFigures(price, 'FBM', sale) : null;
  const chosen = where.fulfilment === 'FBM' ? fbm : fba;
  const headline = chosen?.figures ?? null;
  const fees = fba.sale?.fees ?? null;
  const split = (chosen ?? fba).sale?.vat ?? null;
  const money = {
    totalGoodsCost: goodsCost,
    selectedBuyBoxValue: price,
    referralFeePercentage: fees?.referralFeePercentage ?? null,
    referralFee: fees?.referralFee ?? null,
    inboundFees: fees ? (where.fulfilment === 'FBA' ? fees.inboundFees : 0) : null,
    fbaFeesTotal: fees ? (where.fulfilment === 'FBA' ? fees.fbaFeesTotal : cents(fees.referralFee + fees.closingFee)) : null,
    fulfillmentFee: headline?.fulfillmentFee ?? null,
    profitLoss: headline?.profitLoss ?? null,
    margin: headline?.margin ?? null,
    roi: headline?.roi ?? null,
    targetROI: settings.roiPercentage,
    maxCost: headline?.maxCost ?? null,
    breakEven: headline?.breakEven ?? null,
  };
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
    fulfilment: where.fulfilment,
    storageFee: headline ? headline.storageFee : null,
    monthsInStock,
    vatRate: split?.vatRate ?? saleVatRate(sale.vatRates, market.category),
    priceExVat: split?.priceExVat ?? null,
    vatOnSale: split?.vatOnSale ?? null,
    vatOnCost: split?.vatOnCost ?? null,
    vatOnFees: split?.vatOnFees ?? null,
    vatRegistered: where.vatRegistered,
    costsIncludeVat: where.costsIncludeVat,
    exchangeRate: where.exchangeRate,
    settingsExchangeRate: where.settingsRate,
    fba: fba.figures,
    fbm: fbm?.figures ?? null,
  };
}
