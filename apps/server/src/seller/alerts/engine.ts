import type { FilterNode } from '../products/filter.js';
import { evaluateFilter, type ReadField, type Reading } from './evaluate-filter.js';

/**
 * The one definition of when a rule fires, shared by live evaluation and the preview.
 *
 * For a product's readings r0, r1, … (its stored versions, oldest first), the condition's value
 * at i is v(i) = evaluate(condition, r(i), r(i-1)) (r(-1): none, so change functions are
 * unknown at r0). The rule FIRES at reading i >= 1 when v(i) is true and v(i-1) is not: once per
 * crossing; while the condition stays true nothing more fires, and once it clears a new crossing
 * fires again. A crossing while the rule is snoozed (or the product muted) is used up silently:
 * it does not fire later, when the snooze ends, unless the condition clears and crosses again.
 */
export function holds(condition: FilterNode, now: Reading, before: Reading | null, read: ReadField): boolean {
  return evaluateFilter(condition, now, before, read) === true;
}

/** Whether the newest of `readings` (oldest first; the last three are enough) is a crossing. */
export function crossesAtLast(condition: FilterNode, readings: readonly Reading[], read: ReadField): boolean {
  const n = readings.length - 1;
  if (n < 1) return false;
  const now = readings[n] as Reading;
  const previous = readings[n - 1] as Reading;
  return holds(condition, now, previous, read) && !holds(condition, previous, readings[n - 2] ?? null, read);
}

/** The indices of `readings` (oldest first) at which the rule fires. */
export function crossings(condition: FilterNode, readings: readonly Reading[], read: ReadField): number[] {
  const fired: number[] = [];
  let was = false;
  readings.forEach((reading, i) => {
    const now = holds(condition, reading, readings[i - 1] ?? null, read);
    if (i >= 1 && now && !was) fired.push(i);
    was = now;
  });
  return fired;
}

/** A firing kept or dropped: quiet while snoozed until `snoozedUntil`. */
export function isQuiet(at: Date, snoozedUntil: Date | null): boolean {
  return snoozedUntil !== null && at < snoozedUntil;
}
