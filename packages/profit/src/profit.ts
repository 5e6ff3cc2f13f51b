import { breakEvenPrice } from './break-even.js';
import { type FeeContext, type Fees, feesAt } from './fees.js';
import { cents, percent } from './money.js';
import { unitCost } from './units.js';

/** The member's settings the profit needs (UserSettings). */
export type ProfitSettings = {
  /** Per unit, in the settings' currency (analyze converts it into the marketplace's: settings-currency.ts). */
  inboundFees: number;
  /** Target ROI, percent. */
  roiPercentage: number;
  /** How far above the lowest price, percent, an offer still counts as competition. */
  competitionMargin: number;
  /** Per unit, in the settings' currency (converted as inboundFees is). */
  defaultPreparationCost: number;
  applyDefaultPreparationCostWhenZero: boolean;
};

/** A product's cost inputs. */
export type CostInputs = {
  /** The supplier's price for one supplier pack, USD; null when unknown. */
  cost: number | null;
  /** Preparation per listing unit, USD. */
  preparationCost: number | null;
  /** Units in one supplier pack (the supplier pack size). */
  quantityPack: number;
  /** Units in one marketplace listing (Keepa `packageQuantity`; a multipack of 3 is 3). */
  packageQuantity: number;
};

/** The product's preparation cost, or the member's default when the product's is zero (or missing) and the setting says so. */
export function preparationCostFor(preparationCost: number | null, settings: ProfitSettings): number {
  const own = preparationCost ?? 0;
  return own === 0 && settings.applyDefaultPreparationCostWhenZero ? settings.defaultPreparationCost : own;
}

/** totalGoodsCost, C = cost / quantityPack x packageQuantity + preparation, rounded to the cent; null without a cost. */
export function totalGoodsCost(inputs: CostInputs, settings: ProfitSettings): number | null {
  const raw = unitCost({
    packPrice: inputs.cost,
    supplierPackSize: inputs.quantityPack,
    listingPackageQuantity: inputs.packageQuantity,
    preparationCost: preparationCostFor(inputs.preparationCost, settings),
  });
  return raw === null ? null : cents(raw);
}

/**
 * Return on investment, the one definition every screen and total uses: profit over what the
 * stock cost, goods plus preparation (domain notes: ROI = Profit / C). Inbound and the marketplace's
 * fees are taken off the profit, not added to the cost; so the product, a shortlist, an order's
 * projection and the dashboard agree for the same goods. Percent to 0.01; null without a cost.
 */
export function returnOnInvestment(profit: number, goodsAndPrep: number): number | null {
  return goodsAndPrep > 0 ? percent(profit / goodsAndPrep) : null;
}

/** The most a unit may cost (preparation included) for the target ROI R at price P: (P - fees(P)) / (1 + R), to the cent, at least 0. */
export function maxCostFor(price: number, feesTotal: number, roiPercentage: number): number {
  const divisor = 1 + roiPercentage / 100;
  if (!(divisor > 0)) return 0;
  return cents(Math.max(0, (price - feesTotal) / divisor));
}

/**
 * Competition: the new FBA offers and Amazon's offer (landed prices) priced at most
 * `competitionMargin` percent above the lowest of them: the offers that fight for the buy box.
 */
export function competitionCount(
  offers: { fbaOfferPrices: readonly number[]; amazonOfferPrice: number | null },
  competitionMargin: number,
): number {
  const prices = [...offers.fbaOfferPrices, ...(offers.amazonOfferPrice === null ? [] : [offers.amazonOfferPrice])].filter(
    (p) => Number.isFinite(p) && p > 0,
  );
  if (prices.length === 0) return 0;
  const ceiling = cents(Math.min(...prices) * (1 + Math.max(0, competitionMargin) / 100));
  return prices.filter((p) => p <= ceiling).length;
}

/** The profitability fields of the spec (USD and percent; null = unknown). */
export type Profitability = {
  totalGoodsCost: number | null;
  selectedBuyBoxValue: number | null;
  referralFeePercentage: number | null;
  referralFee: number | null;
  inboundFees: number | null;
  fbaFeesTotal: number | null;
  fulfillmentFee: number | null;
  profitLoss: number | null;
  /** Percent of the price. */
  margin: number | null;
  /** Percent of the unit cost. */
  roi: number | null;
  targetROI: number;
  maxCost: number | null;
  breakEven: number | null;
  fees: Fees | null;
};

/**
 * Profit at the selected price P with unit cost C (domain notes, "Formulas"):
 * profitLoss = P - referral(P) - fulfillment(P) - inbound - C; roi = profit / C; margin =
 * profit / P; breakEven = the lowest P with no loss (per price band); maxCost = (P - fees(P)) / (1 + R).
 */
export function profitability(input: {
  price: number | null;
  goodsCost: number | null;
  context: FeeContext;
  roiPercentage: number;
}): Profitability {
  const { price, goodsCost, context } = input;
  const fees = price === null ? null : feesAt(price, context);
  const profit = price !== null && fees && goodsCost !== null ? cents(price - fees.total - goodsCost) : null;
  return {
    totalGoodsCost: goodsCost,
    selectedBuyBoxValue: price,
    referralFeePercentage: fees?.referralFeePercentage ?? null,
    referralFee: fees?.referralFee ?? null,
    inboundFees: fees?.inboundFees ?? null,
    fbaFeesTotal: fees?.fbaFeesTotal ?? null,
    fulfillmentFee: fees?.fulfillmentFee ?? null,
    profitLoss: profit,
    margin: profit !== null && price ? percent(profit / price) : null,
    roi: profit !== null && goodsCost !== null ? returnOnInvestment(profit, goodsCost) : null,
    targetROI: input.roiPercentage,
    maxCost: price !== null && fees ? maxCostFor(price, fees.total, input.roiPercentage) : null,
    breakEven: goodsCost !== null ? breakEvenPrice(goodsCost, context) : null,
    fees,
  };
}
