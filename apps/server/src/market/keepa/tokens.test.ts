import { describe, expect, it } from 'vitest';
import { TokenBucket } from './tokens.js';

describe('the token bucket', () => {
  it('sends at once before any report and while the balance is positive', () => {
    const bucket = new TokenBucket();
    expect(bucket.waitFor(0)).toBe(0);
    bucket.observe({ tokensLeft: 1, refillIn: 30_000, refillRate: 20 }, 1000);
    expect(bucket.waitFor(1000)).toBe(0);
  });

  it('projects refills: the first after refillIn, then one a minute, capped at an hour of them', () => {
    const bucket = new TokenBucket();
    bucket.observe({ tokensLeft: 5, refillIn: 10_000, refillRate: 20 }, 0);
    expect(bucket.projected(9_999)).toBe(5);
    expect(bucket.projected(10_000)).toBe(25);
    expect(bucket.projected(70_000)).toBe(45);
    expect(bucket.projected(10 * 3_600_000)).toBe(1200); // 60 x 20: older tokens expire
  });

  it('waits for the refills that bring the balance above zero', () => {
    const bucket = new TokenBucket();
    bucket.observe({ tokensLeft: 0, refillIn: 3000, refillRate: 5 }, 0);
    expect(bucket.waitFor(0)).toBe(3000);
    expect(bucket.waitFor(1000)).toBe(2000);
    expect(bucket.waitFor(3000)).toBe(0);
    // -20 with 20 a minute: the first refill only reaches 0, so one more minute.
    bucket.observe({ tokensLeft: -20, refillIn: 4200, refillRate: 20 }, 0);
    expect(bucket.waitFor(0)).toBe(64_200);
    // -45 with 20 a minute, 10 s after a refill that left it at -25: two more refills from now.
    bucket.observe({ tokensLeft: -45, refillIn: 0, refillRate: 20 }, 0);
    expect(bucket.projected(10_000)).toBe(-25);
    expect(bucket.waitFor(10_000)).toBe(50_000 + 60_000);
  });

  it('ignores answers without a bucket report', () => {
    const bucket = new TokenBucket();
    bucket.observe({ tokensLeft: 0, refillIn: 3000, refillRate: 5 }, 0);
    bucket.observe({}, 10);
    expect(bucket.last).toEqual({ tokensLeft: 0, refillIn: 3000, refillRate: 5 });
  });
});
