import { roundTo } from './money.js';

/** One score's thresholds: the value from which a product reaches each level (the member's settings). */
export type Thresholds = { veryWeak: number; poor: number; moderate: number; good: number };

/** The scores that carry a threshold set in the member's settings (spec section 3). */
export type ScoreName = 'amazon' | 'bsr' | 'offers' | 'breakEven' | 'profit' | 'salesEstimate' | 'myShare30' | 'roi' | 'margin';

export type ScoreThresholdSet = Record<ScoreName, Thresholds>;

/**
 * A new member's thresholds (the server's settings defaults, and the tests' fixtures): the value
 * from which a product reaches each level; short of veryWeak it rates below very weak. Ascending
 * (higher is better) but for bsr and offers, which descend (lower is better). Rules of thumb of
 * online arbitrage; every value is the member's to change.
 */
export const DEFAULT_SCORE_THRESHOLDS: Readonly<ScoreThresholdSet> = {
  /** Percent of the last 90 days Amazon itself was out of stock (Amazon selling hurts). */
  amazon: { veryWeak: 10, poor: 30, moderate: 60, good: 90 },
  /** Sales rank (lower is better); category-blind rules of thumb for the main categories. */
  bsr: { veryWeak: 500_000, poor: 250_000, moderate: 100_000, good: 25_000 },
  /** Competing FBA offers (lower is better). */
  offers: { veryWeak: 20, poor: 12, moderate: 6, good: 3 },
  /** Percent the buy-box price sits above the break-even price (the room for a price war). */
  breakEven: { veryWeak: 0, poor: 5, moderate: 15, good: 30 },
  /** Profit per unit, in the company's currency (converted into each marketplace's: settings-currency.ts). */
  profit: { veryWeak: 0, poor: 1, moderate: 2.5, good: 5 },
  /** Estimated units sold a month (all sellers). */
  salesEstimate: { veryWeak: 10, poor: 30, moderate: 100, good: 300 },
  /** My estimated units a month: sales / (competing FBA offers + 1). */
  myShare30: { veryWeak: 2, poor: 5, moderate: 15, good: 40 },
  /** ROI, percent; moderate matches the default target ROI (settings' roiPercentage, 30). */
  roi: { veryWeak: 10, poor: 20, moderate: 30, good: 50 },
  /** Margin (profit / price), percent. */
  margin: { veryWeak: 5, poor: 10, moderate: 20, good: 30 },
};

/** A score level: 1 below very weak, 2 very weak, 3 poor, 4 moderate, 5 good. */
export type Level = 1 | 2 | 3 | 4 | 5;

/**
 * Each score's metric and direction. `lower`: a lower value is better, thresholds descend from
 * veryWeak to good. The break-even score rates the room above the break-even price (a lower
 * break-even price is better, so more room is better): its thresholds ascend, as the settings
 * validate them.
 */
export const SCORE_METRICS: Readonly<Record<ScoreName, { metric: string; better: 'higher' | 'lower' }>> = {
  amazon: { metric: 'percent of days Amazon was out of stock (30/90/180/365 days)', better: 'higher' },
  bsr: { metric: 'current sales rank', better: 'lower' },
  offers: { metric: 'competing new FBA offers', better: 'lower' },
  breakEven: { metric: 'percent the selected price sits above the break-even price', better: 'higher' },
  profit: { metric: 'profit per unit, in the company currency', better: 'higher' },
  salesEstimate: { metric: 'estimated units sold a month, all sellers', better: 'higher' },
  myShare30: { metric: 'my estimated units a month', better: 'higher' },
  roi: { metric: 'ROI, percent', better: 'higher' },
  margin: { metric: 'margin, percent', better: 'higher' },
};

/** Scores where a lower value is better (sales rank, competing offers). */
export const LOWER_IS_BETTER: ReadonlySet<string> = new Set(
  (Object.keys(SCORE_METRICS) as ScoreName[]).filter((name) => SCORE_METRICS[name].better === 'lower'),
);

