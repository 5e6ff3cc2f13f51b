// The formatters of figures by kind, without zod (like marketplace-registry.ts): the server's
// texts and documents and the web app's screens write money, percentages, counts and ranks with
// these, so one figure reads the same in an email, a notification and the grid.

/** Money as it is written: a currency (ISO 4217) and the locale (BCP 47) it is written in. */
export type MoneyStyle = { currency: string; locale: string };

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per (locale, options): building one costs far more than using it. */
export function cachedNumberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

const moneyOptions = (currency: string): Intl.NumberFormatOptions => ({ style: 'currency', currency });

/**
 * An amount in the currency's own decimals (two for GBP, EUR, USD; none for JPY), in the locale:
 * "£4.35", "1.234,50 €", "$5.44", "￥1,205". The one money formatter: the server's documents and
 * texts and the web app's `money` call it.
 */
export const formatMoney = (value: number, style: MoneyStyle) =>
  cachedNumberFormat(style.locale, moneyOptions(style.currency)).format(value);

/** How many decimals the currency is written with (by Intl's rules: 2, or 0 for JPY). */
export const currencyDigits = (currency: string) =>
  cachedNumberFormat('en-US', moneyOptions(currency)).resolvedOptions().maximumFractionDigits ?? 2;

/** The currency's symbol as the locale writes it ("€", "£", "¥", "CA$"). */
export const currencySymbol = (style: MoneyStyle) =>
  cachedNumberFormat(style.locale, moneyOptions(style.currency))
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? style.currency;

/** A percentage (39.41 for 39.41%) to one decimal: "39.4%", "-36.9%". */
export const formatPercent = (value: number, locale: string) =>
  `${cachedNumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}%`;

/** A count with thousands separators, whole: "1,709" (en-US), "1.709" (de-DE). */
export const formatCount = (value: number, locale: string) =>
  cachedNumberFormat(locale, { maximumFractionDigits: 0 }).format(value);

/** A sales rank: "#12,345". */
export const formatRank = (value: number, locale: string) => `#${formatCount(value, locale)}`;

/** A plain quantity with up to two decimals: "2.25", "1,5". */
export const formatDecimal = (value: number, locale: string) =>
  cachedNumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
