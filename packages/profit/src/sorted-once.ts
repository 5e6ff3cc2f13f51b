const sorted = new WeakMap<readonly unknown[], readonly unknown[]>();

/**
 * `list` sorted by `compare` (a stable sort), made once per list: the dated tables (fee tables,
 * fuel surcharges) are constants looked up at every price an analysis's break-even search tries.
 * Keyed by the list itself, so the same list must always be sorted the same way.
 */
export function sortedOnce<T>(list: readonly T[], compare: (a: T, b: T) => number): readonly T[] {
  let known = sorted.get(list) as readonly T[] | undefined;
  if (!known) {
    known = [...list].sort(compare);
    sorted.set(list, known);
  }
  return known;
}
