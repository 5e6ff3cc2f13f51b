import { MarketSnapshot } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { asinOf, familyOf, isbnOf } from './catalog.js';
import { RISKY_BRANDS } from './departments.js';
import { SIMULATED_EXAMPLES as EX } from './examples.js';
import { SimulatedMarket } from './provider.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const market = new SimulatedMarket({ now: () => NOW });
const full = { marketplace: 'US', offers: true, stock: true, history: true } as const;
const one = async (asin: string, request = full) => {
  const snapshot = (await market.products([asin], request)).get(asin);
  if (!snapshot) throw new Error(`${asin} not found`);
  return snapshot;
};

describe('the simulated marketplace', () => {
  it('is deterministic for an ASIN on a day, and reads lower-case ASINs', async () => {
    const a = await one(EX.standard);
    const b = (await new SimulatedMarket({ now: () => NOW }).products([EX.standard.toLowerCase()], full)).get(EX.standard);
    expect(b).toEqual(a);
  });

  it('answers only the ASINs of its catalog size', async () => {
    const found = await market.products([EX.standard, EX.unknownAsin, 'not-an-asin', asinOf(11_999), asinOf(12_000)], full);
    expect([...found.keys()]).toEqual([EX.standard, asinOf(11_999)]);
    const small = new SimulatedMarket({ size: 1000, now: () => NOW });
    expect((await small.products([asinOf(999), asinOf(1000)], full)).size).toBe(1);
  });

  it('gives valid, varied snapshots across the catalog', async () => {
    const found = await market.products(
      Array.from({ length: 150 }, (_, k) => asinOf(k * 79 + 3)),
      full,
    );
    expect(found.size).toBe(150);
    const departments = new Set<string>();
    const counts = { amazon: 0, buyBox: 0, fbaBuyBox: 0, brand: 0, sold: 0 };
    for (const snapshot of found.values()) {
      MarketSnapshot.parse(snapshot);
      const f = snapshot.fields;
      departments.add(f.category ?? '');
      if (f.productType === 5) continue; // parents have no market of their own
      counts.amazon += Number(f.isAmazonSeller);
      counts.buyBox += Number(f.hasBuyBox);
      counts.fbaBuyBox += Number(f.buyBoxIsFba && !f.buyBoxIsAmazon);
      counts.brand += Number(f.isBrandSeller);
      counts.sold += Number(f.boughtInThePastMonth !== null);
      expect(f.bsrCurrent, f.asin).toBeGreaterThan(0);
      expect(f.packageWeight, f.asin).toBeGreaterThan(0);
      expect(snapshot.history?.sales.length, f.asin).toBeGreaterThan(100);
    }
    expect(departments.size).toBeGreaterThanOrEqual(12);
    expect(counts.amazon).toBeGreaterThan(15);
    expect(counts.buyBox).toBeGreaterThan(100);
    expect(counts.fbaBuyBox).toBeGreaterThan(40);
    expect(counts.brand).toBeGreaterThan(3);
    expect(counts.sold).toBeGreaterThan(10);
  });

  it('has the examples the README promises', async () => {
    const standard = await one(EX.standard);
    expect(standard.fields).toMatchObject({ isHazmat: false, isMeltable: false, isVariation: false, hasBuyBox: true });
    expect(standard.fields.associatedUPCs).toEqual([EX.singleMatchUpc]);
    expect(standard.stockInfo.length).toBeGreaterThan(0);
    expect(standard.history?.sales.length).toBeGreaterThan(300);
    expect((await one(EX.hazmat)).fields.isHazmat).toBe(true);
    expect((await one(EX.meltable)).fields.isMeltable).toBe(true);
    const oversize = (await one(EX.oversize)).fields;
    expect(oversize.packageLength).toBeGreaterThan(35); // inches
    expect(oversize.packageWeight).toBeGreaterThan(19.8); // pounds
    const risky = (await one(EX.riskyBrand)).fields;
    expect(risky.brand).toBe(EX.riskyBrandName);
    expect(RISKY_BRANDS.map((r) => r.brand)).toContain(risky.brand);
    const book = (await one(EX.book)).fields;
    expect(book).toMatchObject({ category: 'Books', associatedUPCs: [], associatedEANs: [EX.isbn] });
    expect(EX.department(EX.book)).toBe('Books');
  });

  it('lists every ASIN a code matches: several, one or none', async () => {
    const codes = [
      EX.multiMatchUpc,
      EX.tripleMatchUpc,
      EX.singleMatchUpc,
      EX.unmatchedUpc,
      EX.unlistedUpc,
      `0${EX.singleMatchUpc}`,
    ];
    const found = await market.lookup(codes, { type: 'UPC', marketplace: 'US' });
    expect(found.get(EX.multiMatchUpc)?.map((r) => r.asin)).toEqual([EX.multipackBase, EX.multipack]);
    expect(found.get(EX.tripleMatchUpc)?.map((r) => r.asin)).toEqual(EX.tripleMatchAsins);
    expect(found.get(EX.singleMatchUpc)?.map((r) => r.asin)).toEqual([EX.standard]);
    expect(found.get(`0${EX.singleMatchUpc}`)?.map((r) => r.asin)).toEqual([EX.standard]); // as EAN-13
    expect(found.get(EX.unmatchedUpc)).toEqual([]);
    expect(found.get(EX.unlistedUpc)).toEqual([]);
    const row = found.get(EX.multiMatchUpc)?.[1];
    expect(row?.productName).toMatch(/\(Pack of 3\)$/);
    expect(row?.countryAndRegion).toBe('US');
    const multipack = await one(EX.multipack);
    expect(multipack.fields.packageQuantity).toBe(3);
  });

  it('finds books by ISBN-13 and ISBN-10', async () => {
    const isbn10 = `${EX.isbn.slice(3, 12)}`;
    const check = (11 - ([...isbn10].reduce((s, d, i) => s + (10 - i) * Number(d), 0) % 11)) % 11;
    const found = await market.lookup([EX.isbn, isbn10 + (check === 10 ? 'X' : String(check)), isbnOf(99_999)], {
      type: 'ISBN',
      marketplace: 'US',
    });
    expect([...found.values()].map((rows) => rows.map((r) => r.asin))).toEqual([[EX.book], [EX.book], []]);
  });

  it('fills a parent’s variations with each child’s figures', async () => {
    const parent = await one(EX.variationParent);
    expect(parent.fields).toMatchObject({ productType: 5, isVariation: true, variants: 2, hasBuyBox: false });
    expect(parent.variations.map((v) => v.asin)).toEqual([EX.variationChild, asinOf(12)]);
    for (const variation of parent.variations) {
      expect(variation.title).toContain(' - ');
      expect(variation.offersCount).toBeGreaterThan(0);
      expect(variation.attributes.length).toBeGreaterThan(0);
    }
    const child = await one(EX.variationChild);
    expect(child.fields.parentAsin).toBe(EX.variationParent);
    expect(child.offers.length).toBeGreaterThan(0);
  });

  it('answers the same family figures asked alone or with the siblings, remembered or not', async () => {
    // Family 450..: products 451 to 451 + children - 1 are the children of parent 450.
    const children = familyOf(451).children;
    const family = Array.from({ length: children + 1 }, (_, k) => asinOf(450 + k));
    const together = await new SimulatedMarket({ now: () => NOW }).products(family, full);
    for (const asin of family) {
      const alone = (await new SimulatedMarket({ now: () => NOW }).products([asin], full)).get(asin);
      expect(alone, asin).toEqual(together.get(asin));
      // The same market again (its variations remembered), in the opposite order, without the history.
      const again = (await market.products([...family].reverse(), { ...full, history: false })).get(asin);
      expect(again, asin).toEqual({ ...alone, history: null });
    }
    expect(together.get(asinOf(450))?.variations.map((v) => v.asin)).toEqual(family.slice(1));
  });

  it('answers a batch of 400 ASINs in one call, each product once and whole', async () => {
    // Was a timing printout that could not fail; the time per product is a benchmark's figure.
    const asins = Array.from({ length: 400 }, (_, k) => asinOf(5000 + k * 3));
    const answered = await market.products(asins, full);
    expect([...answered.keys()].sort()).toEqual([...asins].sort());
    for (const [asin, snapshot] of answered) {
      expect(snapshot.fields.asin).toBe(asin);
      expect(MarketSnapshot.safeParse(snapshot).success, asin).toBe(true);
    }
  });
});
