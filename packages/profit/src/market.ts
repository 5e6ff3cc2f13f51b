import type { AlertInputs } from './alerts.js';
import type { Market } from './analyze.js';
import type { PricePoints } from './overrides.js';

/** One marketplace offer as listings carry them (Keepa's offer, prices in dollars). */
export type ListingOffer = {
  /** Keepa's condition code: 1 is new. */
  condition: number;
  price: number | null;
  shippingCost: number | null;
  isFBA: boolean;
  isAmazon: boolean;
};

/**
 * The listing fields the profit engine reads, under the names the market snapshot and the product
 * API both use: the server analyses a stored snapshot and the browser re-analyses a product as
 * served, through this one mapping, so both arrive at the same figures.
 */
export type ListingFields = PricePoints & {
  category: string | null;
  packageLengthPrecise: number | null;
  packageWidthPrecise: number | null;
  packageHeightPrecise: number | null;
  packageWeightPrecise: number | null;
  packageQuantity: number;
  referralFeePercentage: number | null;
  providerFbaFee: number | null;
  fbaOffersCount: number;
  buyBoxIsAmazon: boolean;
  hasBuyBox: boolean;
  boughtInThePastMonth: number | null;
  bsrCurrent: number | null;
  salesRankDrops30: number | null;
  isVariation: boolean;
  variants: number;
  outOfStock30: number | null;
  outOfStock90: number | null;
  outOfStock180: number | null;
  outOfStock365: number | null;
  hazards: AlertInputs['hazards'];
  isMeltable: boolean;
  isAmazonSeller: boolean;
  isBrandSeller: boolean;
};

/** The profit engine's view of a listing: prices, size, offers, sales and alert inputs. */
export function marketOf(f: ListingFields, offers: readonly ListingOffer[]): Market {
  const length = f.packageLengthPrecise;
  const width = f.packageWidthPrecise;
  const height = f.packageHeightPrecise;
  const weight = f.packageWeightPrecise;
  // What a buyer pays for an offer: its price plus its shipping.
  const landed = (o: ListingOffer) => (o.price === null ? null : o.price + (o.shippingCost ?? 0));
  const newOffers = offers.filter((o) => o.condition === 1);
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
      .filter((price): price is number => price !== null),
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
