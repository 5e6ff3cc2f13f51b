import { keepaMinuteToDate } from './format.js';

const MM_PER_INCH = 25.4;
const GRAMS_PER_POUND = 453.592_37;

// Building an Intl.NumberFormat is slow (it loads the locale's data): asked per reading and per
// fee, it took a seventh of the simulated marketplace's CPU in a 10,000-row upload (1.0 of 7.2 s).
const minorUnits = new Map<string, number>();

/**
 * Minor units per major unit of an ISO 4217 currency: 100 for USD, GBP, EUR, CAD, MXN; 1 for JPY.
 * Keepa's prices are "an integer of the respective Amazon locale's smallest currency unit (e.g.
 * euro cents or yen)" (Keepa's Product and Stats documentation), so yen are not divided.
 */
export function minorUnitsPer(currency: string): number {
  let per = minorUnits.get(currency);
  if (per === undefined) {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    per = 10 ** digits;
    minorUnits.set(currency, per);
  }
  return per;
}

/** Minor units to the currency's unit (cents to dollars, yen stay yen); negatives and absent values are null. */
export const money = (minor: number | undefined | null, perUnit = 100): number | null =>
  minor === undefined || minor === null || minor < 0 ? null : minor / perUnit;

/** A count or rank; negatives and absent values are null. */
export const whole = (value: number | undefined | null): number | null =>
  value === undefined || value === null || value < 0 ? null : value;

/** Millimetres to inches; 0 and -1 (unknown) are null. */
export const inches = (mm: number | undefined | null): number | null => (mm && mm > 0 ? mm / MM_PER_INCH : null);

/** Grams to pounds; 0 and -1 (unknown) are null. */
export const pounds = (grams: number | undefined | null): number | null => (grams && grams > 0 ? grams / GRAMS_PER_POUND : null);

export const round1 = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);

const isoOfMinute = new Map<number, string>();

/**
 * Keepa minute to ISO 8601, memoised across parses: series share most of their timestamps
 * (simulated ones all fall on the same midnights) and Date#toISOString is the parser's hottest
 * call. The memo is dropped whenever it reaches 200,000 entries, so memory stays bounded.
 */
export function isoCache(): (minute: number) => string {
  return (minute) => {
    let iso = isoOfMinute.get(minute);
    if (iso === undefined) {
      if (isoOfMinute.size >= 200_000) isoOfMinute.clear();
      iso = keepaMinuteToDate(minute).toISOString();
      isoOfMinute.set(minute, iso);
    }
    return iso;
  };
}
