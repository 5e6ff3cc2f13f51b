import type { ProductDetail, UserSettings } from '@shelfscope/contracts';
import { type Analysis, analyze, type Market, type Override } from '@shelfscope/profit';

/**
 * The profit engine's view of a product as the API serves it. This mirrors the server's
 * `marketOf` (apps/server/src/seller/products/analyze.ts) field for field, so the browser's live
 * figures are the ones the server stores when the edit is saved; recompute.test.ts holds the two
 * equal on a recorded product.
 */
export function marketOf(p: ProductDetail): Market {
  const length = p.packageLengthPrecise;
  const width = p.packageWidthPrecise;
  const height = p.packageHeightPrecise;
  const weight = p.packageWeightPrecise;
  const landed = (o: ProductDetail['offers'][number]) => (o.price === null ? null : o.price + (o.shippingCost ?? 0));
  const newOffers = p.offers.filter((o) => o.condition === 1);
  const amazon = newOffers.find((o) => o.isAmazon);
  return {
    buyBoxCurrent: p.buyBoxCurrent,
    buyBoxAvg30: p.buyBoxAvg30,
    buyBoxAvg90: p.buyBoxAvg90,
    buyBoxAvg180: p.buyBoxAvg180,
    newFbaLowest: p.newFbaLowest,
    newCurrent: p.newCurrent,
    category: p.category,
    size: length && width && height && weight ? { length, width, height, weightPounds: weight } : null,
    packageQuantity: p.packageQuantity,
    // The response's referralFeePercentage is the analysis's effective rate (fee / price), not the
    // provider's own: the same fee at the same price, so cost edits match the server exactly; a
    // new price (override) can differ by the $0.30 minimum or a rounding cent.
    providerReferralPercent: p.referralFeePercentage,
    providerFulfillmentFee: p.providerFbaFee,
    fbaOfferPrices: newOffers
      .filter((o) => o.isFBA && !o.isAmazon)
      .map(landed)
      .filter((price): price is number => price !== null),
    amazonOfferPrice: amazon ? landed(amazon) : null,
    fbaOffersCount: p.fbaOffersCount,
    buyBoxIsAmazon: p.buyBoxIsAmazon,
    hasBuyBox: p.hasBuyBox,
    monthlySold: p.boughtInThePastMonth,
    bsr: p.bsrCurrent,
    salesRankDrops30: p.salesRankDrops30,
    isVariation: p.isVariation,
    variants: p.variants,
    outOfStock: { d30: p.outOfStock30, d90: p.outOfStock90, d180: p.outOfStock180, d365: p.outOfStock365 },
    alerts: { hazards: p.hazards, isMeltable: p.isMeltable, isAmazonSeller: p.isAmazonSeller, isBrandSeller: p.isBrandSeller },
  };
}

/** The cost inputs and override a user edits in the profit panel. */
export type EditableInputs = {
  cost: number | null;
  preparationCost: number | null;
  quantityPack: number;
  override: number;
  overrideCustomValue: number | null;
};

export const inputsOf = (p: ProductDetail): EditableInputs => ({
  cost: p.cost,
  preparationCost: p.preparationCost,
  quantityPack: p.quantityPack,
  override: p.override,
  overrideCustomValue: p.overrideCustomValue,
});

/**
 * The analysis the server would store for these inputs: the product's own override first, then
 * the supplier's (null for the quick view), with the member's settings, at `at`.
 */
export function recompute(
  product: ProductDetail,
  inputs: EditableInputs,
  settings: UserSettings,
  supplierOverride: Override | null,
  at: Date = new Date(),
): Analysis {
  return analyze(
    marketOf(product),
    {
      cost: inputs.cost,
      preparationCost: inputs.preparationCost,
      quantityPack: inputs.quantityPack,
      overrides: [{ value: inputs.override, customValue: inputs.overrideCustomValue }, supplierOverride],
    },
    {
      inboundFees: settings.inboundFees,
      roiPercentage: settings.roiPercentage,
      competitionMargin: settings.competitionMargin,
      defaultPreparationCost: settings.defaultPreparationCost,
      applyDefaultPreparationCostWhenZero: settings.applyDefaultPreparationCostWhenZero,
      scoreThresholds: settings.scoreThresholds,
    },
    product.alert,
    at,
  );
}
