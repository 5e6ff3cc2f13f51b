import { describe, expect, it } from 'vitest';
import { asinOf, SimulatedMarket } from '../../market/index.js';
import { type MarketReading, packReading, unpackReading } from './reading-codec.js';

describe('a reading stored compressed (decision 052)', () => {
  it('comes back as it went, at under half the size of its JSON', async () => {
    const market = new SimulatedMarket({ size: 2_000 });
    const asins = Array.from({ length: 11 }, (_, i) => asinOf(100 + i * 37));
    const answered = await market.products(asins, { marketplace: 'US', offers: true, stock: true, history: false });
    const readings: MarketReading[] = asins.flatMap((asin) => {
      const snapshot = answered.get(asin);
      if (!snapshot) return [];
      const { history: _, ...reading } = snapshot;
      return [reading];
    });
    expect(readings.length).toBeGreaterThan(5);
    for (const reading of readings) {
      const packed = packReading(reading);
      expect(packed.length).toBeLessThan(JSON.stringify(reading).length / 2);
      expect(unpackReading(packed)).toEqual(reading);
    }
  });
});
