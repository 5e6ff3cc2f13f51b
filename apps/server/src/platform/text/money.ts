import { MARKETPLACES } from '@shelfscope/contracts';

/**
 * Money as documents and files write it: a currency (ISO 4217) and the locale it is written in.
 * The server's one formatter (the web app has its own, apps/web/src/lib/money.ts): a document
 * never names '$' or 'en-US' itself (docs/decisions/017).
 */
export type MoneyStyle = { currency: string; locale: string };

/** Records from before marketplaces: amazon.com, US dollars. */
export const US_DOLLARS: MoneyStyle = { currency: MARKETPLACES.US.currency, locale: MARKETPLACES.US.locale };

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per (locale, currency): a document formats hundreds of amounts. */
function formatOf(style: MoneyStyle): Intl.NumberFormat {
  const key = `${style.locale}|${style.currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(style.locale, { style: 'currency', currency: style.currency });
    formats.set(key, format);
  }
  return format;
}

/** An amount in the currency's own decimals (two for EUR, none for JPY): "1.234,50 €", "£4.35", "¥1,205". */
export const formatMoney = (value: number, style: MoneyStyle = US_DOLLARS) => formatOf(style).format(value);

/** How many decimals the currency is written with (by Intl's rules: 2, or 0 for JPY). */
export const currencyDigits = (currency: string) =>
  formatOf({ currency, locale: US_DOLLARS.locale }).resolvedOptions().maximumFractionDigits ?? 2;

/** The currency's symbol as the locale writes it ("€", "£", "¥", "CA$"). */
export const currencySymbol = (style: MoneyStyle) =>
  formatOf(style)
    .formatToParts(0)
    .find((p) => p.type === 'currency')?.value ?? style.currency;
