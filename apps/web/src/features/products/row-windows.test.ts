import { describe, expect, it } from 'vitest';
import { AHEAD_ROWS, KEEP_WINDOWS, WINDOW_ROWS, windowsFor, windowsToEvict } from './row-windows';

describe("the products grid's windows of rows", () => {
  it('are 100 rows, fetched 100 rows ahead, and 4 kept on either side (the figures below assume it)', () => {
    expect([WINDOW_ROWS, AHEAD_ROWS, KEEP_WINDOWS]).toEqual([100, 100, 4]);
  });

  it('asks for the first window only until the total is known', () => {
    expect(windowsFor({ first: 0, last: 17 }, null)).toEqual([0]);
    expect(windowsFor({ first: 50_000, last: 50_017 }, null)).toEqual([0]);
  });

  it('asks for the windows of the rows drawn and of the rows ahead of them on either side', () => {
    // The top of the list: rows 0 to 17 drawn, rows to 117 ahead.
    expect(windowsFor({ first: 0, last: 17 }, 100_000)).toEqual([0, 1]);
    // Mid-list, across a window's edge: 49,890 to 49,910 and 100 rows either side.
    expect(windowsFor({ first: 49_990, last: 50_010 }, 100_000)).toEqual([498, 499, 500, 501]);
    expect(windowsFor({ first: 50_120, last: 50_140 }, 100_000)).toEqual([500, 501, 502]);
    // The bottom: nothing past the last row (99,999 is in window 999).
    expect(windowsFor({ first: 99_980, last: 99_999 }, 100_000)).toEqual([998, 999]);
    // A short list: its one window.
    expect(windowsFor({ first: 0, last: 4 }, 5)).toEqual([0]);
    expect(windowsFor({ first: 0, last: 0 }, 0)).toEqual([0]);
  });

  it('does not ask past the end when the rows drawn are beyond a total that shrank', () => {
    // 100,000 rows, scrolled to the end, and a delete leaves 40,000: the windows of the new end.
    expect(windowsFor({ first: 99_980, last: 99_999 }, 40_000)).toEqual([398, 399]);
  });

  it('lets go of the windows more than four windows from the rows drawn', () => {
    const cached = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    // Rows 800 to 820 drawn (window 8): windows 4 to 12 stay, 0 to 3 go.
    expect(windowsToEvict(cached, { first: 800, last: 820 })).toEqual([0, 1, 2, 3]);
    // Rows across windows 5 and 6: 1 to 10 stay.
    expect(windowsToEvict(cached, { first: 590, last: 610 })).toEqual([0, 11, 12]);
    // A jump to the middle of 100,000 rows: every window cached near the top goes.
    expect(windowsToEvict(cached, { first: 50_000, last: 50_020 })).toEqual(cached);
    // The windows wanted are always kept (they lie within one window of the rows drawn).
    for (const first of [0, 99, 100, 5_050, 99_980]) {
      const range = { first, last: Math.min(99_999, first + 20) };
      expect(windowsToEvict(windowsFor(range, 100_000), range)).toEqual([]);
    }
  });
});
