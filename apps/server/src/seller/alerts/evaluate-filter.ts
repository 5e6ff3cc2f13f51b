import type { FilterNode } from '../products/filter.js';

/** A field's value in one reading (an analysis): number, boolean, text or missing. */
export type FieldValue = number | boolean | string | null;

/** Reads a field of a reading by the name the filter language gives it. */
export type ReadField = (reading: Reading, field: string) => FieldValue;

/** One stored analysis of a product (a product version's `analysis`). */
export type Reading = Record<string, unknown>;

/**
 * Evaluates a parsed filter over a reading and the reading before it (null: none), in SQL's
 * three-valued logic so that it answers exactly what the compiled filter would select: a
 * comparison with a missing value is unknown (null), `not unknown` is unknown, and only `true`
 * counts as a match. Booleans and text compare `!=` as `is distinct from` (a missing value
 * differs), numbers as `<>` (unknown), as in products/filter.ts.
 */
export function evaluateFilter(node: FilterNode, now: Reading, before: Reading | null, read: ReadField): boolean | null {
  switch (node.kind) {
    case 'and': {
      let result: boolean | null = true;
      for (const item of node.items) {
        const value = evaluateFilter(item, now, before, read);
        if (value === false) return false;
        if (value === null) result = null;
      }
      return result;
    }
    case 'or': {
      let result: boolean | null = false;
      for (const item of node.items) {
        const value = evaluateFilter(item, now, before, read);
        if (value === true) return true;
        if (value === null) result = null;
      }
      return result;
    }
    case 'not': {
      const value = evaluateFilter(node.item, now, before, read);
      return value === null ? null : !value;
    }
    case 'compare':
      return compare(node, operand(node, now, before, read));
  }
}

/** The left side: the field now, before, or its change (null when either side is missing). */
function operand(
  node: Extract<FilterNode, { kind: 'compare' }>,
  now: Reading,
  before: Reading | null,
  read: ReadField,
): FieldValue {
  if (node.fn === null) return read(now, node.field);
  const previous = before ? read(before, node.field) : null;
  if (node.fn === 'previous') return previous;
  const current = read(now, node.field);
  if (typeof current !== 'number' || typeof previous !== 'number') return null;
  if (node.fn === 'change') return current - previous;
  // A change in percent of nothing has no value (as 0 -> 5 is not "infinitely better").
  return previous === 0 ? null : ((current - previous) / Math.abs(previous)) * 100;
}

function compare(node: Extract<FilterNode, { kind: 'compare' }>, left: FieldValue): boolean | null {
  const { op, value, type } = node;
  if (value === null) return op === '=' ? left === null : left !== null;
  if (type === 'number') {
    if (typeof left !== 'number' || typeof value !== 'number') return null;
    switch (op) {
      case '=':
        return left === value;
      case '!=':
        return left !== value;
      case '<':
        return left < value;
      case '<=':
        return left <= value;
      case '>':
        return left > value;
      case '>=':
        return left >= value;
    }
  }
  if (type === 'boolean') {
    const same = left === value;
    if (op === '=') return left === null ? null : same;
    return !same; // is distinct from
  }
  const same = typeof left === 'string' && left.toLowerCase() === String(value).toLowerCase();
  if (op === '=') return left === null ? null : same;
  return !same;
}
