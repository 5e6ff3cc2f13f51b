import { readFileSync } from 'node:fs';
import { MarketSnapshot } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { type KeepaProduct, type KeepaSeller, keepaMinuteToDate } from './format.js';
import { parseKeepaProduct } from './parse.js';

// Fixtures in Keepa's shape for the cases apart from the standard product (parse.test.ts).
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as KeepaProduct;

// Keepa minute 7,050,000 is 2024-05-27 20:00 UTC; the 30/90/180/365-day windows end there.
const NOW = keepaMinuteToDate(7_050_000);
const at = (minute: number) => keepaMinuteToDate(minute).toISOString();

describe('a variation parent', () => {
  const snapshot = parseKeepaProduct(fixture('variation-parent'), { now: NOW });

  it('lists its children and has no market figures of its own', () => {
    expect(() => MarketSnapshot.parse(snapshot)).not.toThrow();
    expect(snapshot.fields).toMatchObject({
      asin: 'B08PARENT0',
      parentAsin: null,
      productType: 5,
      isVariation: true,
      variants: 3,
      hasBuyBox: false,
      bsrCurrent: null,
      amazonAvailability: 4,
      outOfStock30: null,
      fbaOffersCount: 0,
      updated: at(7_049_000),
    });
    expect(snapshot.variations.map((v) => [v.asin, v.images, v.attributes.map((a) => a.value).join('/')])).toEqual([
      ['B08CHILD01', ['https://m.media-amazon.com/images/I/c1.jpg'], 'Red/Large'],
      ['B08CHILD02', ['https://m.media-amazon.com/images/I/c2.jpg'], 'Blue/Large'],
      ['B08CHILD03', [], 'Blue/Small'],
    ]);
    expect(snapshot.offers).toEqual([]);
    expect(snapshot.history?.amazon).toEqual([]);
  });
});

describe('a variation child without a buy box or Amazon', () => {
  const snapshot = parseKeepaProduct(fixture('variation-child-no-buybox'), { now: NOW });
  const f = snapshot.fields;

  it('reads the variation family', () => {
    expect(() => MarketSnapshot.parse(snapshot)).not.toThrow();
    expect(f).toMatchObject({ parentAsin: 'B08PARENT0', isVariation: true, variants: 3, image: null, images: [] });
    expect(snapshot.variations[1]).toEqual({
      asin: 'B08CHILD02',
      title: null,
      images: ['https://m.media-amazon.com/images/I/c2.jpg'],
      attributes: [
        { dimension: 'Color', value: 'Blue' },
        { dimension: 'Size', value: 'Large' },
      ],
      offersCount: null,
      stock: null,
      buyBoxCurrent: null,
      buyBoxAvg90: null,
    });
  });

  it('has no buy box, no Amazon and unknown figures as null', () => {
    expect(f).toMatchObject({
      hasBuyBox: false,
      buyBoxCurrent: null,
      buyBoxShipping: null,
      buyBoxSellerId: null,
      buyBoxIsUnqualified: true,
      buyBoxIsFbm: false,
      isAmazonSeller: false,
      amazonAvailability: 4, // Keepa -1 and no Amazon history: Amazon does not sell it
      amazonCurrent: null,
      bsrCurrent: null, // -1 now: no rank
      salesRankDrops30: null,
      rating: null,
      providerFbaFee: null,
      packageQuantity: 1, // 0 is unknown: one unit
      fbaSellerLowest: null,
      fbaOffersCount: 0,
      fbmSellerLowest: 39.99, // unknown shipping (-2) counts as free
      fbmOffersCount: 1,
      maximumBuyBoxDomination30: null, // "-1" all along: nobody held it
      isHazmat: false,
      isMeltable: false,
    });
    expect(snapshot.offers[0]).toMatchObject({ price: 39.99, shippingCost: null, isShippable: true, buyBoxWon30: 0 });
    expect(f.associatedEANs).toEqual(['4006381333931']);
  });
});

