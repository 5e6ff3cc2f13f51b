import { describe, expect, it } from 'vitest';
import { LocalWindows } from './request-limits.js';

describe('LocalWindows (the request limit without Redis)', () => {
  it('counts a key within its window, refuses past the limit, and starts again when the window ends', () => {
    const windows = new LocalWindows();
    const start = 1_000_000;
    expect(windows.count('member:a', 2, 60, start)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
    expect(windows.count('member:a', 2, 60, start + 10_500)).toEqual({ allowed: true, count: 2, retryAfterSeconds: 50 });
    expect(windows.count('member:a', 2, 60, start + 59_000)).toEqual({ allowed: false, count: 3, retryAfterSeconds: 1 });
    // Another key has a window of its own.
    expect(windows.count('member:b', 2, 60, start + 59_000)).toMatchObject({ allowed: true, count: 1 });
    expect(windows.count('member:a', 2, 60, start + 60_000)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it('forgets ended windows once it holds many keys, and keeps the running ones', () => {
    const windows = new LocalWindows();
    for (let i = 0; i < 10_000; i++) windows.count(`old:${i}`, 5, 60, 0);
    windows.count('running', 5, 60, 30_000);
    expect(windows.size).toBe(10_001);
    windows.count('new', 5, 60, 61_000);
    expect(windows.size).toBe(2);
    expect(windows.count('running', 5, 60, 61_000)).toMatchObject({ count: 2 });
  });
});
