/**
 * React keys for a virtual list's rendered rows that let a row's fiber and DOM be used again for
 * the row that comes into view, instead of unmounting one row and mounting another on every
 * scroll frame (each mount is some twenty elements and their fibers: garbage that lived long
 * enough to be promoted, which the collector then had to compact while the grid scrolled).
 *
 * - A row still rendered keeps its key, so nothing about it changes.
 * - A row that comes in after the last row kept (scrolling down) takes the key of a row that
 *   left: React moves that one element to the end and updates its cells in place.
 * - A row that comes in before the first row kept (scrolling up) gets a new key. Taking a freed
 *   key there would make React move every other row (its keyed reorder keeps the longest prefix
 *   in place), which costs more than it saves.
 * - When no row is kept (a jump, a new page), the rows take the freed keys in order: no moves.
 *
 * The keys are unique within each call. Whatever the keys, the rows' props say what they show;
 * components with state of their own in a cell are keyed by their product (see columns.tsx), so
 * no state follows a key from one product to another.
 */
export class RowSlots {
  /** The keys of the last call's rows, in their order (a Map keeps its insertion order). */
  private keys = new Map<string, number>();
  private fresh = 0;

  /** The keys of the rows `ids` (in the order they are rendered), one for each. */
  assign(ids: readonly string[]): number[] {
    const rendered = new Set(ids);
    const freed = [...this.keys].filter(([id]) => !rendered.has(id)).map(([, key]) => key);
    // Every row after the last kept one is appended (all of them, when none is kept).
    const lastKept = ids.findLastIndex((id) => this.keys.has(id));
    let reuse = 0;
    const keys = ids.map((id, i) => {
      const kept = this.keys.get(id);
      if (kept !== undefined) return kept;
      if (i > lastKept && reuse < freed.length) return freed[reuse++] as number;
      // Past every key ever given, so never one in use.
      this.fresh += 1;
      return this.fresh - 1;
    });
    this.keys = new Map(ids.map((id, i) => [id, keys[i] as number]));
    return keys;
  }
}
