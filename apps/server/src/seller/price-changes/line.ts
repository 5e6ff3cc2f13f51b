import type { PriceChangeCounts } from '@shelfscope/contracts';
import { counted } from '../../platform/text/counted.js';

const n = (value: number) => value.toLocaleString('en-US');

/**
 * The finished-upload notification's sentence about what changed since the supplier's previous
 * list (docs/price-changes.md, "The notification line"): "42 cheaper, 7 dearer, 3 new, 2 dropped;
 * 5 now profitable". Costs, items and packs first, then profit after a semicolon; a kind with no
 * item is left out; adjectives do not change with the count ("1 cheaper"), nouns do ("1 new pack
 * size", "2 new pack sizes"). Nothing changed: "nothing changed". The first
 * list of a supplier has no line (null).
 */
export function changeLine(counts: PriceChangeCounts | null): string | null {
  if (!counts) return null;
  const items = [
    counts.cheaper ? `${n(counts.cheaper)} cheaper` : '',
    counts.dearer ? `${n(counts.dearer)} dearer` : '',
    counts.new ? `${n(counts.new)} new` : '',
    counts.dropped ? `${n(counts.dropped)} dropped` : '',
    counts.packChanged ? `${counted(counts.packChanged, 'new pack size')}` : '',
    counts.codeChanged ? `${counted(counts.codeChanged, 'new code')}` : '',
    counts.itemNumberChanged ? `${counted(counts.itemNumberChanged, 'new item number')}` : '',
  ].filter(Boolean);
  const profit = [
    counts.nowProfitable ? `${n(counts.nowProfitable)} now profitable` : '',
    counts.noLongerProfitable ? `${n(counts.noLongerProfitable)} no longer profitable` : '',
  ].filter(Boolean);
  const parts = [items.join(', '), profit.join(', ')].filter(Boolean);
  return parts.length === 0 ? 'nothing changed' : parts.join('; ');
}
