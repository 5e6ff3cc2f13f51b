import { afterAll, describe, expect, it } from 'vitest';
import { asinOf } from './catalog.js';
import { SIMULATED_EXAMPLES as EX } from './examples.js';
import { SimulatedMarket } from './provider.js';
import { WorkerSimulatedMarket } from './worker-market.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const LATER = new Date('2027-02-03T08:00:00Z');
let clock = NOW;
const local = new SimulatedMarket({ size: 2_000, now: () => clock });
const threaded = new WorkerSimulatedMarket({ size: 2_000, now: () => clock });
afterAll(() => threaded.close());

// A family (parent 450 and its children), packs, specials, a book, unknown and malformed ASINs.
const ASINS = [
  ...Array.from({ length: 9 }, (_, k) => asinOf(450 + k)),
  EX.standard,
  EX.multipack,
  EX.hazmat,
  EX.book,
  EX.variationParent,
  asinOf(1_999),
  asinOf(2_000),
  EX.unknownAsin,
  'not-an-asin',
  EX.oversize.toLowerCase(),
];

describe('the simulated marketplace on a worker thread', () => {
  it('answers what the in-process marketplace answers, for every kind of request and on the caller’s clock', async () => {
    for (const request of [
      { marketplace: 'US', offers: true, stock: true, history: true },
      { marketplace: 'US', offers: true, stock: false, history: false },
      { marketplace: 'US', offers: false, stock: false, history: false },
      // The marketplace crosses to the thread: amazon.de's answers are its own, in euros.
      { marketplace: 'DE', offers: true, stock: false, history: false },
      { marketplace: 'JP', offers: false, stock: false, history: false },
    ] as const) {
      const expected = await local.products(ASINS, request);
      const answered = await threaded.products(ASINS, request);
      expect([...answered.keys()]).toEqual([...expected.keys()]);
      expect(answered).toEqual(expected);
    }
    clock = LATER;
    const later = await threaded.products([EX.standard], { marketplace: 'US', offers: true, stock: false, history: false });
    expect(later.get(EX.standard)?.fields.updated).toBe('2027-02-03T00:00:00.000Z'); // the day's reading
    expect(later).toEqual(await local.products([EX.standard], { marketplace: 'US', offers: true, stock: false, history: false }));
    clock = NOW;
  });

  it('looks codes up as the in-process marketplace does', async () => {
    const codes = [EX.singleMatchUpc, EX.multiMatchUpc, EX.tripleMatchUpc, EX.unmatchedUpc, EX.unlistedUpc];
    expect(await threaded.lookup(codes, { type: 'UPC', marketplace: 'US' })).toEqual(
      await local.lookup(codes, { type: 'UPC', marketplace: 'US' }),
    );
    expect(await threaded.lookup([EX.isbn], { type: 'ISBN', marketplace: 'US' })).toEqual(
      await local.lookup([EX.isbn], { type: 'ISBN', marketplace: 'US' }),
    );
    const uk = { type: 'UPC', marketplace: 'UK' } as const;
    expect(await threaded.lookup(codes, uk)).toEqual(await local.lookup(codes, uk));
  });

  it('answers calls made at once, each its own', async () => {
    const asins = Array.from({ length: 30 }, (_, k) => asinOf(700 + k));
    const request = { marketplace: 'US', offers: true, stock: false, history: false } as const;
    const answers = await Promise.all([
      threaded.products(asins.slice(0, 10), request),
      threaded.lookup([EX.singleMatchUpc], { type: 'UPC', marketplace: 'US' }),
      threaded.products(asins.slice(10), request),
    ]);
    expect([...answers[0].keys()]).toEqual(asins.slice(0, 10));
    expect([...answers[2].keys()]).toEqual(asins.slice(10));
    expect(answers[1].get(EX.singleMatchUpc)?.map((row) => row.asin)).toEqual([EX.standard]);
  });

  it('fails the calls in flight when closed, and starts again on the next call', async () => {
    const inFlight = threaded.products([EX.standard, EX.hazmat], { marketplace: 'US', offers: true, stock: true, history: true });
    const failed = expect(inFlight).rejects.toThrow('closed');
    await threaded.close();
    await failed;
    const again = await threaded.products([EX.standard], { marketplace: 'US', offers: true, stock: false, history: false });
    expect(again).toEqual(await local.products([EX.standard], { marketplace: 'US', offers: true, stock: false, history: false }));
  });
});
