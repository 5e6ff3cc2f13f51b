import type { MarketSnapshot, ProductAnalysis } from '@shelfscope/contracts';
import { analyze, type Market } from '@shelfscope/profit';
import type { Analyze } from './analysis.js';

/** The profit engine's view of a snapshot: prices, size, offers, sales and alert inputs. */
export function marketOf(snapshot: Omit<MarketSnapshot, 'history'>): Market {
  const f = snapshot.fields;
  const length = f.packageLengthPrecise;
  const width = f.packageWidthPrecise;
  const height = f.packageHeightPrecise;
  const weight = f.packageWeightPrecise;
  const landed = (o: MarketSnapshot['offers'][number]) => (o.price === null ? null : o.price + (o.shippingCost ?? 0));
  const newOffers = snapshot.offers.filter((o) => o.condition === 1);
  const amazon = newOffers.find((o) => o.isAmazon);
  return {
    buyBoxCurrent: f.buyBoxCurrent,
    buyBoxAvg30: f.buyBoxAvg30,
    buyBoxAvg90: f.buyBoxAvg90,
    buyBoxAvg180: f.buyBoxAvg180,
    newFbaLowest: f.newFbaLowest,
    newCurrent: f.newCurrent,
    category: f.category,
    size: length && width && height && weight ? { length, width, height, weightPounds: weight } : null,
    packageQuantity: f.packageQuantity,
    providerReferralPercent: f.referralFeePercentage,
    providerFulfillmentFee: f.providerFbaFee,
    fbaOfferPrices: newOffers
      .filter((o) => o.isFBA && !o.isAmazon)
      .map(landed)
      .filter((p): p is number => p !== null),
    amazonOfferPrice: amazon ? landed(amazon) : null,
    fbaOffersCount: f.fbaOffersCount,
    buyBoxIsAmazon: f.buyBoxIsAmazon,
    hasBuyBox: f.hasBuyBox,
    monthlySold: f.boughtInThePastMonth,
    bsr: f.bsrCurrent,
    salesRankDrops30: f.salesRankDrops30,
    isVariation: f.isVariation,
    variants: f.variants,
    outOfStock: { d30: f.outOfStock30, d90: f.outOfStock90, d180: f.outOfStock180, d365: f.outOfStock365 },
    alerts: { hazards: f.hazards, isMeltable: f.isMeltable, isAmazonSeller: f.isAmazonSeller, isBrandSeller: f.isBrandSeller },
  };
}

/**
 * The profit engine on a snapshot with a product's inputs: overrides resolve product first,
 * then the supplier (shortlists add their level when they land).
 */
export const analyzeSnapshot: Analyze = (snapshot, inputs, settings, alert, at): ProductAnalysis =>
  analyze(
    marketOf(snapshot),
    {
      cost: inputs.cost,
      preparationCost: inputs.preparationCost,
      quantityPack: inputs.quantityPack,
      overrides: [
        { value: inputs.override, customValue: inputs.overrideCustomValue },
        { value: inputs.supplierOverride, customValue: inputs.supplierOverrideCustomValue },
      ],
    },
    settings,
    alert,
    at,
  );
