import { describe, expect, it } from 'vitest';
import { RowSlots } from './row-slots';

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `r${from + i}`);

describe('RowSlots', () => {
  it('gives the rows that scroll in at the bottom the keys of those that left at the top', () => {
    const slots = new RowSlots();
    expect(slots.assign(ids(1, 5))).toEqual([0, 1, 2, 3, 4]);
    // r1 and r2 left, r6 and r7 came: the kept rows keep theirs, the new ones take 0 and 1.
    expect(slots.assign(ids(3, 7))).toEqual([2, 3, 4, 0, 1]);
  });

  it('gives the rows that scroll in at the top new keys, so the others need not move', () => {
    const slots = new RowSlots();
    slots.assign(ids(3, 7));
    expect(slots.assign(ids(2, 6))).toEqual([5, 0, 1, 2, 3]);
  });

  it('hands the keys over in order when no row is kept (a jump, a new page)', () => {
    const slots = new RowSlots();
    slots.assign(ids(1, 4));
    expect(slots.assign(ids(100, 105))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(slots.assign(ids(1, 3))).toEqual([0, 1, 2]);
  });

  it('gives a row that appears between kept rows a new key', () => {
    const slots = new RowSlots();
    slots.assign(['a', 'b', 'c']);
    expect(slots.assign(['a', 'x', 'c'])).toEqual([0, 3, 2]);
  });

  it('keeps every key unique, and every kept row its key, over a long random walk', () => {
    const slots = new RowSlots();
    let previous = new Map<string, number>();
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let start = 0;
    for (let step = 0; step < 2000; step += 1) {
      start = Math.max(0, start + Math.floor(random() * 9) - 4 + (random() < 0.02 ? 300 : 0));
      const rows = ids(start, start + 20 + Math.floor(random() * 4));
      // Now and then the focused row stays, far from the others.
      if (random() < 0.3 && start > 50) rows.unshift('r10');
      const keys = slots.assign(rows);
      expect(new Set(keys).size).toBe(rows.length);
      rows.forEach((id, i) => {
        const before = previous.get(id);
        if (before !== undefined) expect(keys[i]).toBe(before);
      });
      previous = new Map(rows.map((id, i) => [id, keys[i] as number]));
    }
  });
});
