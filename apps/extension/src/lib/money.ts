import { DEFAULT_MARKETPLACE, MARKETPLACES, type MarketplaceCode } from '@shelfscope/contracts';

const DASH = '–';
type Maybe = number | null | undefined;

/**
 * How the panel writes money: in the marketplace's currency and locale (docs/decisions/017), so
 * amazon.de's figures read "5,96 €" and amazon.co.jp's "￥1,980". One per product shown.
 */
export type MoneyFormat = {
  marketplace: MarketplaceCode;
  currency: string;
  /** An amount with the currency's own decimals (none for yen), or a dash. */
  money: (value: Maybe) => string;
  /** A chart axis tick: whole units when the tick is whole, compact from 10,000. */
  tick: (value: number) => string;
  /** The currency's symbol as the locale writes it ("€", "£", "$"), for input labels. */
  symbol: string;
  /** The step of an amount typed in it: a cent, or one yen. */
  step: '0.01' | '1';
};

const cache = new Map<string, MoneyFormat>();

/** The money format of a marketplace; `currency` when the server names another (it does not today). */
export function moneyFormat(marketplace: MarketplaceCode, currency = MARKETPLACES[marketplace].currency): MoneyFormat {
  const key = `${marketplace}:${currency}`;
  const known = cache.get(key);
  if (known) return known;
  const { locale } = MARKETPLACES[marketplace];
  const exact = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const whole = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  const compact = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const symbol = exact.formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
  const format: MoneyFormat = {
    marketplace,
    currency,
    money: (value) => (value === null || value === undefined || !Number.isFinite(value) ? DASH : exact.format(value)),
    tick: (value) =>
      Math.abs(value) >= 10_000 ? compact.format(value) : Number.isInteger(value) ? whole.format(value) : exact.format(value),
    symbol,
    step: exact.resolvedOptions().maximumFractionDigits === 0 ? '1' : '0.01',
  };
  cache.set(key, format);
  return format;
}

/** The panel's name of a marketplace and its currency: "Amazon.de · EUR". */
export const marketplaceLabel = (format: MoneyFormat) => `${MARKETPLACES[format.marketplace].name} · ${format.currency}`;

/** Where a product's figures are: the server's word on the product, else the storefront's, else the default. */
export function productMoney(
  product: { marketplace?: MarketplaceCode | undefined; currency?: string | undefined },
  storefront?: MarketplaceCode,
): MoneyFormat {
  const marketplace = product.marketplace ?? storefront ?? DEFAULT_MARKETPLACE;
  return moneyFormat(marketplace, product.currency ?? MARKETPLACES[marketplace].currency);
}
