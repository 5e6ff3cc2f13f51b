import { describe, expect, it } from 'vitest';
import {
  ASTRO_WEIGHTS,
  astroScore,
  buyBoxLevel,
  countByLevel,
  type ScoreName,
  scoreLevel,
  scoreOf,
  supplierAstroScores,
  DEFAULT_SCORE_THRESHOLDS as THRESHOLDS,
} from './scores.js';

/**
 * Every boundary of every score: [value, level]. Reaching a threshold counts (inclusive); one
 * step short stays a level lower. Lower is better for bsr and offers.
 */
const BOUNDARIES: Record<ScoreName, [number, number][]> = {
  amazon: [
    [9.99, 1],
    [10, 2],
    [29.99, 2],
    [30, 3],
    [59.99, 3],
    [60, 4],
    [89.99, 4],
    [90, 5],
    [100, 5],
  ],
  bsr: [
    [500_001, 1],
    [500_000, 2],
    [250_001, 2],
    [250_000, 3],
    [100_001, 3],
    [100_000, 4],
    [25_001, 4],
    [25_000, 5],
    [1, 5],
  ],
  offers: [
    [21, 1],
    [20, 2],
    [13, 2],
    [12, 3],
    [7, 3],
    [6, 4],
    [4, 4],
    [3, 5],
    [0, 5],
  ],
  breakEven: [
    [-0.01, 1],
    [0, 2],
    [4.99, 2],
    [5, 3],
    [14.99, 3],
    [15, 4],
    [29.99, 4],
    [30, 5],
  ],
  profit: [
    [-0.01, 1],
    [0, 2],
    [0.99, 2],
    [1, 3],
    [2.49, 3],
    [2.5, 4],
    [4.99, 4],
    [5, 5],
  ],
  salesEstimate: [
    [9, 1],
    [10, 2],
    [29, 2],
    [30, 3],
    [99, 3],
    [100, 4],
    [299, 4],
    [300, 5],
  ],
  myShare30: [
    [1.9, 1],
    [2, 2],
    [4.9, 2],
    [5, 3],
    [14.9, 3],
    [15, 4],
    [39.9, 4],
    [40, 5],
  ],
  roi: [
    [9.99, 1],
    [10, 2],
    [19.99, 2],
    [20, 3],
    [29.99, 3],
    [30, 4],
    [49.99, 4],
    [50, 5],
  ],
  margin: [
    [4.99, 1],
    [5, 2],
    [9.99, 2],
    [10, 3],
    [19.99, 3],
    [20, 4],
    [29.99, 4],
    [30, 5],
  ],
};

describe('score levels', () => {
  for (const [name, cases] of Object.entries(BOUNDARIES) as [ScoreName, [number, number][]][]) {
    it(`${name}: every threshold boundary`, () => {
      expect(cases.map(([value]) => scoreOf(name, value, THRESHOLDS))).toEqual(cases.map(([, level]) => level));
    });
  }

  it('has no level for an unknown value', () => {
    expect(scoreOf('roi', null, THRESHOLDS)).toBeNull();
    expect(scoreLevel(Number.NaN, THRESHOLDS.roi)).toBeNull();
  });

  it("follows the member's own thresholds", () => {
    expect(scoreOf('roi', 40, THRESHOLDS)).toBe(4);
    expect(scoreOf('roi', 40, { ...THRESHOLDS, roi: { veryWeak: 20, poor: 40, moderate: 60, good: 100 } })).toBe(3);
  });
});

describe('astro score', () => {
  it('weights sum to 1', () => {
    expect(Object.values(ASTRO_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('is the weighted mean of the part levels, rounded half up', () => {
    expect(astroScore({ profit: 1, roi: 1, sales: 1, competition: 1, buyBox: 1, stock: 1 })).toBe(1);
    expect(astroScore({ profit: 5, roi: 5, sales: 5, competition: 5, buyBox: 5, stock: 5 })).toBe(5);
    // 0.2x5 + 0.2x5 + 0.2x5 + 0.15x4 + 0.15x5 + 0.1x5 = 4.85 -> 5
    expect(astroScore({ profit: 5, roi: 5, sales: 5, competition: 4, buyBox: 5, stock: 5 })).toBe(5);
    // 0.2x4 + 0.2x3 + 0.2x3 + 0.15x3 + 0.15x5 + 0.1x4 = 0.8 + 0.6 + 0.6 + 0.45 + 0.75 + 0.4 = 3.6 -> 4
    expect(astroScore({ profit: 4, roi: 3, sales: 3, competition: 3, buyBox: 5, stock: 4 })).toBe(4);
    // 0.2x4 + 0.2x3 + 0.2x3 + 0.15x3 + 0.15x3 + 0.1x3 = 0.8 + 0.6 + 0.6 + 0.45 + 0.45 + 0.3 = 3.2 -> 3
    expect(astroScore({ profit: 4, roi: 3, sales: 3, competition: 3, buyBox: 3, stock: 3 })).toBe(3);
    // Exactly half: 0.2x4 + 0.2x3 = 1.4 over 0.4 = 3.5 -> 4
    expect(astroScore({ profit: 4, roi: 3, sales: null, competition: null, buyBox: null, stock: null })).toBe(4);
  });

  it('re-normalises over the known parts, and is unknown with none', () => {
    // 0.2x5 + 0.2x1 = 1.2 over 0.4 = 3
    expect(astroScore({ profit: 5, roi: 1, sales: null, competition: null, buyBox: null, stock: null })).toBe(3);
    expect(astroScore({ profit: null, roi: null, sales: null, competition: null, buyBox: null, stock: null })).toBeNull();
  });

  it('rates the buy box: Amazon 1, nobody 3, a third-party seller 5', () => {
    expect([buyBoxLevel(true, true), buyBoxLevel(false, false), buyBoxLevel(true, false)]).toEqual([1, 3, 5]);
  });

  it('counts products per astro level for the supplier', () => {
    expect(countByLevel([1, 5, 5, null, 3, 0, 6, 2.5])).toEqual([1, 0, 1, 0, 2]);
    expect(supplierAstroScores([4, 4, 2])).toEqual({
      astroScore1: 0,
      astroScore2: 1,
      astroScore3: 0,
      astroScore4: 2,
      astroScore5: 0,
    });
  });
});
