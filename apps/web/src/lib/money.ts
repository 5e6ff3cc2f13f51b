import { formatMoney as formatMoneyIn } from '@shelfscope/contracts';
import { memberLocale, numberFormat } from './locale';

const DASH = '–';

/** The currency of a record without one: everything from before marketplaces was amazon.com (docs/decisions/017). */
export const DEFAULT_CURRENCY = 'USD';

type Maybe = number | null | undefined;
const known = (v: Maybe): v is number => v !== null && v !== undefined && Number.isFinite(v);

/** A currency code as Intl takes it: three letters, else (none, empty) the default. */
const codeOf = (currency: string | null | undefined) =>
  currency && /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : DEFAULT_CURRENCY;

/** A record's currency, USD when it has none (a product analysed before marketplaces). */
export const currencyOf = (record: { currency?: string | null } | null | undefined) => codeOf(record?.currency);

/** The currency a product's pack cost is entered in: the supplier's (`costCurrency`), else the figures'. */
export const costCurrencyOf = (p: { currency?: string | null; costCurrency?: string | null }) =>
  p.costCurrency ? codeOf(p.costCurrency) : currencyOf(p);

/**
 * Money as the whole app shows it: the record's currency in the member's locale, with the
 * currency's own decimals by Intl's rules ("$5.44", "12,50 €" in de-DE, "£1,204.00", "¥1,205"),
 * a dash for no value. The one formatter (the shared one of @shelfscope/contracts, which the
 * server's texts use too): screens do not format money themselves.
 */
export function formatMoney(value: Maybe, currency: string = DEFAULT_CURRENCY, locale: string = memberLocale()): string {
  return known(value) ? formatMoneyIn(value, { currency: codeOf(currency), locale }) : DASH;
}

/** `formatMoney` in the member's locale: `money(5.44)` is "$5.44", `money(5.44, 'EUR')` "€5.44". */
export const money = (value: Maybe, currency: string = DEFAULT_CURRENCY) => formatMoney(value, currency);

/** How many decimals the currency is written with (2 for USD, EUR, GBP; 0 for JPY). */
export const currencyDigits = (currency: string = DEFAULT_CURRENCY) =>
  numberFormat({ style: 'currency', currency: codeOf(currency) }, 'en-US').resolvedOptions().maximumFractionDigits ?? 2;

/** The currency's symbol in the member's locale, for an input's prefix: "$", "€", "£", "¥". */
export function currencySymbol(currency: string = DEFAULT_CURRENCY): string {
  const parts = numberFormat({ style: 'currency', currency: codeOf(currency) }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

/**
 * The unrounded figure for a tooltip beside `money`, when the currency's decimals round it
 * ("$5.4375" for a cost of 5.4375 shown as "$5.44"); null when nothing is rounded away.
 */
export function exactMoney(value: Maybe, currency: string = DEFAULT_CURRENCY): string | null {
  if (!known(value)) return null;
  const scale = 10 ** currencyDigits(currency);
  if (Math.abs(value * scale - Math.round(value * scale)) < 1e-9) return null;
  return numberFormat({ style: 'currency', currency: codeOf(currency), maximumFractionDigits: 6 }).format(value);
}

/** Money with up to `digits` decimals and none it does not need: "£1", "€1.1712" (exchange rates). */
export const moneyUpTo = (value: number, currency: string, digits: number) =>
  numberFormat({ style: 'currency', currency: codeOf(currency), minimumFractionDigits: 0, maximumFractionDigits: digits }).format(
    value,
  );

/** A whole amount in cents (billing) as money. */
export const moneyFromCents = (cents: number, currency: string = DEFAULT_CURRENCY) => money(cents / 100, currency);

/**
 * Sums per currency: amounts in different currencies are never added together, so a list mixing
 * them shows one total per currency. Currencies in the order first met; nulls are skipped.
 */
export function totalsByCurrency<T>(
  rows: readonly T[],
  value: (row: T) => Maybe,
  currency: (row: T) => string | null | undefined,
): { currency: string; total: number }[] {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const v = value(row);
    if (!known(v)) continue;
    const c = codeOf(currency(row));
    totals.set(c, (totals.get(c) ?? 0) + v);
  }
  return [...totals].map(([c, total]) => ({ currency: c, total }));
}

/** The cost of one unit of a supplier pack: the pack's cost over its units. */
export const unitCostOf = (packCost: Maybe, unitsPerPack: number) =>
  packCost === null || packCost === undefined ? null : packCost / Math.max(1, unitsPerPack);

/**
 * A supplier pack's cost with the unit cost beside it, never instead: "$52.20 (12 × $4.35)";
 * a pack of one is its cost alone.
 */
export function packCostText(packCost: Maybe, unitsPerPack: number, currency: string = DEFAULT_CURRENCY): string {
  if (packCost === null || packCost === undefined) return DASH;
  return unitsPerPack > 1
    ? `${money(packCost, currency)} (${unitsPerPack} × ${money(unitCostOf(packCost, unitsPerPack), currency)})`
    : money(packCost, currency);
}

/** The tooltip of a pack cost: what the pack is, and the unrounded figures where the decimals round them. */
export function packCostTitle(packCost: Maybe, unitsPerPack: number, currency: string = DEFAULT_CURRENCY): string | undefined {
  if (packCost === null || packCost === undefined) return undefined;
  const unit = unitCostOf(packCost, unitsPerPack);
  const exactPack = exactMoney(packCost, currency);
  const exactUnit = exactMoney(unit, currency);
  return [
    `Pack of ${unitsPerPack} at ${exactPack ?? money(packCost, currency)}`,
    unitsPerPack > 1 ? `${exactUnit ?? money(unit, currency)} a unit` : null,
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * The number a money input holds. Mantine's NumberInput gives a string, not a number, when the
 * text is not a plain number's spelling: "12.50" with two fixed decimals, "" when empty.
 */
export function inputNumber(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  const parsed = Number(trimmed);
  return trimmed !== '' && Number.isFinite(parsed) ? parsed : null;
}
