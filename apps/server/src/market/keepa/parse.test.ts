import { readFileSync } from 'node:fs';
import { MarketSnapshot } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { generateProduct, sellersFor } from '../simulated/generate.js';
import type { KeepaProduct, KeepaSeller } from './format.js';
import { dateToKeepaMinute, keepaMinuteToDate } from './format.js';
import { parseKeepaProduct } from './parse.js';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as KeepaProduct;

const SELLERS: Record<string, KeepaSeller> = {
  A1SELLERFBA001: {
    sellerId: 'A1SELLERFBA001',
    sellerName: 'Northwind Traders',
    currentRating: 97,
    currentRatingCount: 1520,
    ratingsLast30Days: 31,
  },
  A4ACMEBRAND04: {
    sellerId: 'A4ACMEBRAND04',
    sellerName: 'Acme',
    currentRating: 99,
    currentRatingCount: 800,
    ratingsLast30Days: 12,
  },
};
// Keepa minute 7,050,000 is 2024-05-27 08:00 UTC; the windows end there.
const NOW = keepaMinuteToDate(7_050_000);

describe('Keepa time', () => {
  it('converts Keepa minutes (epoch 2011-01-01) both ways', () => {
    expect(keepaMinuteToDate(0).toISOString()).toBe('2011-01-01T00:00:00.000Z');
    expect(dateToKeepaMinute(new Date('2011-01-02T00:00:00Z'))).toBe(1440);
  });
});

describe('parseKeepaProduct on a product in Keepa’s shape', () => {
  const snapshot = parseKeepaProduct(fixture('standard'), SELLERS, NOW);
  const f = snapshot.fields;

  it('is a valid MarketSnapshot', () => {
    expect(() => MarketSnapshot.parse(snapshot)).not.toThrow();
  });

  it('reads identity and content', () => {
    expect(f).toMatchObject({
      asin: 'B07EXAMPLE',
      parentAsin: null,
      brand: 'Acme',
      category: 'Sports & Outdoors',
      categoryTree: ['Sports & Outdoors', 'Water Bottles'],
      associatedUPCs: ['012345678905'],
      image: 'https://m.media-amazon.com/images/I/71abc.jpg',
      isHazmat: false,
      isVariation: false,
    });
  });

  it('converts prices from cents and -1 to null', () => {
    expect(f.amazonCurrent).toBeNull(); // -1: Amazon out of stock now
    expect(f.amazonAvg180).toBe(24.8);
    expect(f.amazonLowest).toBe(23.99);
    expect(f.buyBoxCurrent).toBe(23.49);
    expect(f.buyBoxAvg30).toBe(23.6);
    expect(f.buyBoxHighest).toBe(24.99);
    expect(f.newCurrent).toBe(22.99);
    expect(f.listPrice).toBe(34.99);
    expect(f.providerFbaFee).toBe(5.6);
    expect(f.referralFeePercentage).toBe(15);
  });

  it('reads the buy box, the lowest FBA and FBM offers and their counts from live offers', () => {
    expect(f).toMatchObject({
      hasBuyBox: true,
      buyBoxIsFba: true,
      buyBoxIsAmazon: false,
      buyBoxIsFbm: false,
      buyBoxSellerId: 'A1SELLERFBA001',
      buyBoxSellerName: 'Northwind Traders',
      fbaOffersCount: 2,
      fbmOffersCount: 1,
      // Two FBA offers at 23.49
      fbaSellerLowest: 23.49,
      fbaSellersLowestCount: 2,
      fbaSellerLowestId: 'A1SELLERFBA001',
      // FBM 21.99 + 4.99 shipping
      fbmSellerLowest: 26.98,
      fbmSellerLowestId: 'A3SELLERFBM003',
      isBrandSeller: true, // the seller named like the brand
      isAmazonSeller: false,
      amazonAvailability: 3,
    });
    // 25.99 from the brand's FBA offer is the highest buy-box eligible price.
    expect(f.highestBuyBoxEligiblePrice).toBe(25.99);
  });

  it('reads rank, drops, sales, stock and reviews', () => {
    expect(f).toMatchObject({
      bsrCurrent: 12000,
      bsrAvg90: 12800,
      salesRankDrops30: 14,
      salesRankDrops365: 170,
      boughtInThePastMonth: 400,
      outOfStock30: 100,
      inStock30: 0,
      outOfStock90: 75,
      ratingsCount: 1350,
      rating: 4.6,
    });
  });

  it('converts sizes from mm and g to inches and pounds', () => {
    expect(f.packageLength).toBe(11); // 280 mm = 11.02 in
    expect(f.packageLengthPrecise).toBeCloseTo(11.0236, 4);
    expect(f.packageWeight).toBe(1); // 454 g = 1.0009 lb
    expect(f.packageDimensions).toBe('11.02 x 3.74 x 3.54 inches');
  });

  it('parses live offers with sellers, shipping, stock and buy-box shares', () => {
    expect(snapshot.offers).toHaveLength(4); // the used offer is not live
    const first = snapshot.offers[0];
    expect(first).toMatchObject({
      offerId: '11',
      sellerName: 'Northwind Traders',
      sellerRating: 97,
      price: 23.49,
      shippingCost: 0,
      stock: 40,
      isFBA: true,
      isPrime: true,
      isCompetition: true,
    });
    expect(snapshot.offers[2]).toMatchObject({ price: 21.99, shippingCost: 4.99, shipsFromChina: true, isFBA: false });
    expect(snapshot.stockInfo).toEqual([
      { sellerId: 'A1SELLERFBA001', stock: 40, deliveryDate: null, fastestDeliveryDate: null, isStockUpdated: true },
    ]);
    expect(snapshot.sellersData.map((s) => s.sellerName)).toEqual(['Northwind Traders', 'Acme']);
    // The last 30 days are minutes 7,006,800..7,050,000 (43,200). Amazon held the buy box until
    // 7,020,000 (13,200 = 30.6%), the FBA seller since (30,000 = 69.4%).
    expect(first?.buyBoxWon30).toBe(69.4);
    expect(f.maximumBuyBoxDomination30).toBe(69.4);
    expect(f.minimumBuyBoxDomination30).toBe(30.6);
  });

  it('turns csv series into history points, with shipping as extraValue', () => {
    const h = snapshot.history;
    expect(h.amazon).toEqual([
      { timestamp: keepaMinuteToDate(7_000_000).toISOString(), value: 24.99, extraValue: null },
      { timestamp: keepaMinuteToDate(7_020_000).toISOString(), value: null, extraValue: null },
    ]);
    expect(h.sales.map((p) => p.value)).toEqual([15000, 12000]);
    expect(h.rating.map((p) => p.value)).toEqual([4.5, 4.6]);
    expect(h.buyBoxShipping[1]).toMatchObject({ value: 23.49, extraValue: 0 });
    expect(h.newFBMShipping[0]).toMatchObject({ value: 21.99, extraValue: 4.99 });
    expect(h.monthlySold.map((p) => p.value)).toEqual([300, 400]);
    expect(h.buyBoxSellerHistory.map((p) => p.seller)).toEqual(['ATVPDKIKX0DER', 'A1SELLERFBA001']);
    expect(h.used).toEqual([]);
  });
});

