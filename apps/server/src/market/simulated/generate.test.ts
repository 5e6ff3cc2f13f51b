import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV, DAY_MINUTES, dateToKeepaMinute, type KeepaProduct } from '../keepa/format.js';
import { parseKeepaProduct } from '../keepa/parse.js';
import { asinOf, familyOf, upcOf } from './catalog.js';
import { DEPARTMENTS } from './departments.js';
import { describeProduct, generateProduct } from './generate.js';
import { sellersFor } from './sellers.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const TODAY = dateToKeepaMinute(new Date('2026-11-22T00:00:00Z'));
const full = { withOffers: true, withStock: true };
const sample = Array.from({ length: 240 }, (_, k) => k * 41 + 1).filter((i) => familyOf(i).role !== 'parent');
const products = new Map<number, KeepaProduct>(sample.map((i) => [i, generateProduct(i, NOW, full)]));
const of = (i: number) => products.get(i) ?? generateProduct(i, NOW, full);
const last = (series: number[] | null | undefined, step = 2) => series?.[series.length - step + 1];
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a simulated product', () => {
  it('is the same JSON for an index on a day, without Math.random', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    const a = generateProduct(1234, NOW, full);
    const b = generateProduct(1234, new Date('2026-11-22T23:59:00Z'), full);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    // A day later the same history moves on by a day.
    const next = generateProduct(1234, new Date('2026-11-23T12:00:00Z'), full);
    expect(next.csv?.[CSV.SALES]?.[0]).toBe((a.csv?.[CSV.SALES]?.[0] as number) + DAY_MINUTES);
  });

  it('has three years of history in every series, ending today', () => {
    for (const product of products.values()) {
      const csv = product.csv ?? [];
      for (const index of [
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35,
      ]) {
        expect(csv[index]?.[0], `${product.asin} csv ${index}`).toBe(TODAY - 3 * 365 * DAY_MINUTES);
      }
      expect(last(csv[CSV.SALES], 2)).toBeGreaterThan(0);
      expect(product.lastUpdate).toBe(TODAY);
    }
  });

  it('spreads over the departments with their prices and sizes', () => {
    const seen = new Set<string>();
    for (const product of products.values()) {
      const dept = DEPARTMENTS.find((d) => d.name === product.categoryTree?.[0]?.name);
      expect(dept, product.asin).toBeDefined();
      seen.add(dept?.name ?? '');
      const l = product.packageLength ?? 0;
      expect(l).toBeGreaterThanOrEqual(product.packageWidth ?? 0);
      expect(product.packageWidth ?? 0).toBeGreaterThanOrEqual(product.packageHeight ?? 0);
      expect(product.referralFeePercentage).toBeGreaterThanOrEqual(5);
    }
    expect(seen.size).toBeGreaterThanOrEqual(13);
  });

  it('keeps its live offers, stats and the end of its history in agreement', () => {
    // The buy-box check below applies to products with a buy box: the sample must have some.
    expect([...products.values()].filter((p) => (p.stats?.buyBoxPrice ?? -1) > 0).length).toBeGreaterThan(10);
    for (const product of products.values()) {
      const stats = product.stats ?? {};
      const offers = product.offers ?? [];
      const live = (product.liveOffersOrder ?? []).map((i) => offers[i]).filter((o) => o !== undefined);
      const thirdPartyFba = live.filter((o) => o.condition === 1 && o.isFBA && !o.isAmazon && !o.isWarehouseDeal);
      const fbaPrices = thirdPartyFba.map((o) => o.offerCSV[o.offerCSV.length - 2] as number);
      expect(fbaPrices.length ? Math.min(...fbaPrices) : -1, product.asin).toBe(last(product.csv?.[CSV.NEW_FBA]));
      expect(live.some((o) => o.isAmazon)).toBe((last(product.csv?.[CSV.AMAZON]) ?? -1) > 0);
      if ((stats.buyBoxPrice ?? -1) > 0) {
        const holder = live.find((o) => o.sellerId === stats.buyBoxSellerId && o.condition === 1);
        expect(holder?.offerCSV.slice(-2), product.asin).toEqual([stats.buyBoxPrice, stats.buyBoxShipping]);
      }
      expect(stats.buyBoxSellerId ?? '-1').toBe(product.buyBoxSellerIdHistory?.at(-1));
      expect(offers.length).toBeGreaterThan(live.length); // sellers who left are kept, not live
    }
  });

  it('shares the parent’s sales rank among children, each with its own code and share of sales', () => {
    const [first, second] = [of(11), of(12)];
    expect(first.csv?.[CSV.SALES]).toEqual(second.csv?.[CSV.SALES]);
    expect(first.upcList).toEqual([upcOf(11)]);
    expect(second.upcList).toEqual([upcOf(12)]);
    expect(first.parentAsin).toBe(asinOf(10));
    expect(first.variations?.map((v) => v.asin)).toEqual([asinOf(11), asinOf(12)]);
    expect(first.title?.split(' - ')[0]).toBe(second.title?.split(' - ')[0]);
    expect(first.title).not.toBe(second.title);
    const parent = generateProduct(10, NOW, full);
    expect(parent).toMatchObject({ productType: 5, csv: null, offers: null, upcList: [] });
    expect(parent.title).toBe(first.title?.split(' - ')[0]);
  });

  it('makes multipacks bigger, dearer and titled as packs, with their base’s code', () => {
    const [base, pack] = [describeProduct(25, NOW), describeProduct(26, NOW)];
    expect(pack.title).toBe(`${base.title} (Pack of 3)`);
    expect(pack.packageQuantity).toBe(3);
    expect(pack.upcList).toEqual(base.upcList);
    expect(pack.packageWeight).toBeGreaterThan(2.5 * (base.packageWeight ?? 0));
    expect(describeProduct(102, NOW)).toMatchObject({ packageQuantity: 12, upcList: [upcOf(100)] });
  });

  it('makes hazmat, meltable and oversize goods of the departments that sell them', () => {
    const hazmat = describeProduct(5, NOW);
    expect(hazmat.hazardousMaterials?.[0]?.aspect).toBe('UN Number');
    expect(hazmat.hazardousMaterials?.[0]?.value).toMatch(/^UN\d{4}$/);
    const hazmatNouns = DEPARTMENTS.find((d) => d.name === hazmat.categoryTree?.[0]?.name)?.hazmat?.map((h) => h.noun) ?? [];
    expect(hazmatNouns.some((noun) => hazmat.title?.endsWith(noun))).toBe(true);
    const meltable = describeProduct(7, NOW);
    expect(meltable.isHeatSensitive).toBe(true);
    expect(DEPARTMENTS.find((d) => d.name === meltable.categoryTree?.[0]?.name)?.meltable).toBeDefined();
    const oversize = describeProduct(3, NOW);
    expect(oversize.packageLength).toBeGreaterThanOrEqual(900);
    expect(oversize.packageWeight).toBeGreaterThanOrEqual(9000);
  });

  it('sells more in Q4: ranks are lower in late November than in October', () => {
    // A fast seller's rank wanders around rankBase / demand; compare the two windows of 2025.
    const rankOn = (product: KeepaProduct, from: string, to: string) => {
      const [a, b] = [dateToKeepaMinute(new Date(from)), dateToKeepaMinute(new Date(to))];
      const series = product.csv?.[CSV.SALES] ?? [];
      const values: number[] = [];
      for (let i = 0; i < series.length; i += 2)
        if ((series[i] as number) >= a && (series[i] as number) < b) values.push(series[i + 1] as number);
      return values.reduce((s, v) => s + Math.log(v), 0) / Math.max(1, values.length);
    };
    let better = 0;
    for (const product of products.values()) {
      if (rankOn(product, '2025-11-21', '2025-12-20') < rankOn(product, '2025-10-01', '2025-10-31')) better += 1;
    }
    expect(better / products.size).toBeGreaterThan(0.7);
  });

  it('shows "bought in past month" in the marketplace’s round steps, for sellers that sell 50+', () => {
    let shown = 0;
    for (const product of products.values()) {
      const sold = product.monthlySold ?? 0;
      if (sold > 0) shown += 1;
      expect([0, 50, 100, 200, 300, 400, 500, 600, 700, 800, 900].includes(sold) || sold % 1000 === 0, `${sold}`).toBe(true);
    }
    expect(shown).toBeGreaterThan(products.size * 0.1);
    expect(shown).toBeLessThan(products.size * 0.9);
  });

  it('parses into snapshots whose sellers have names and ratings', () => {
    const product = of(sample[3] as number);
    const snapshot = parseKeepaProduct(product, { sellers: sellersFor(product), now: NOW });
    for (const offer of snapshot.offers) {
      expect(offer.sellerName, offer.sellerId).not.toBeNull();
      expect(offer.sellerRating).toBeGreaterThanOrEqual(82);
    }
  });
});
