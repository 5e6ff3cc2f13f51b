import { cachedNumberFormat, formatCount as countIn } from '@shelfscope/contracts';

/**
 * The member's locale: how the app writes numbers and dates (and money, with each record's own
 * currency: money.ts). The browser's language, in one place, so no screen names a locale itself;
 * en-US when the browser gives none or one Intl does not know.
 */
export const FALLBACK_LOCALE = 'en-US';

let chosen: string | null = null;

/** The locale figures and dates are written in. */
export function memberLocale(): string {
  if (chosen) return chosen;
  const asked = typeof navigator === 'undefined' ? undefined : navigator.language;
  chosen = supported(asked) ?? FALLBACK_LOCALE;
  return chosen;
}

/** Tests (and a future language setting) pick the locale; null goes back to the browser's. */
export function setMemberLocale(locale: string | null) {
  chosen = locale === null ? null : (supported(locale) ?? FALLBACK_LOCALE);
}

function supported(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale])[0];
  } catch {
    return undefined;
  }
}

/** One Intl.NumberFormat per (locale, options): building one costs far more than using it, and grids format thousands of cells (the cache the server's texts share, number-format.ts). */
export function numberFormat(options: Intl.NumberFormatOptions, locale = memberLocale()): Intl.NumberFormat {
  return cachedNumberFormat(locale, options);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(options: Intl.DateTimeFormatOptions, locale = memberLocale()): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

type When = string | number | Date;
const asDate = (when: When) => (when instanceof Date ? when : new Date(when));

/** A count in the member's locale: "1,709" (en-US), "1.709" (de-DE). */
export const formatCount = (value: number) => countIn(value, memberLocale());

/** A plain number with the given decimals at most: "2.25", "1,5". */
export const formatNumber = (value: number, maximumFractionDigits = 2) => numberFormat({ maximumFractionDigits }).format(value);

/** A date and time, in the member's locale and time zone unless one is given. */
export const formatDateTime = (when: When, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }) =>
  dateFormat(options).format(asDate(when));

/** A calendar day, in the member's locale. */
export const formatDate = (when: When, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
  dateFormat(options).format(asDate(when));
