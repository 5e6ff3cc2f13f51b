import { formatDateTime, numberFormat } from '../../lib/locale';

const DASH = '–';
const whole = { format: (v: number) => numberFormat({ maximumFractionDigits: 0 }).format(v) };
const decimal = { format: (v: number) => numberFormat({ maximumFractionDigits: 2 }).format(v) };

type Maybe = number | null | undefined;

/** The figures' formatters are the app's one set (lib/format.ts). */
export { count, money, number, percent, stars, stockText } from '../../lib/format';

/** The member's measurement system (UserSettings.measurementSystem): 0 imperial, 1 metric. */
export type MeasurementSystem = 0 | 1;

/** A length the market gives in inches, in the member's units. */
export function length(inches: Maybe, system: MeasurementSystem): string {
  if (inches === null || inches === undefined) return DASH;
  return system === 1 ? `${decimal.format(inches * 2.54)} cm` : `${decimal.format(inches)} in`;
}

/** A weight the market gives in pounds, in the member's units. */
export function weight(pounds: Maybe, system: MeasurementSystem): string {
  if (pounds === null || pounds === undefined) return DASH;
  if (system === 1) {
    const grams = pounds * 453.59237;
    return grams >= 1000 ? `${decimal.format(grams / 1000)} kg` : `${whole.format(grams)} g`;
  }
  return pounds < 1 ? `${decimal.format(pounds * 16)} oz` : `${decimal.format(pounds)} lb`;
}

/** Length x width x height, in the member's units. */
export function dimensions(l: Maybe, w: Maybe, h: Maybe, system: MeasurementSystem): string {
  if (l == null || w == null || h == null) return DASH;
  const factor = system === 1 ? 2.54 : 1;
  return `${[l, w, h].map((x) => decimal.format(x * factor)).join(' × ')} ${system === 1 ? 'cm' : 'in'}`;
}

export const dateTime = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : DASH);
