import { useEffect, useRef } from 'react';

/** How long the panel waits after the last keystroke before it saves an input. */
export const SAVE_DELAY_MS = 600;

/**
 * Calls `save(value)` once the value has stayed the same for `delay` ms (not on the first
 * render). A newer value cancels the wait for the older one.
 */
export function useDebouncedSave<T>(value: T, save: (value: T) => void, delay = SAVE_DELAY_MS) {
  const first = useRef(true);
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => latest.current(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
}
