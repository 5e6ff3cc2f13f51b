// What changed between two price lists of one supplier: a pure function over the lists' rows, so
// the upload, the benchmark and (later) the alert rules share one definition (docs/price-changes.md).

import type { PriceChangeCounts, PriceChangeKind } from '@shelfscope/contracts';
import { PriceChangeKind as Kinds } from '@shelfscope/contracts';

/** A row of a list as the comparison reads it (an `upload_rows` row that was read with a cost). */
export type ListRow = {
  row: number;
  /** The repaired code (ASIN, UPC, EAN, ISBN); null when the row had none. */
  identifier: string | null;
  itemNumber: string | null;
  /** The ASIN the row was matched to, if any. */
  asin: string | null;
  productId: string | null;
  /** The supplier's pack: the cost of one pack and its units (uploads' `packOf`). */
  packCost: number | null;
  packSize: number;
};

/** One item of the two lists that changed: its rows before and after and what changed. */
export type ListChange = { kinds: PriceChangeKind[]; previous: ListRow | null; current: ListRow | null };

/**
 * The keys rows are matched by, in order; each pass pairs only the rows earlier passes left. A
 * blank key never matches. Codes before item numbers: a UPC is the world's, an item number the
 * supplier's, and suppliers renumber.
 */
export const MATCH_KEYS = ['item number and code', 'code', 'item number', 'ASIN'] as const;

const itemKey = (value: string | null) => (value ?? '').trim().toUpperCase();
const KEYS: ((row: ListRow) => string)[] = [
  (row) =>
    itemKey(row.itemNumber) && itemKey(row.identifier) ? `${itemKey(row.itemNumber)}\u0000${itemKey(row.identifier)}` : '',
  (row) => itemKey(row.identifier),
  (row) => itemKey(row.itemNumber),
  (row) => itemKey(row.asin),
];

/** The cost of one unit: pack cost / pack size, 4 decimals (as the upload report's unitCost). */
export const unitCostOf = (row: Pick<ListRow, 'packCost' | 'packSize'>): number | null =>
  row.packCost === null ? null : round(row.packCost / Math.max(1, row.packSize), 4);

export const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

/** after - before (4 decimals), and as a percent of before (2 decimals; null when before is 0). */
export function changeOf(before: number | null, after: number | null): { change: number | null; percent: number | null } {
  if (before === null || after === null) return { change: null, percent: null };
  return { change: round(after - before, 4), percent: before === 0 ? null : round(((after - before) / before) * 100, 2) };
}

/** What changed for a pair of rows, the same item in both lists (profit kinds come later, from the product). */
export function pairKinds(previous: ListRow, current: ListRow): PriceChangeKind[] {
  const kinds: PriceChangeKind[] = [];
  const before = unitCostOf(previous);
  const after = unitCostOf(current);
  if (before !== null && after !== null && after < before) kinds.push('cheaper');
  if (before !== null && after !== null && after > before) kinds.push('dearer');
  if (previous.packSize !== current.packSize) kinds.push('packChanged');
  const [codeBefore, codeAfter] = [itemKey(previous.identifier), itemKey(current.identifier)];
  if (codeBefore && codeAfter && codeBefore !== codeAfter) kinds.push('codeChanged');
  const [numberBefore, numberAfter] = [itemKey(previous.itemNumber), itemKey(current.itemNumber)];
  if (numberBefore && numberAfter && numberBefore !== numberAfter) kinds.push('itemNumberChanged');
  return kinds;
}

/**
 * Pairs the rows of two lists (order in the files does not matter) and says what changed. Rows
 * are matched by MATCH_KEYS in turn; rows sharing a key on one side (duplicate codes) are paired
 * in file order, the first with the first. Rows left in `current` are new, in `previous` dropped.
 * One pass over each list per key: linear in the rows.
 */
export function compareLists(previous: ListRow[], current: ListRow[]): { changes: ListChange[]; unchanged: number } {
  const byRow = (a: ListRow, b: ListRow) => a.row - b.row;
  let left = [...previous].sort(byRow);
  let right = [...current].sort(byRow);
  const pairs: [ListRow, ListRow][] = [];
  for (const key of KEYS) {
    const waiting = new Map<string, ListRow[]>();
    for (const row of left) {
      const k = key(row);
      if (!k) continue;
      const queue = waiting.get(k);
      if (queue) queue.push(row);
      else waiting.set(k, [row]);
    }
    const paired = new Set<ListRow>();
    const unpaired: ListRow[] = [];
    for (const row of right) {
      const k = key(row);
      const match = k ? waiting.get(k)?.shift() : undefined;
      if (match) {
        pairs.push([match, row]);
        paired.add(match);
      } else unpaired.push(row);
    }
    left = left.filter((row) => !paired.has(row));
    right = unpaired;
  }
  const changes: ListChange[] = [];
  let unchanged = 0;
  for (const [before, after] of pairs) {
    const kinds = pairKinds(before, after);
    if (kinds.length === 0) unchanged++;
    else changes.push({ kinds, previous: before, current: after });
  }
  for (const row of right) changes.push({ kinds: ['new'], previous: null, current: row });
  for (const row of left) changes.push({ kinds: ['dropped'], previous: row, current: null });
  changes.sort((a, b) => orderOf(a) - orderOf(b));
  return { changes, unchanged };
}

/** Changes in this list's file order, the dropped ones after, in the previous file's order. */
const orderOf = (change: ListChange) => (change.current ? change.current.row : 10_000_000 + (change.previous?.row ?? 0));

/**
 * Whether a product is profitable at a cost: its profit (packages/profit, via the product's own
 * analysis) above zero. The profit kinds of a pair whose cost or pack changed.
 */
export function profitKinds(previousProfit: number | null, profit: number | null): PriceChangeKind[] {
  if (previousProfit === null || profit === null) return [];
  if (previousProfit <= 0 && profit > 0) return ['nowProfitable'];
  if (previousProfit > 0 && profit <= 0) return ['noLongerProfitable'];
  return [];
}

/** Every kind at 0. */
export const noCounts = (): PriceChangeCounts => Object.fromEntries(Kinds.options.map((kind) => [kind, 0])) as PriceChangeCounts;

/** How many changes carry each kind. */
export function countKinds(changes: { kinds: readonly PriceChangeKind[] }[]): PriceChangeCounts {
  const counts = noCounts();
  for (const change of changes) for (const kind of change.kinds) counts[kind]++;
  return counts;
}

/** A product's change since its supplier's previous list, for rules that ask "what changed" (alerts). */
export function kindsOfProduct(changes: readonly ListChange[], productId: string): PriceChangeKind[] {
  const found = changes.find((change) => (change.current ?? change.previous)?.productId === productId);
  return found ? [...found.kinds] : [];
}
