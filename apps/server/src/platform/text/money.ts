import { MARKETPLACES, type MoneyStyle } from '@shelfscope/contracts';

/**
 * Money as documents and files write it: a currency (ISO 4217) and the locale it is written in.
 * The formatter is the one every side shares (@shelfscope/contracts, number-format.ts): a
 * document never names '$' or 'en-US' itself (docs/decisions/017).
 */
export { currencyDigits, currencySymbol, formatMoney, type MoneyStyle } from '@shelfscope/contracts';

/** Records from before marketplaces: amazon.com, US dollars. */
export const US_DOLLARS: MoneyStyle = { currency: MARKETPLACES.US.currency, locale: MARKETPLACES.US.locale };
