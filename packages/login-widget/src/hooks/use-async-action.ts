import { useCallback, useEffect, useRef, useState } from 'react';
import { type ErrorContext, errorMessage } from '../errors.js';
import { useWidget } from '../widget-context.js';

/**
 * Runs a screen's call: `pending` while it runs, the error text afterwards (also reported to
 * the host through onError). Results after unmount are dropped.
 */
export function useAsyncAction(context: ErrorContext = {}) {
  const s = useWidget();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const contextRef = useRef(context);
  contextRef.current = context;
  const { t, reportError } = s;

  const run = useCallback(
    async (action: () => Promise<void>): Promise<boolean> => {
      setPending(true);
      setError(null);
      try {
        await action();
        return true;
      } catch (cause) {
        const message = errorMessage(cause, t, contextRef.current);
        reportError(message, cause);
        if (mounted.current) setError(message);
        return false;
      } finally {
        if (mounted.current) setPending(false);
      }
    },
    [t, reportError],
  );
  return { run, pending, error, setError };
}
