import { describe, expect, it } from 'vitest';
import { asinOf } from './catalog.js';
import { SimulatedMarket } from './provider.js';

const NOW = new Date('2026-11-22T15:30:00Z');
const market = new SimulatedMarket({ now: () => NOW });

// Spread over the catalog: singles, variation parents (40k+10) and children, multipacks (25k+1),
// the case of 12 (200k+102), hazmat, meltable, oversize and books come up among them.
const INDEXES = [...Array.from({ length: 160 }, (_, i) => (i * 7_919) % 12_000), 10, 11, 26, 102, 5, 7, 3, 33];

describe('a request without the history', () => {
  for (const request of [
    { marketplace: 'US', offers: true, stock: false },
    { marketplace: 'US', offers: false, stock: false },
    { marketplace: 'JP', offers: true, stock: false },
  ] as const) {
    it(`answers every figure as with it (${request.marketplace}, offers: ${request.offers})`, async () => {
      const asins = INDEXES.map((i) => asinOf(i));
      const withHistory = await market.products(asins, { ...request, history: true });
      const without = await market.products(asins, { ...request, history: false });
      expect([...without.keys()]).toEqual([...withHistory.keys()]);
      for (const [asin, snapshot] of without) {
        const full = withHistory.get(asin);
        expect(full?.history?.asin, asin).toBe(asin);
        expect(snapshot.history, asin).toBeNull();
        expect(snapshot, asin).toEqual({ ...full, history: null });
      }
    });
  }
});
