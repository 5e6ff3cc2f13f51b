import { PriceHistory } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { asinOf } from '../../market/simulated/catalog.js';
import { SimulatedMarket } from '../../market/simulated/provider.js';
import { compactHistory, expandHistory } from './history-codec.js';

describe('stored price history', () => {
  it('expands back to exactly the history it was made from, at a fraction of the size', async () => {
    const market = new SimulatedMarket({ now: () => new Date('2026-11-22T12:00:00Z') });
    const snapshot = (await market.products([asinOf(2)], { marketplace: 'US', offers: true, stock: false, history: true })).get(
      asinOf(2),
    );
    const history = PriceHistory.parse(snapshot?.history);
    const stored = compactHistory(history);
    expect(expandHistory(stored)).toEqual(history);
    expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(history).length / 3);
  });

  it('keeps nulls, zero and shipping apart', () => {
    const history = {
      asin: 'B000000001',
      buyBoxSellerHistory: [{ seller: '-1', timestamp: '2026-01-01T00:00:00.000Z' }],
    } as Record<string, unknown>;
    history.newFBMShipping = [
      { timestamp: '2026-01-01T00:00:00.000Z', value: 0, extraValue: 4.99 },
      { timestamp: '2026-01-02T00:00:00.000Z', value: null, extraValue: null },
    ];
    const round = expandHistory(compactHistory(history as PriceHistory)) as Record<string, unknown>;
    expect(round.newFBMShipping).toEqual(history.newFBMShipping);
    expect(round.buyBoxSellerHistory).toEqual(history.buyBoxSellerHistory);
  });

  it('stores series as text, and still reads the arrays of absolute minutes written before', () => {
    const points = [
      { timestamp: '2026-01-01T00:00:00.000Z', value: 12.99, extraValue: null },
      { timestamp: '2026-01-02T00:00:00.000Z', value: 0.1, extraValue: 3 },
    ];
    const history = { asin: 'B000000001', buyBoxSellerHistory: [], new: points } as unknown as PriceHistory;
    const stored = compactHistory(history);
    const day = Date.parse('2026-01-01T00:00:00Z') / 60_000;
    expect(stored.series.new).toBe(`${day},12.99,-1,1440,0.1,3`);
    const legacy = { asin: 'B000000001', buyBoxSellerHistory: [], series: { new: [day, 12.99, -1, day + 1440, 0.1, 3] } };
    expect((expandHistory(legacy) as unknown as Record<string, unknown>).new).toEqual(points);
  });
});
