import { describe, expect, it } from 'vitest';
import { asinOf, SimulatedMarket } from '../../market/index.js';
import { type MarketReading, packReadings, unpackReadings } from './reading-codec.js';

describe('a reading stored compressed (decision 052)', () => {
  it('comes back as it went, each in its place, from a batch larger than the few at a time', async () => {
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
    const packed = await packReadings(readings);
    for (const [i, bytes] of packed.entries()) expect(bytes.length).toBeLessThan(JSON.stringify(readings[i]).length / 2);
    expect(await unpackReadings(packed)).toEqual(readings);
    expect(await packReadings([])).toEqual([]);
  });
});
