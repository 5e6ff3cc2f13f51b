import { useEffect, useState } from 'react';

/**
 * False until `drawn` (the screen's content is on the page), then true once the browser is idle
 * after drawing it (at most `timeoutMs` later). For a part of a screen whose code is large and not needed to use the screen, such as
 * the dashboard's chart (uPlot, 22.6 kB gzip): its chunk is asked for after the first screen is
 * drawn and usable, not before, so the first screen loads less (issue 36's first-visit budget).
 */
export function useAfterFirstScreen(drawn: boolean, timeoutMs = 500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!drawn) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(id);
  }, [drawn, timeoutMs]);
  return ready;
}
