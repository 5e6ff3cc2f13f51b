import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstScreen } from './use-after-first-screen';

describe('useAfterFirstScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the screen to be drawn, then for the browser to be idle', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ drawn }) => useAfterFirstScreen(drawn), { initialProps: { drawn: false } });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current, 'nothing drawn yet: not even after a second').toBe(false);
    rerender({ drawn: true });
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(result.current).toBe(true);
  });
});