describe('a hazmat item that Amazon sells, with the newer images field', () => {
  const sellers: Record<string, KeepaSeller> = {
    A7JOLTFBA0007: {
      sellerId: 'A7JOLTFBA0007',
      sellerName: 'Joltwise Official',
      // Ratings only as histories: the latest entries are the current figures.
      csv: [
        [7_000_000, 96, 7_040_000, 98],
        [7_000_000, 150, 7_040_000, 210],
      ],
    },
  };
  const snapshot = parseKeepaProduct(fixture('hazmat'), { sellers, now: NOW });
  const f = snapshot.fields;

  it('flags hazmat and reads images, sizes and fees', () => {
    expect(() => MarketSnapshot.parse(snapshot)).not.toThrow();
    expect(f).toMatchObject({
      isHazmat: true,
      isMeltable: false,
      hazards: [
        { aspect: 'UN Number', value: 'UN3480' },
        { aspect: 'Hazard class', value: '9' },
      ],
      images: ['https://m.media-amazon.com/images/I/61pb-large.jpg', 'https://m.media-amazon.com/images/I/71pb-medium.jpg'],
      associatedUPCs: [],
      itemWeight: null, // 0: unknown
      itemDimensions: null,
      packageLength: 6.3,
      packageWidth: 3.1,
      packageHeight: 1.2,
      packageWeight: 0.9, // 420 g
      packageDimensions: '6.30 x 3.15 x 1.18 inches',
      providerFbaFee: 3.89,
      boughtInThePastMonth: null, // 0: not shown
    });
  });

  it('has Amazon in stock holding the buy box', () => {
    expect(f).toMatchObject({
      amazonAvailability: 0,
      isAmazonSeller: true,
      amazonCurrent: 37.99,
      hasBuyBox: true,
      buyBoxIsAmazon: true,
      buyBoxIsFba: true,
      buyBoxIsFbm: false,
      buyBoxSellerName: 'Amazon.com',
      buyBoxCurrent: 37.99,
      minimumBuyBoxDomination30: 100,
      maximumBuyBoxDomination30: 100,
      outOfStock30: 0, // computed: Amazon never out of stock in the window
      inStock30: 100,
      rating: 4.3, // not in stats.current: the latest csv value
      reviewsCount: 5302,
      bsrCurrent: 1900,
    });
  });

  it('counts third-party offers apart from Amazon and warehouse deals, once each', () => {
    expect(snapshot.offers.map((o) => o.offerId)).toEqual(['1', '2', '3', '4']); // index 1 listed twice
    expect(f).toMatchObject({
      fbaOffersCount: 1,
      fbmOffersCount: 1,
      fbaSellerLowest: 38.99,
      fbmSellerLowest: 41.98,
      highestBuyBoxEligiblePrice: 38.99,
      isBrandSeller: true, // "Joltwise Official"
    });
    expect(snapshot.offers[1]).toMatchObject({ sellerRating: 98, sellerRatingsCount: 210, stock: 18, isBrandOffer: true });
    expect(snapshot.offers[3]).toMatchObject({
      condition: 2,
      isWarehouseDeal: true,
      conditionComment: 'Packaging damaged, item in original condition',
    });
    expect(snapshot.stockInfo.map((s) => [s.sellerId, s.stock])).toEqual([
      ['ATVPDKIKX0DER', 10],
      ['A7JOLTFBA0007', 18],
    ]);
  });
});

describe('a meltable multipack read without offers (stats and history only)', () => {
  const snapshot = parseKeepaProduct(fixture('meltable'), { now: NOW, statsDays: 90 });
  const f = snapshot.fields;

  it('flags meltable and reads the pack', () => {
    expect(() => MarketSnapshot.parse(snapshot)).not.toThrow();
    expect(f).toMatchObject({
      isMeltable: true,
      isHazmat: false,
      hazards: [],
      packageQuantity: 3,
      category: 'Grocery & Gourmet Food',
    });
  });

  it('takes offer counts and lowest prices from the count history and stats', () => {
    expect(snapshot.offers).toEqual([]);
    expect(f).toMatchObject({
      fbaOffersCount: 4,
      fbmOffersCount: 2,
      fbaSellerLowest: 12.49,
      fbaSellerLowestId: 'A1CHOCFBA0001',
      fbaSellersLowestCount: 2,
      fbmSellerLowest: 14.98, // landed: 10.99 + 3.99
      fbmSellersLowestCount: 1,
      isAmazonSeller: false,
      amazonAvailability: 4,
    });
  });

  it('reads the buy box from its history and domination from buyBoxStats for the stats interval', () => {
    expect(f).toMatchObject({
      hasBuyBox: true,
      buyBoxCurrent: 12.49,
      buyBoxSellerId: null, // not requested
      buyBoxIsFba: false,
      buyBoxIsFbm: false, // unknown, so neither
      minimumBuyBoxDomination90: 7.5,
      maximumBuyBoxDomination90: 62.5,
      minimumBuyBoxDomination30: null,
      maximumBuyBoxDomination180: null,
    });
  });

  it('falls back to the rank of the reference category and leaves unknown stock null', () => {
    expect(f).toMatchObject({
      bsrCurrent: 2100,
      salesRankDrops30: 25,
      salesRankDrops180: null,
      boughtInThePastMonth: 1000,
      outOfStock30: null,
      inStock30: null,
      rating: null,
    });
    expect(snapshot.history?.newFBMShipping).toEqual([{ timestamp: at(7_000_000), value: 10.99, extraValue: 3.99 }]);
    expect(snapshot.history?.monthlySold.map((p) => p.value)).toEqual([800, 1000]);
  });
});

describe('an answer without history (history=0: no csv series)', () => {
  const standard = fixture('standard');
  const withHistory = parseKeepaProduct(standard, { now: NOW, statsDays: 365 });
  const stats = { ...standard.stats, outOfStockPercentageInInterval: [60] };
  const without = parseKeepaProduct({ ...standard, csv: null, stats }, { now: NOW, statsDays: 365, history: false });

  it('has no PriceHistory and reads from the stats what the history gave', () => {
    expect(() => MarketSnapshot.parse(without)).not.toThrow();
    expect(without.history).toBeNull();
    // Amazon sold it before (the stats' all-time highest Amazon price): out of stock, not "never sold".
    expect(without.fields.amazonAvailability).toBe(withHistory.fields.amazonAvailability);
    expect(without.fields.amazonAvailability).toBe(3);
    // The stats interval's out-of-stock share stands in for the 365-day window; 180 days is unknown.
    expect(without.fields.outOfStock365).toBe(60);
    expect(without.fields.outOfStock180).toBeNull();
    expect(without.fields.buyBoxCurrent).toBe(withHistory.fields.buyBoxCurrent);
  });
});
