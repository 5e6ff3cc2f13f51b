import { MARKETPLACE_CODES, type MarketplaceCode } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { asinOf, indexOf, upcOf } from './catalog.js';
import { SIMULATED_EXAMPLES as EX } from './examples.js';
import { EU_SLICE, isListedIn, JP_SLICE } from './marketplaces.js';
import { SimulatedMarket } from './provider.js';

const NOW = new Date('2026-11-22T15:30:00Z');
const market = new SimulatedMarket({ now: () => NOW });
const request = (marketplace: MarketplaceCode) => ({ marketplace, offers: true, stock: false, history: false }) as const;
const read = async (asin: string, marketplace: MarketplaceCode) =>
  (await market.products([asin], request(marketplace))).get(asin) ?? null;
const where = async (asin: string) => {
  const on: MarketplaceCode[] = [];
  for (const code of MARKETPLACE_CODES) if (await read(asin, code)) on.push(code);
  return on;
};

describe('the simulated marketplace on each marketplace', () => {
  it('lists the standard product on US, UK and DE but not JP; the slices on their own marketplaces', async () => {
    expect(await where(EX.standard)).toEqual(expect.arrayContaining(['US', 'UK', 'DE']));
    expect(await where(EX.standard)).not.toContain('JP');
    expect(await where(EX.euOnly)).toEqual(['UK', 'DE']);
    expect(await where(EX.jpOnly)).toEqual(['JP']);
    expect(await where(EX.sharedWithJp)).toEqual(expect.arrayContaining(['US', 'JP']));
    // Amazon.com keeps the catalog it always had, and nothing more.
    expect(isListedIn(11_999, 'US', 12_000)).toBe(true);
    expect(isListedIn(EU_SLICE, 'US', 12_000)).toBe(false);
    expect(isListedIn(JP_SLICE, 'US', 12_000)).toBe(false);
  });

  it("prices the same ASIN in each marketplace's currency at its price level", async () => {
    const us = (await read(EX.standard, 'US'))?.fields;
    const uk = (await read(EX.standard, 'UK'))?.fields;
    const de = (await read(EX.standard, 'DE'))?.fields;
    const jp = (await read(EX.sharedWithJp, 'JP'))?.fields;
    const usOfJp = (await read(EX.sharedWithJp, 'US'))?.fields;
    const ratio = (local: number | null | undefined, base: number | null | undefined) => (local ?? 0) / (base ?? 1);
    // The typical price is the US one times the level (GBP 1, EUR 1.05, JPY 155) times 0.9..1.15;
    // the day's buy box wanders around it on each marketplace's own walk.
    expect(ratio(uk?.listPrice, us?.listPrice)).toBeGreaterThan(0.6);
    expect(ratio(uk?.listPrice, us?.listPrice)).toBeLessThan(1.6);
    expect(ratio(de?.listPrice, us?.listPrice)).toBeGreaterThan(0.6);
    expect(ratio(de?.listPrice, us?.listPrice)).toBeLessThan(1.7);
    expect(ratio(jp?.listPrice, usOfJp?.listPrice)).toBeGreaterThan(90);
    expect(ratio(jp?.listPrice, usOfJp?.listPrice)).toBeLessThan(250);
    // Whole yen, cents elsewhere.
    expect(Number.isInteger(jp?.buyBoxCurrent)).toBe(true);
    expect(Number.isInteger((de?.buyBoxCurrent ?? 0) * 100)).toBe(true);
    // Its own rank and sellers: the walks are the marketplace's own.
    expect(uk?.bsrCurrent).not.toBe(us?.bsrCurrent);
    expect(de?.bsrCurrent).not.toBe(uk?.bsrCurrent);
  });

  it('answers the same on the same day, from any instance', async () => {
    for (const code of ['UK', 'DE', 'JP'] as const) {
      const asin = code === 'JP' ? EX.jpOnly : EX.euOnly;
      const again = (await new SimulatedMarket({ now: () => NOW }).products([asin], request(code))).get(asin);
      expect(again).toEqual(await read(asin, code));
    }
  });

  it("looks codes up in the marketplace's own catalog", async () => {
    const lookup = (code: string, marketplace: MarketplaceCode) =>
      market.lookup([code], { type: 'UPC', marketplace }).then((found) => found.get(code)?.map((r) => r.asin) ?? []);
    expect(await lookup(EX.singleMatchUpc, 'UK')).toEqual([EX.standard]);
    expect(await lookup(EX.singleMatchUpc, 'JP')).toEqual([]);
    const jpUpc = upcOf(indexOf(EX.jpOnly, Number.MAX_SAFE_INTEGER) ?? -1);
    expect(await lookup(jpUpc, 'JP')).toEqual([EX.jpOnly]);
    expect(await lookup(jpUpc, 'US')).toEqual([]);
    const rows = await market.lookup([EX.singleMatchUpc], { type: 'UPC', marketplace: 'UK' });
    expect(rows.get(EX.singleMatchUpc)?.[0]?.countryAndRegion).toBe('GB');
  });

  it('keeps the regional slices within their size: beyond it an ASIN is unknown everywhere', async () => {
    const small = new SimulatedMarket({ size: 1_000, now: () => NOW });
    const beyond = asinOf(EU_SLICE + 100); // slices are a tenth of the size, at least 100
    expect((await small.products([beyond], request('UK'))).size).toBe(0);
    expect((await small.products([EX.euOnly], request('UK'))).size).toBe(1);
  });
});
