import { readFileSync } from 'node:fs';
import { MarketSnapshot } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { dateToKeepaMinute, type KeepaProduct, type KeepaSeller, keepaMinuteToDate } from './format.js';
import { amazonAvailability, parseKeepaProduct } from './parse.js';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as KeepaProduct;

// Keepa minute 7,050,000 is 2024-05-27 20:00 UTC; the 30/90/180/365-day windows end there.
const NOW = keepaMinuteToDate(7_050_000);
const at = (minute: number) => keepaMinuteToDate(minute).toISOString();

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

describe('Keepa time', () => {
  it('converts Keepa minutes (epoch 2011-01-01) both ways', () => {
    expect(keepaMinuteToDate(0).toISOString()).toBe('2011-01-01T00:00:00.000Z');
    expect(NOW.toISOString()).toBe('2024-05-27T20:00:00.000Z');
    expect(dateToKeepaMinute(new Date('2011-01-02T00:00:00Z'))).toBe(1440);
  });
});

describe('a standard product with offers, stats and its sellers', () => {
  const snapshot = parseKeepaProduct(fixture('standard'), { sellers: SELLERS, now: NOW });
  const f = snapshot.fields;

  it('is a valid MarketSnapshot with identity and content', () => {
    expect(() => MarketSnapshot.parse(snapshot)).not.toThrow();
    expect(f).toMatchObject({
      asin: 'B07EXAMPLE',
      parentAsin: null,
      brand: 'Acme',
      category: 'Sports & Outdoors',
      categoryTree: ['Sports & Outdoors', 'Water Bottles'],
      associatedUPCs: ['012345678905'],
      images: ['https://m.media-amazon.com/images/I/71abc.jpg', 'https://m.media-amazon.com/images/I/81def.jpg'],
      isHazmat: false,
      isVariation: false,
      variants: 0,
    });
  });

  it('converts prices from cents and -1 to null', () => {
    expect(f).toMatchObject({
      amazonCurrent: null, // -1: Amazon out of stock now
      amazonAvg180: 24.8,
      amazonLowest: 23.99,
      amazonHighest: 25.99,
      buyBoxCurrent: 23.49,
      buyBoxAvg: 24.2,
      buyBoxAvg30: 23.6,
      buyBoxLowest: 23.49,
      buyBoxHighest: 24.99,
      newCurrent: 22.99,
      listPrice: 34.99,
      providerFbaFee: 5.6,
      referralFeePercentage: 15,
    });
  });

  it('reads the buy box and the lowest FBA and FBM offers from the live new offers', () => {
    expect(f).toMatchObject({
      hasBuyBox: true,
      buyBoxIsFba: true,
      buyBoxIsAmazon: false,
      buyBoxIsFbm: false,
      buyBoxSellerId: 'A1SELLERFBA001',
      buyBoxSellerName: 'Northwind Traders',
      buyBoxShipping: 0,
      fbaOffersCount: 3, // two resellers and the brand; the used offer is not live
      fbmOffersCount: 1,
      fbaSellerLowest: 23.49, // two FBA offers at 23.49
      fbaSellersLowestCount: 2,
      fbaSellerLowestId: 'A1SELLERFBA001',
      fbmSellerLowest: 26.98, // 21.99 + 4.99 shipping
      fbmSellerLowestId: 'A3SELLERFBM003',
      fbmSellersLowestCount: 1,
      isBrandSeller: true, // a seller named like the brand
      isAmazonSeller: false,
      amazonAvailability: 3, // Keepa -1 (no offer) but Amazon sold it before: out of stock
      highestBuyBoxEligiblePrice: 25.99, // the brand's Prime offer
    });
  });

  it('reads rank, drops, monthly sales, Amazon stock and reviews', () => {
    expect(f).toMatchObject({
      bsrCurrent: 12000,
      bsrAvg90: 12800,
      salesRankDrops30: 14,
      salesRankDrops365: 170,
      boughtInThePastMonth: 400,
      outOfStock30: 100,
      inStock30: 0,
      outOfStock90: 75,
      // Not in stats: from the Amazon history, which starts at 7,000,000 (in stock 20,000
      // minutes, then out of stock 30,000): 60% of the covered window.
      outOfStock180: 60,
      inStock180: 40,
      outOfStock365: 60,
      ratingsCount: 1350,
      reviewsCount: 1350,
      rating: 4.6,
    });
  });

  it('converts sizes from mm and g to inches and pounds', () => {
    expect(f.packageLength).toBe(11); // 280 mm = 11.02 in
    expect(f.packageLengthPrecise).toBeCloseTo(11.0236, 4);
    expect(f.packageWeight).toBe(1); // 454 g = 1.0009 lb
    expect(f.itemWeightPrecise).toBeCloseTo(0.8818, 4); // 400 g
    expect(f.packageDimensions).toBe('11.02 x 3.74 x 3.54 inches');
  });

  it('measures buy-box domination over the part of each window the history covers', () => {
    // 30 days = minutes 7,006,800..7,050,000 (43,200). Amazon held it until 7,020,000 (13,200 =
    // 30.6%), the FBA seller since (30,000 = 69.4%).
    expect([f.minimumBuyBoxDomination30, f.maximumBuyBoxDomination30]).toEqual([30.6, 69.4]);
    // 90 days reach before the history (7,000,000): 50,000 minutes covered, 20,000 Amazon's.
    expect([f.minimumBuyBoxDomination90, f.maximumBuyBoxDomination90]).toEqual([40, 60]);
    expect(snapshot.offers.map((o) => [o.sellerId, o.buyBoxWon30, o.buyBoxWon90])).toEqual([
      ['A1SELLERFBA001', 69.4, 60],
      ['A2SELLERFBA002', 0, 0],
      ['A3SELLERFBM003', 0, 0],
      ['A4ACMEBRAND04', 0, 0],
    ]);
  });

  it('parses live offers with sellers, shipping, stock and order limits', () => {
    expect(snapshot.offers).toHaveLength(4); // the used offer (index 4) is not live
    expect(snapshot.offers[0]).toMatchObject({
      offerId: '11',
      sellerName: 'Northwind Traders',
      sellerRating: 97,
      sellerRatingsCount: 1520,
      price: 23.49,
      shippingCost: 0,
      stock: 40,
      minimumOrderQuantity: null, // 0: unknown
      lastSeen: at(7_050_000),
      isFBA: true,
      isPrime: true,
      isCompetition: true,
      isBrandOffer: false,
    });
    expect(snapshot.offers[2]).toMatchObject({ price: 21.99, shippingCost: 4.99, shipsFromChina: true, isFBA: false });
    expect(snapshot.offers[3]).toMatchObject({ sellerName: 'Acme', isBrandOffer: true, minimumOrderQuantity: 2 });
    expect(snapshot.stockInfo).toEqual([
      { sellerId: 'A1SELLERFBA001', stock: 40, deliveryDate: null, fastestDeliveryDate: null, isStockUpdated: true },
    ]);
    expect(snapshot.sellersData).toEqual([
      {
        sellerId: 'A1SELLERFBA001',
        sellerName: 'Northwind Traders',
        currentRating: 97,
        currentRatingCount: 1520,
        ratingsLast30Days: 31,
      },
      { sellerId: 'A4ACMEBRAND04', sellerName: 'Acme', currentRating: 99, currentRatingCount: 800, ratingsLast30Days: 12 },
    ]);
  });

  it('turns csv series into history points, with shipping as extraValue', () => {
    const h = snapshot.history;
    if (!h) throw new Error('the history was asked for');
    expect(h.amazon).toEqual([
      { timestamp: at(7_000_000), value: 24.99, extraValue: null },
      { timestamp: at(7_020_000), value: null, extraValue: null },
    ]);
    expect(h.sales.map((p) => p.value)).toEqual([15000, 12000]);
    expect(h.rating.map((p) => p.value)).toEqual([4.5, 4.6]);
    expect(h.buyBoxShipping[1]).toEqual({ timestamp: at(7_020_000), value: 23.49, extraValue: 0 });
    expect(h.newFBMShipping[0]).toMatchObject({ value: 21.99, extraValue: 4.99 });
    expect(h.monthlySold.map((p) => p.value)).toEqual([300, 400]);
    expect(h.buyBoxSellerHistory).toEqual([
      { seller: 'ATVPDKIKX0DER', timestamp: at(7_000_000) },
      { seller: 'A1SELLERFBA001', timestamp: at(7_020_000) },
    ]);
    expect(h.used).toEqual([]);
  });
});

describe('amazonAvailability', () => {
  it('maps Keepa’s availability codes to the spec’s', () => {
    const soldBefore = [7_000_000, 1999, 7_010_000, -1];
    expect([0, 1, 2, 3, 4, undefined].map((code) => amazonAvailability(code, null))).toEqual([0, 2, -1, 1, 1, -1]);
    expect(amazonAvailability(-1, soldBefore)).toBe(3);
    expect(amazonAvailability(-1, [7_000_000, -1])).toBe(4);
  });
});
