import type { StrengthCheckResponse } from '@shelfscope/identity-client';
import { useEffect, useRef, useState } from 'react';
import { useWidget } from '../widget-context.js';

/** Wait after the last keystroke before asking the server (spec section 9: debounce 500 ms). */
export const STRENGTH_DEBOUNCE_MS = 500;

/**
 * The server's strength_check for the password being typed, debounced. `result` belongs to
 * `checkedPassword`; an answer for an older value is dropped, so Continue never enables for a
 * password that was not checked.
 */
export function useStrengthCheck(password: string, email?: string) {
  const { client } = useWidget();
  const [state, setState] = useState<{ password: string; result: StrengthCheckResponse } | null>(null);
  const latest = useRef(password);
  latest.current = password;
  useEffect(() => {
    if (!password) return;
    const handle = setTimeout(() => {
      client.passwords
        .strengthCheck({ password, email_address: email || undefined })
        .then((result) => {
          if (latest.current === password) setState({ password, result });
        })
        .catch(() => {
          // No feedback this time; the next keystroke asks again and the reset call validates anyway.
        });
    }, STRENGTH_DEBOUNCE_MS);
    return () => clearTimeout(handle);
  }, [client, password, email]);
  const current = state && state.password === password ? state.result : null;
  return { result: current, isValid: current?.valid_password === true };
}
