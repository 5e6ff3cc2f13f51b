import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, ToastStore } from './toast-store.js';

let store: ToastStore;
beforeEach(() => {
  vi.useFakeTimers();
  store = new ToastStore();
});
afterEach(() => {
  store.dispose();
  vi.useRealTimers();
});

const visible = () =>
  store
    .getSnapshot()
    .filter((t) => t.visible)
    .map((t) => t.message);

describe('toasts', () => {
  it('hides blank and error toasts after 4 s and success after 2 s, removing them 1 s later', () => {
    store.show('saved', 'success');
    store.show('plain');
    store.show('failed', 'error');
    vi.advanceTimersByTime(1999);
    expect(visible()).toEqual(['failed', 'plain', 'saved']);
    vi.advanceTimersByTime(1);
    expect(visible()).toEqual(['failed', 'plain']);
    expect(store.getSnapshot()).toHaveLength(3);
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(visible()).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps loading toasts until dismissed', () => {
    const id = store.show('working', 'loading');
    vi.advanceTimersByTime(60_000);
    expect(visible()).toEqual(['working']);
    store.dismiss(id);
    expect(visible()).toEqual([]);
  });

  it('keeps at most 20, dropping the oldest', () => {
    for (let i = 0; i < 25; i += 1) store.show(`t${i}`);
    expect(store.getSnapshot()).toHaveLength(TOAST_LIMIT);
    expect(store.getSnapshot()[0]?.message).toBe('t24');
    expect(store.getSnapshot().at(-1)?.message).toBe('t5');
  });

  it('notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show('x');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.show('y');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