/**
 * A value's level against four thresholds: short of veryWeak is 1, reaching veryWeak 2, poor 3,
 * moderate 4, good 5. "Reaching" includes the threshold itself: >= for higher-is-better scores,
 * <= for lower-is-better ones. An unknown value has no level (null).
 */
export function scoreLevel(value: number | null, thresholds: Thresholds, lowerIsBetter = false): Level | null {
  if (value === null || !Number.isFinite(value)) return null;
  // Lower-is-better compares the negated sides (value <= limit is -value >= -limit): no closure
  // to make, as the grid computes this for every figure of every row scrolled into view.
  const sign = lowerIsBetter ? -1 : 1;
  const at = sign * value;
  if (at >= sign * thresholds.good) return 5;
  if (at >= sign * thresholds.moderate) return 4;
  if (at >= sign * thresholds.poor) return 3;
  if (at >= sign * thresholds.veryWeak) return 2;
  return 1;
}

/** A named score's level, in its direction (see SCORE_METRICS). */
export function scoreOf(name: ScoreName, value: number | null, thresholds: ScoreThresholdSet): Level | null {
  return scoreLevel(value, thresholds[name], SCORE_METRICS[name].better === 'lower');
}

/** The astro score's parts and their weights (they sum to 1). */
export const ASTRO_WEIGHTS = {
  /** profitLossScore. */
  profit: 0.2,
  /** roiScore. */
  roi: 0.2,
  /** salesEstimateScore. */
  sales: 0.2,
  /** The offers score: competing new FBA offers. */
  competition: 0.15,
  /** Who holds the buy box: Amazon 1, no one 3, a third-party seller 5 (see buyBoxLevel). */
  buyBox: 0.15,
  /** amazonInStockScore90: how often Amazon itself was out of stock. */
  stock: 0.1,
} as const;

export type AstroParts = { [K in keyof typeof ASTRO_WEIGHTS]: number | null };

/** The buy-box part of the astro score: Amazon holding it is the worst case for a reseller. */
export function buyBoxLevel(hasBuyBox: boolean, buyBoxIsAmazon: boolean): Level {
  if (!hasBuyBox) return 3;
  return buyBoxIsAmazon ? 1 : 5;
}

/**
 * The astro score (1..5): the weighted mean of the known part levels, the weights re-normalised
 * over the known parts, rounded half up (3.5 -> 4). Null when no part is known.
 */
export function astroScore(parts: AstroParts): Level | null {
  let weight = 0;
  let sum = 0;
  for (const [name, w] of Object.entries(ASTRO_WEIGHTS) as [keyof AstroParts, number][]) {
    const level = parts[name];
    if (level === null) continue;
    weight += w;
    sum += w * level;
  }
  if (weight === 0) return null;
  const mean = roundTo(sum / weight, 6);
  return Math.min(5, Math.max(1, Math.floor(mean + 0.5))) as Level;
}

/** Products per astro level 1..5 (index 0 is level 1); unknown or out-of-range scores are not counted. */
export function countByLevel(scores: readonly (number | null)[]): [number, number, number, number, number] {
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const score of scores) {
    if (score !== null && Number.isInteger(score) && score >= 1 && score <= 5) counts[score - 1] = (counts[score - 1] ?? 0) + 1;
  }
  return counts;
}

/** A supplier's astroScore1..astroScore5: its products counted per astro level. */
export function supplierAstroScores(scores: readonly (number | null)[]): {
  astroScore1: number;
  astroScore2: number;
  astroScore3: number;
  astroScore4: number;
  astroScore5: number;
} {
  const [astroScore1, astroScore2, astroScore3, astroScore4, astroScore5] = countByLevel(scores);
  return { astroScore1, astroScore2, astroScore3, astroScore4, astroScore5 };
}
