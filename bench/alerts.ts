import { randomUUID } from 'node:crypto';
import { crossings } from '../apps/server/src/seller/alerts/engine.js';
import type { Reading } from '../apps/server/src/seller/alerts/evaluate-filter.js';
import { ALERT_FIELDS, readField } from '../apps/server/src/seller/alerts/reading.js';
import { parseFilter } from '../apps/server/src/seller/products/filter.js';
import { dueAt, periodMinutes, phaseOf } from '../apps/server/src/seller/watch/schedule.js';

/** A company's rules, as the examples go. */
const RULES = [
  'roi >= 30',
  'buyBoxCurrent < 20',
  'amazonOnListing = false',
  'fbaOffers <= 2',
  'changePct(bsrCurrent) <= -20',
  'hasAlert = true',
  'profitLoss > 5 and not isHazmat = true',
  "(brand = 'Acme' or brand = 'Globex') and change(buyBoxCurrent) <= -1",
  'previous(buyBoxIsAmazon) = true and buyBoxIsAmazon = false',
  'salesEstimate >= 100 and roi >= 25',
];

/** Readings of one product: figures that wander, as the simulated market's do day to day. */
function readings(n: number, seed: number): Reading[] {
  let x = seed;
  const next = () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
  return Array.from({ length: n }, () => ({
    roi: next() * 60,
    buyBoxCurrent: 10 + next() * 20,
    isAmazonSeller: next() < 0.5,
    fbaOffersCount: Math.floor(next() * 6),
    bsrCurrent: Math.floor(1000 + next() * 50_000),
    hasAlert: next() < 0.1,
    profitLoss: next() * 10 - 2,
    isHazmat: next() < 0.05,
    brand: next() < 0.5 ? 'Acme' : 'Initech',
    buyBoxIsAmazon: next() < 0.3,
    salesEstimate: next() * 300,
  }));
}

/**
 * Evaluation throughput (readings evaluated a second against all of a company's rules: the same
 * `crossings` the live evaluation and the preview use) and the watch schedule's spread of 10,000
 * products (the busiest minute against the even share, with and without Keepa's token budget).
 */
export async function alertsBench(): Promise<Record<string, string>> {
  const rules = RULES.map((rule) => parseFilter(rule, ALERT_FIELDS, { functions: true }));
  const products = 2_000;
  const perProduct = 30;
  const all = Array.from({ length: products }, (_, i) => readings(perProduct, i + 1));
  let fired = 0;
  const started = process.hrtime.bigint();
  for (const list of all) for (const rule of rules) fired += crossings(rule, list, readField).length;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const readingsEvaluated = products * perProduct;

  const ids = Array.from({ length: 10_000 }, () => randomUUID()).sort();
  const spread = (label: string, period: number) => {
    const phase = phaseOf('bench-company', period);
    let worst = 0;
    let total = 0;
    for (let minute = 0; minute < period; minute++) {
      const due = dueAt(minute, ids, period, phase).length;
      worst = Math.max(worst, due);
      total += due;
    }
    return `${label}: period ${period} min, busiest minute ${worst} products (even share ${(ids.length / period).toFixed(2)}), ${total} refreshes in the period`;
  };
  return {
    'evaluation throughput': `${Math.round(readingsEvaluated / seconds).toLocaleString('en-US')} readings/s against ${rules.length} rules (${readingsEvaluated.toLocaleString('en-US')} readings, ${fired.toLocaleString('en-US')} firings, ${(seconds * 1000).toFixed(0)} ms)`,
    'schedule, hourly plan, simulated budget': spread(
      'hourly',
      periodMinutes(ids.length, 60, { tokensPerMinute: 600, tokensPerProduct: 1 }),
    ),
    'schedule, hourly plan, Keepa 20 tokens/min at 6 a product': spread(
      'keepa',
      periodMinutes(ids.length, 60, { tokensPerMinute: 20, tokensPerProduct: 6 }),
    ),
  };
}
