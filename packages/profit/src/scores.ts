/** One score's thresholds: the value from which a product reaches each level. */
export type Thresholds = { veryWeak: number; poor: number; moderate: number; good: number };

/** Scores where a lower value is better (sales rank, competing offers). */
export const LOWER_IS_BETTER = new Set(['bsr', 'offers']);

/**
 * A value's level 1..5 against four thresholds: short of veryWeak is 1, reaching veryWeak 2,
 * poor 3, moderate 4, good 5. "Reaching" is >= for higher-is-better scores and <= for
 * lower-is-better ones (bsr, offers). An unknown value has no level (null).
 */
export function scoreLevel(value: number | null, thresholds: Thresholds, lowerIsBetter = false): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const reaches = (limit: number) => (lowerIsBetter ? value <= limit : value >= limit);
  if (reaches(thresholds.good)) return 5;
  if (reaches(thresholds.moderate)) return 4;
  if (reaches(thresholds.poor)) return 3;
  if (reaches(thresholds.veryWeak)) return 2;
  return 1;
}

/** The astro score's parts and their weights (they sum to 1). */
export const ASTRO_WEIGHTS = {
  profit: 0.2,
  roi: 0.2,
  sales: 0.2,
  competition: 0.15,
  buyBox: 0.15,
  stock: 0.1,
} as const;

export type AstroParts = { [K in keyof typeof ASTRO_WEIGHTS]: number | null };

/**
 * The astro score (1..5): the weighted mean of the known part levels (profit, ROI, sales,
 * competition, buy box, Amazon stock), weights re-normalised over the known parts, rounded
 * half up. Null when no part is known.
 */
export function astroScore(parts: AstroParts): number | null {
  let weight = 0;
  let sum = 0;
  for (const [name, w] of Object.entries(ASTRO_WEIGHTS) as [keyof AstroParts, number][]) {
    const level = parts[name];
    if (level === null) continue;
    weight += w;
    sum += w * level;
  }
  if (weight === 0) return null;
  return Math.min(5, Math.max(1, Math.floor(sum / weight + 0.5)));
}

/** Products per astro level 1..5 (a supplier's astroScore1..5); unknown scores are not counted. */
export function countByLevel(scores: (number | null)[]): [number, number, number, number, number] {
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const score of scores) {
    if (score !== null && score >= 1 && score <= 5) counts[score - 1] = (counts[score - 1] ?? 0) + 1;
  }
  return counts;
}