describe('the simulated marketplace through the same parser', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('gives hazmat, meltable and variation products their flags', () => {
    const parse = (index: number) => {
      const product = generateProduct(index, now, { withOffers: true, withStock: true });
      return MarketSnapshot.parse(parseKeepaProduct(product, sellersFor(product), now));
    };
    expect(parse(5).fields.isHazmat).toBe(true);
    expect(parse(5).fields.hazards[0]?.value).toBe('UN3480');
    expect(parse(7).fields.isMeltable).toBe(true);
    const child = parse(11);
    expect(child.fields.parentAsin).not.toBeNull();
    expect(child.fields.isVariation).toBe(true);
    expect(child.variations.length).toBeGreaterThanOrEqual(2);
    // Three years of history.
    const first = new Date(child.history.amazon[0]?.timestamp ?? '');
    expect((now.getTime() - first.getTime()) / 86_400_000).toBeGreaterThan(1094);
  });
});

describe('parseKeepaProduct on a variation child without a buy box', () => {
  const snapshot = parseKeepaProduct(fixture('variation-no-buybox'), {}, NOW);
  const f = snapshot.fields;

  it('reads the variation family and its attributes', () => {
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
      buyBoxSellerId: null,
      buyBoxIsUnqualified: true,
      isAmazonSeller: false,
      amazonAvailability: 4, // Keepa -1: Amazon does not sell it
      amazonCurrent: null,
      bsrCurrent: null, // -1 now: no rank
      salesRankDrops30: null,
      rating: null,
      providerFbaFee: null,
      packageQuantity: 1, // 0 is unknown: one unit
      fbaSellerLowest: null,
      fbmSellerLowest: 39.99, // unknown shipping (-2) counts as free
      fbmOffersCount: 1,
      maximumBuyBoxDomination30: null,
    });
    expect(snapshot.offers[0]).toMatchObject({ price: 39.99, shippingCost: null, isShippable: true });
  });

  it('flags hazmat and meltable', () => {
    expect(f).toMatchObject({ isHazmat: true, isMeltable: true, hazards: [{ aspect: 'UN Number', value: 'UN3481' }] });
    expect(f.associatedEANs).toEqual(['4006381333931']);
  });
});
