import { formatDate, formatDateTime, numberFormat } from '../../lib/locale';

const DASH = '–';
const whole = { format: (v: number) => numberFormat({ maximumFractionDigits: 0 }).format(v) };
const decimal = { format: (v: number) => numberFormat({ maximumFractionDigits: 2 }).format(v) };

type Maybe = number | null | undefined;

/** The figures' formatters are the app's one set (lib/format.ts), which the extension's panel uses too. */
export { count, money, number, percent, rank, stars } from '../../lib/format';
export { currencyOf } from '../../lib/money';

/** A date (ISO) as a short day, or a dash. */
export const day = (iso: string | null | undefined) => (iso ? formatDate(iso, { dateStyle: 'medium', timeZone: 'UTC' }) : DASH);

export const dateTime = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : DASH);

/** UserSettings.measurementSystem: 0 imperial, 1 metric. The API gives inches and pounds. */
export type MeasurementSystem = number;

export function weight(pounds: Maybe, system: MeasurementSystem): string {
  if (pounds == null) return DASH;
  if (system === 1) {
    const grams = pounds * 453.59237;
    return grams >= 1000 ? `${decimal.format(grams / 1000)} kg` : `${whole.format(grams)} g`;
  }
  return pounds < 1 ? `${decimal.format(pounds * 16)} oz` : `${decimal.format(pounds)} lb`;
}

export function dimensions(l: Maybe, w: Maybe, h: Maybe, system: MeasurementSystem): string {
  if (l == null || w == null || h == null) return DASH;
  const factor = system === 1 ? 2.54 : 1;
  return `${[l, w, h].map((x) => decimal.format(x * factor)).join(' × ')} ${system === 1 ? 'cm' : 'in'}`;
}

/** Offer condition as Keepa numbers it (contracts' OfferCondition). */
export const CONDITIONS = [
  'Unknown',
  'New',
  'Used, like new',
  'Used, very good',
  'Used, good',
  'Used, acceptable',
  'Refurbished',
  'Collectible, like new',
  'Collectible, very good',
  'Collectible, good',
  'Collectible, acceptable',
  'New, open box',
];

/** amazonAvailability (contracts' MarketFields): -1 unknown .. 4 not sold by Amazon. */
export const AMAZON_AVAILABILITY: Record<number, string> = {
  [-1]: 'Unknown',
  0: 'In stock',
  1: 'Back-ordered',
  2: 'Pre-order',
  3: 'Out of stock',
  4: 'Not sold by Amazon',
};
