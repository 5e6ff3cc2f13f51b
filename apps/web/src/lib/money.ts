const DASH = '–';
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

type Maybe = number | null | undefined;

/**
 * Money as the whole app shows it: US dollars with two decimals ("$5.44", "$2.90",
 * "$1,204.00"), a dash for no value. The one formatter: screens do not format money themselves.
 */
export const money = (value: Maybe) =>
  value === null || value === undefined || !Number.isFinite(value) ? DASH : usd.format(value);

/**
 * The unrounded figure for a tooltip beside `money`, when two decimals round it ("$5.4375" for a
 * cost of 5.4375 shown as "$5.44"); null when the figure has no more than two decimals.
 */
export function exactMoney(value: Maybe): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (Math.abs(value * 100 - Math.round(value * 100)) < 1e-9) return null;
  return `$${value.toLocaleString('en-US', { maximumFractionDigits: 6 })}`;
}

/** A whole amount in cents (billing) as money. */
export const moneyFromCents = (cents: number) => money(cents / 100);

/** The cost of one unit of a supplier pack: the pack's cost over its units. */
export const unitCostOf = (packCost: Maybe, unitsPerPack: number) =>
  packCost === null || packCost === undefined ? null : packCost / Math.max(1, unitsPerPack);

/**
 * A supplier pack's cost with the unit cost beside it, never instead: "$52.20 (12 × $4.35)";
 * a pack of one is its cost alone.
 */
export function packCostText(packCost: Maybe, unitsPerPack: number): string {
  if (packCost === null || packCost === undefined) return DASH;
  return unitsPerPack > 1
    ? `${money(packCost)} (${unitsPerPack} × ${money(unitCostOf(packCost, unitsPerPack))})`
    : money(packCost);
}

/** The tooltip of a pack cost: what the pack is, and the unrounded figures where two decimals round them. */
export function packCostTitle(packCost: Maybe, unitsPerPack: number): string | undefined {
  if (packCost === null || packCost === undefined) return undefined;
  const unit = unitCostOf(packCost, unitsPerPack);
  const exactPack = exactMoney(packCost);
  const exactUnit = exactMoney(unit);
  return [
    `Pack of ${unitsPerPack} at ${exactPack ?? money(packCost)}`,
    unitsPerPack > 1 ? `${exactUnit ?? money(unit)} a unit` : null,
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
