import { LOWER_IS_BETTER, SCORE_LEVELS, type ScoreName, type ScoreThreshold } from '@shelfscope/contracts';
import { formatCount } from '../../lib/locale';
import { currencySymbol } from '../../lib/money';

/** How each score reads in the editor: its name, its unit, and what it measures. */
export const SCORE_INFO: Record<ScoreName, { label: string; unit: string; metric: string }> = {
  amazon: { label: 'Amazon out of stock', unit: '%', metric: 'Share of days Amazon itself was out of stock' },
  bsr: { label: 'Sales rank (BSR)', unit: 'rank', metric: 'Current best-seller rank' },
  offers: { label: 'Competing offers', unit: 'offers', metric: 'Competing new FBA offers' },
  breakEven: { label: 'Break-even room', unit: '%', metric: 'How far the price sits above the break-even price' },
  profit: { label: 'Profit', unit: 'money', metric: 'Profit per unit, in the product’s currency' },
  salesEstimate: { label: 'Sales estimate', unit: '/mo', metric: 'Estimated units sold a month, all sellers' },
  myShare30: { label: 'My share', unit: '/mo', metric: 'My estimated units a month' },
  roi: { label: 'ROI', unit: '%', metric: 'Return on investment, percent' },
  margin: { label: 'Margin', unit: '%', metric: 'Profit over price, percent' },
};

export const LEVEL_LABELS: Record<(typeof SCORE_LEVELS)[number], string> = {
  veryWeak: 'Very weak',
  poor: 'Poor',
  moderate: 'Moderate',
  good: 'Good',
};

/** The five bands a value falls in, worst first, with the colours the product scores use. */
export const BAND_COLORS = ['red.7', 'orange.6', 'yellow.5', 'lime.6', 'teal.6'] as const;
const BAND_NAMES = ['Below very weak', 'Very weak', 'Poor', 'Moderate', 'Good'];

export const isLowerBetter = (name: ScoreName) => LOWER_IS_BETTER.includes(name);

const short = (n: number) => (Math.abs(n) >= 10_000 ? `${formatCount(Math.round(n / 1000))}k` : formatCount(n));

/**
 * The bands as text ("Poor: 250k–100k"): a value reaches a level from its threshold on (≥ when
 * higher is better, ≤ when lower is), up to the next level's threshold.
 */
export function bands(name: ScoreName, set: ScoreThreshold, currency?: string): { name: string; range: string; color: string }[] {
  const t = SCORE_LEVELS.map((level) => set[level]);
  const [veryWeak = 0, , , good = 0] = t;
  const lower = isLowerBetter(name);
  const unit = SCORE_INFO[name].unit;
  const fmt = (n: number) =>
    unit === 'money' ? `${currencySymbol(currency)}${short(n)}` : unit === '%' ? `${short(n)}%` : short(n);
  const ranges = [
    lower ? `> ${fmt(veryWeak)}` : `< ${fmt(veryWeak)}`,
    ...t.slice(0, 3).map((from, i) => `${fmt(from)} – ${fmt(t[i + 1] ?? 0)}`),
    lower ? `≤ ${fmt(good)}` : `≥ ${fmt(good)}`,
  ];
  return ranges.map((range, i) => ({ name: BAND_NAMES[i] ?? '', range, color: BAND_COLORS[i] ?? 'gray' }));
}
