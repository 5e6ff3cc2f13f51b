import { z } from 'zod';

/**
 * The bounds of every number a seller may enter, in one place: the API's schemas, the price-list
 * upload's row reader and the web forms all take them from here (docs/seller-api.md, "Numbers
 * and their bounds"). `integer` numbers refuse fractions.
 */
export const LIMITS = {
  /** A supplier's pack (case) cost, USD. */
  cost: { min: 0, max: 1_000_000, integer: false, aboveMin: false },
  /** Preparation cost per listing unit, USD. */
  preparationCost: { min: 0, max: 1_000_000, integer: false, aboveMin: false },
  /** Units in the supplier's pack. */
  quantityPack: { min: 1, max: 10_000, integer: true, aboveMin: false },
  /** Packs or units to buy on a shortlist or an order line. */
  quantity: { min: 1, max: 1_000_000, integer: true, aboveMin: false },
  /** Listing units a seller wants to hold at Amazon of each product of a shortlist. */
  targetStock: { min: 0, max: 1_000_000, integer: true, aboveMin: false },
  /** A custom buy-box price, USD: more than 0 (`aboveMin`: the minimum itself is refused). */
  overrideCustomValue: { min: 0, max: 1_000_000, integer: false, aboveMin: true },
} as const;

export type LimitName = keyof typeof LIMITS;

/** The longest name of a supplier, category or shortlist, after trimming. */
export const MAX_NAME_LENGTH = 200;

const money = (n: number) => `$${n.toLocaleString('en-US')}`;
const shown = (name: LimitName, n: number) => (LIMITS[name].integer ? n.toLocaleString('en-US') : money(n));
const minWords = (name: LimitName) =>
  LIMITS[name].aboveMin
    ? `must be more than ${shown(name, LIMITS[name].min)}`
    : LIMITS[name].min === 0
      ? 'must not be negative'
      : `must be at least ${shown(name, LIMITS[name].min)}`;
const maxWords = (name: LimitName) => `must be at most ${shown(name, LIMITS[name].max)}`;

/**
 * What is wrong with `value` as the number `name`, in words ("must not be negative"), or null
 * when it is within its bounds. The same words as the API's 400s, so a form can say them first.
 */
export function boundProblem(name: LimitName, value: unknown): string | null {
  const limit = LIMITS[name];
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
  if (limit.integer && !Number.isInteger(value)) return 'must be a whole number';
  if (value < limit.min || (limit.aboveMin && value === limit.min)) return minWords(name);
  if (value > limit.max) return maxWords(name);
  return null;
}

/** The zod schema of the number `name`: a number within its bounds, with the words above. */
export function bounded(name: LimitName): z.ZodNumber {
  const limit = LIMITS[name];
  const base = z.number({ error: 'must be a number' });
  const whole = limit.integer ? base.int('must be a whole number') : base;
  return (limit.aboveMin ? whole.gt(limit.min, minWords(name)) : whole.min(limit.min, minWords(name))).max(
    limit.max,
    maxWords(name),
  );
}
