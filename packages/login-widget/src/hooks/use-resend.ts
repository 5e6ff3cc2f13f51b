import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "Code sent" shows after a resend (spec section 9). */
export const RESEND_CONFIRMATION_MS = 2000;

/** The resend control (spec section 4): initial, sending, sent for 2 s, then waiting (resend allowed again). */
export type ResendStatus = 'initial' | 'sending' | 'sent' | 'waiting';

/** Drives a resend control; `send` rejects on failure, which returns the control to its previous state. */
export function useResend(send: () => Promise<boolean>) {
  const [status, setStatus] = useState<ResendStatus>('initial');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const resend = useCallback(async () => {
    setStatus('sending');
    const ok = await send();
    if (!ok) {
      setStatus('waiting');
      return;
    }
    setStatus('sent');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('waiting'), RESEND_CONFIRMATION_MS);
  }, [send]);
  return { status, resend, canResend: status === 'initial' || status === 'waiting' };
}
