import { MarketSnapshot } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { asinOf, checkDigit, indexOf, indexOfCode, upcOf } from './catalog.js';
import { DEFAULT_SIMULATED_SIZE, SIMULATED_EXAMPLES, SimulatedMarket } from './provider.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const market = new SimulatedMarket({ now: () => NOW });
const full = { offers: true, stock: true };

describe('the simulated catalog', () => {
  it('maps at least 10,000 distinct ASINs to their index and back', () => {
    const asins = new Set<string>();
    for (let i = 0; i < DEFAULT_SIMULATED_SIZE; i++) {
      const asin = asinOf(i);
      expect(asin).toMatch(/^B0[0-9A-Z]{8}$/);
      asins.add(asin);
      if (i % 997 === 0) expect(indexOf(asin, DEFAULT_SIMULATED_SIZE)).toBe(i);
    }
    expect(asins.size).toBe(DEFAULT_SIMULATED_SIZE);
    expect(DEFAULT_SIMULATED_SIZE).toBeGreaterThanOrEqual(10_000);
    expect(indexOf(asinOf(DEFAULT_SIMULATED_SIZE), DEFAULT_SIMULATED_SIZE)).toBeNull();
  });

  it('makes valid UPC check digits and decodes UPC, EAN and ISBN codes', () => {
    expect(checkDigit('03600029145')).toBe('2'); // a well-known UPC-A: 036000291452
    expect(indexOfCode(upcOf(42))).toEqual({ index: 42, kind: 'upc' });
    expect(indexOfCode(`0${upcOf(42)}`)).toEqual({ index: 42, kind: 'upc' });
    expect(indexOfCode(`${upcOf(42).slice(0, 11)}0`)).toBeNull(); // wrong check digit
  });
});

describe('the simulated marketplace', () => {
  it('is deterministic for an ASIN on a day', async () => {
    const a = await market.products([SIMULATED_EXAMPLES.standard], full);
    const b = await new SimulatedMarket({ now: () => NOW }).products([SIMULATED_EXAMPLES.standard], full);
    expect(a.get(SIMULATED_EXAMPLES.standard)).toEqual(b.get(SIMULATED_EXAMPLES.standard));
  });

  it('answers only the ASINs it knows', async () => {
    const found = await market.products([SIMULATED_EXAMPLES.standard, SIMULATED_EXAMPLES.unknownAsin, 'not-an-asin'], full);
    expect([...found.keys()]).toEqual([SIMULATED_EXAMPLES.standard]);
  });

  it('gives realistic, valid snapshots across the catalog', async () => {
    const asins = Array.from({ length: 200 }, (_, k) => asinOf(k * 53));
    const found = await market.products(asins, full);
    expect(found.size).toBe(200);
    const departments = new Set<string>();
    let withAmazon = 0;
    let withBuyBox = 0;
    for (const snapshot of found.values()) {
      MarketSnapshot.parse(snapshot);
      departments.add(snapshot.fields.category ?? '');
      if (snapshot.fields.isAmazonSeller) withAmazon += 1;
      if (snapshot.fields.hasBuyBox) withBuyBox += 1;
      if (snapshot.fields.productType === 5) continue; // parents have no offers
      expect(snapshot.fields.bsrCurrent).toBeGreaterThan(0);
      expect(snapshot.fields.packageWeight).toBeGreaterThan(0);
    }
    expect(departments.size).toBeGreaterThanOrEqual(10);
    expect(withAmazon).toBeGreaterThan(20);
    expect(withBuyBox).toBeGreaterThan(100);
  });

  it('lists several ASINs for a multipack code, one for a plain code, none for an unknown code', async () => {
    const found = await market.lookup(
      [SIMULATED_EXAMPLES.multiMatchUpc, SIMULATED_EXAMPLES.singleMatchUpc, SIMULATED_EXAMPLES.unmatchedUpc],
      'UPC',
    );
    expect(found.get(SIMULATED_EXAMPLES.multiMatchUpc)?.map((r) => r.asin)).toEqual([
      SIMULATED_EXAMPLES.multipackBase,
      SIMULATED_EXAMPLES.multipack,
    ]);
    expect(found.get(SIMULATED_EXAMPLES.singleMatchUpc)?.map((r) => r.asin)).toEqual([SIMULATED_EXAMPLES.standard]);
    expect(found.get(SIMULATED_EXAMPLES.unmatchedUpc)).toEqual([]);
    const multipack = (await market.products([SIMULATED_EXAMPLES.multipack], full)).get(SIMULATED_EXAMPLES.multipack);
    expect(multipack?.fields.packageQuantity).toBe(3);
    expect(multipack?.fields.title).toContain('(Pack of 3)');
  });

  it('fills a parent’s variations with each child’s figures', async () => {
    const parent = (await market.products([SIMULATED_EXAMPLES.variationParent], full)).get(SIMULATED_EXAMPLES.variationParent);
    expect(parent?.fields.productType).toBe(5);
    expect(parent?.variations.length).toBeGreaterThanOrEqual(2);
    expect(parent?.variations[0]?.title).toContain(' - ');
    expect(parent?.variations[0]?.buyBoxCurrent).not.toBeNull();
  });

  it('prints the time to generate and parse one product (no assertion on time)', async () => {
    const started = performance.now();
    const asins = Array.from({ length: 100 }, (_, k) => asinOf(5000 + k));
    await market.products(asins, full);
    console.log(`simulated marketplace: ${((performance.now() - started) / 100).toFixed(2)} ms per product (generate + parse)`);
  });
});
