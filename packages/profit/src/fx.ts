import { utcDay } from './dates.js';
import { ECB_REFERENCE_RATES } from './fx/ecb-2025-02-28.js';
import { roundTo } from './money.js';

/**
 * Exchange rates by day in the ECB's convention: units of each currency one euro buys (the euro
 * itself is 1 and need not be listed), so any pair converts through the euro.
 */
export type ExchangeRates = {
  /** Where the rates come from, shown with every conversion. */
  source: string;
  /** A day's own `source` names it where a table mixes sources (shipped days beside published ones). */
  days: { day: string; perEuro: Partial<Record<string, number>>; source?: string }[];
};

/** The rate a conversion used (the contracts' ExchangeRateUsed). */
export type ExchangeRateUsed = { from: string; to: string; rate: number; day: string; source: string };

/** Decimal places a rate is rounded to before it converts anything (what is shown is what was used). */
export const RATE_DECIMALS = 6;

const perEuro = (rates: ExchangeRates['days'][number], currency: string) => (currency === 'EUR' ? 1 : rates.perEuro[currency]);

/**
 * `amount` in `from` converted to `to` at the rates of the latest day on or before `day` (UTC)
 * that quotes both currencies; before every such day, the oldest one (as fee tables do). The
 * rate is to / from per euro, rounded to 6 decimals, and the amount is not rounded (the cost it
 * feeds is rounded once, to the cent). The same currency converts at 1 on the requested day.
 * Throws a RangeError naming the currency when no day quotes it.
 */
export function convert(
  amount: number,
  from: string,
  to: string,
  rates: ExchangeRates = ECB_REFERENCE_RATES,
  day: Date | string = new Date(),
): { amount: number; rate: ExchangeRateUsed } {
  const wanted = typeof day === 'string' ? day : utcDay(day);
  if (from === to) return { amount, rate: { from, to, rate: 1, day: wanted, source: rates.source } };
  const quoting = rates.days
    .filter((d) => perEuro(d, from) !== undefined && perEuro(d, to) !== undefined)
    .sort((a, b) => b.day.localeCompare(a.day));
  const used = quoting.find((d) => d.day <= wanted) ?? quoting[quoting.length - 1];
  if (!used) {
    const missing = rates.days.some((d) => perEuro(d, from) !== undefined) ? to : from;
    throw new RangeError(`no exchange rate for ${missing}`);
  }
  const rate = roundTo((perEuro(used, to) as number) / (perEuro(used, from) as number), RATE_DECIMALS);
  return { amount: amount * rate, rate: { from, to, rate, day: used.day, source: used.source ?? rates.source } };
}

export { ECB_REFERENCE_RATES } from './fx/ecb-2025-02-28.js';
