/**
 * One formatter per kind of figure, for every screen of the web app and the extension's panel
 * (which imports this file): money in dollars and cents (money.ts), percentages to one decimal,
 * counts with thousands separators, ranks, star ratings and chart axis ticks. A screen does not
 * format a figure itself, so the same figure reads the same everywhere ("39.4%" beside "103.8%",
 * "15.0%" for a referral fee of 14.99%).
 */
export { exactMoney, money } from './money';

const DASH = '–';
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToTwo = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

type Maybe = number | null | undefined;
const known = (v: Maybe): v is number => v !== null && v !== undefined && Number.isFinite(v);

/** A percentage (the API's percent, 39.41 for 39.41%) to one decimal: "39.4%", "-36.9%". */
export const percent = (v: Maybe) => (known(v) ? `${oneDecimal.format(v)}%` : DASH);
/** A count with thousands separators: "1,709". */
export const count = (v: Maybe) => (known(v) ? whole.format(v) : DASH);
/** A sales rank: "#12,345". */
export const rank = (v: Maybe) => (known(v) ? `#${whole.format(v)}` : DASH);
/** A plain quantity with up to two decimals (sizes, weights): "2.25". */
export const number = (v: Maybe) => (known(v) ? upToTwo.format(v) : DASH);
/** A star rating, 0..5 in tenths: "4.5 ★". */
export const stars = (v: Maybe) => (known(v) ? `${oneDecimal.format(v)} ★` : DASH);

/**
 * Axis steps a person reads at a glance: 1, 2 and 5 times a power of ten, from a cent up. uPlot
 * picks the smallest that keeps its ticks apart; without 2.5 a dollar axis never shows $52.50
 * rounded to "$53" beside "$55".
 */
export const AXIS_INCREMENTS: number[] = Array.from({ length: 10 }, (_, k) => 10 ** (k - 2)).flatMap((p) => [p, 2 * p, 5 * p]);

/** A money axis tick: whole dollars without cents ("$50"), cents when the step has them ("$2.50"), "$1.2K" from $1,000. */
export function moneyTick(v: number): string {
  if (Math.abs(v) >= 1000) return `$${compact.format(v)}`;
  return Number.isInteger(Math.round(v * 100) / 100) ? `$${whole.format(v)}` : `$${v.toFixed(2)}`;
}
