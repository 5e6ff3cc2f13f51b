import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dueAt, periodMinutes, phaseOf, slotOf, tickJobId } from './schedule.js';

const ids = Array.from({ length: 10_000 }, () => randomUUID()).sort();

describe('the watch schedule', () => {
  it('spreads 10,000 watched products of a company over the period: no minute holds more than its share', () => {
    const period = 60;
    const phase = phaseOf('company-a', period);
    const perMinute = new Map<number, number>();
    ids.forEach((_, i) => {
      const slot = slotOf(i, ids.length, period, phase);
      perMinute.set(slot, (perMinute.get(slot) ?? 0) + 1);
    });
    expect(perMinute.size).toBe(period);
    expect(Math.max(...perMinute.values())).toBeLessThanOrEqual(Math.ceil(ids.length / period));
    expect(Math.min(...perMinute.values())).toBeGreaterThanOrEqual(Math.floor(ids.length / period));
  });

  it('has every product due exactly once in any period, from any minute on', () => {
    const period = 240;
    const phase = phaseOf('company-b', period);
    for (const start of [0, 17, 29_000_123]) {
      const seen = new Map<string, number>();
      for (let minute = start; minute < start + period; minute++)
        for (const id of dueAt(minute, ids, period, phase)) seen.set(id, (seen.get(id) ?? 0) + 1);
      expect(seen.size).toBe(ids.length);
      expect([...seen.values()].every((n) => n === 1)).toBe(true);
    }
  });

  it('stays within the market-data budget: the period stretches rather than overspend', () => {
    // Keepa's 20 tokens a minute at 6 tokens a product cannot read 10,000 products hourly.
    const budget = { tokensPerMinute: 20, tokensPerProduct: 6 };
    const period = periodMinutes(ids.length, 60, budget);
    expect(period).toBe(3334); // 3 products (18 tokens) a minute
    const phase = phaseOf('company-c', period);
    let worst = 0;
    for (let minute = 0; minute < period; minute++) worst = Math.max(worst, dueAt(minute, ids, period, phase).length);
    expect(worst * budget.tokensPerProduct).toBeLessThanOrEqual(budget.tokensPerMinute);
    // A plan's period is never shortened by a generous budget.
    expect(periodMinutes(10, 1440, { tokensPerMinute: 1000, tokensPerProduct: 1 })).toBe(1440);
  });

  it('starts companies at different minutes (no storm at the top of the hour)', () => {
    const phases = new Set(Array.from({ length: 50 }, () => phaseOf(randomUUID(), 60)));
    expect(phases.size).toBeGreaterThan(20);
  });

  it('names one company-minute with one job id, whichever instance sends it', () => {
    expect(tickJobId('c1', 100)).toBe(tickJobId('c1', 100));
    expect(tickJobId('c1', 100)).not.toBe(tickJobId('c1', 101));
    expect(tickJobId('c1', 100)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
