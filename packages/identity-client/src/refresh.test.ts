import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, UNRECOVERABLE_ERROR_TYPES } from './errors.js';
import {
  MAX_RETRY_EXPONENT,
  REFRESH_INTERVAL_MS,
  RETRY_BASE_MS,
  RETRY_JITTER_MS,
  retryDelay,
  SessionRefresher,
} from './refresh.js';

const apiError = (error_type: string) =>
  new ApiError({ status_code: 401, error_type, error_message: 'x', error_url: 'https://docs.example' });

describe('retryDelay', () => {
  it('is 2000 × 2^attempt with no jitter at the midpoint, capped at attempt 7', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((n) => retryDelay(n, mid))).toEqual([
      4000, 8000, 16000, 32000, 64000, 128000, 256000, 256000, 256000, 256000,
    ]);
    expect(retryDelay(0, mid)).toBe(RETRY_BASE_MS);
    expect(MAX_RETRY_EXPONENT).toBe(7);
  });

  it('adds jitter of at most ±175 ms', () => {
    expect(RETRY_JITTER_MS).toBe(175);
    expect(retryDelay(1, () => 0)).toBe(4000 - 175);
    expect(retryDelay(1, () => 0.999999)).toBe(4000 + 175);
    for (let i = 0; i < 200; i++) {
      const d = retryDelay(3);
      expect(d).toBeGreaterThanOrEqual(16000 - 175);
      expect(d).toBeLessThanOrEqual(16000 + 175);
    }
  });
});

describe('SessionRefresher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(outcomes: (Error | 'ok')[]) {
    const refresh = vi.fn(async () => {
      const next = outcomes.shift() ?? 'ok';
      if (next !== 'ok') throw next;
      return {};
    });
    const onUnrecoverable = vi.fn();
    const refresher = new SessionRefresher({ refresh, onUnrecoverable, random: () => 0.5 });
    return { refresh, onUnrecoverable, refresher };
  }

  it('refreshes every 180000 ms while scheduled', async () => {
    const { refresh, refresher } = setup([]);
    expect(REFRESH_INTERVAL_MS).toBe(180_000);
    refresher.schedule();
    await vi.advanceTimersByTimeAsync(179_999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    refresher.cancel();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(refresher.isScheduled()).toBe(false);
  });

  it('retries failures after exactly 2000 × 2^attempt ms, then resumes the normal interval', async () => {
    const { refresh, refresher } = setup([new Error('offline'), new Error('offline'), new Error('offline')]);
    refresher.schedule();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    for (const [delay, calls] of [
      [4000, 2],
      [8000, 3],
      [16000, 4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(refresh).toHaveBeenCalledTimes(calls - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(refresh).toHaveBeenCalledTimes(calls);
    }
    await vi.advanceTimersByTimeAsync(179_999);
    expect(refresh).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(5);
  });

  it('keeps the delay at the cap after attempt 7', async () => {
    const failures = Array.from({ length: 9 }, () => new Error('offline'));
    const { refresh, refresher } = setup(failures);
    refresher.schedule();
    await vi.advanceTimersByTimeAsync(180_000);
    // Attempts 1..7 wait 4 s … 256 s; attempt 8 waits 256 s again.
    await vi.advanceTimersByTimeAsync([1, 2, 3, 4, 5, 6, 7].reduce((sum, n) => sum + 2000 * 2 ** n, 0));
    expect(refresh).toHaveBeenCalledTimes(8);
    await vi.advanceTimersByTimeAsync(255_999);
    expect(refresh).toHaveBeenCalledTimes(8);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(9);
  });

  it.each(UNRECOVERABLE_ERROR_TYPES)('stops and reports %s without retrying', async (type) => {
    const error = apiError(type);
    const { refresh, onUnrecoverable, refresher } = setup([error]);
    refresher.schedule();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(onUnrecoverable).toHaveBeenCalledWith(error);
    await vi.advanceTimersByTimeAsync(1_000_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('treats other API errors as transient', async () => {
    const { refresh, onUnrecoverable, refresher } = setup([apiError('too_many_requests')]);
    refresher.schedule();
    await vi.advanceTimersByTimeAsync(184_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(onUnrecoverable).not.toHaveBeenCalled();
  });

  it('abandons a retry loop when cancelled', async () => {
    const { refresh, refresher } = setup([new Error('offline')]);
    refresher.schedule();
    await vi.advanceTimersByTimeAsync(180_000);
    refresher.cancel();
    await vi.advanceTimersByTimeAsync(1_000_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
