import type { Toaster } from '@shelfscope/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';

/** Spec section 9: toasts last 4 seconds and can be closed. */
export const TOAST_MS = 4000;

export type Toast = { id: number; kind: 'success' | 'info' | 'error'; title: string; message: string; link?: string };

/** The panel's toasts (inside its shadow root); `linkOf` turns the 403 toast's app path into a URL. */
export function useToasts(linkOf: (path: string) => string) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const close = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const push = useCallback(
    (toast: Omit<Toast, 'id'>) => {
      const id = next.current++;
      setToasts((all) => [...all.slice(-2), { ...toast, id }]);
      setTimeout(() => close(id), TOAST_MS);
    },
    [close],
  );
  const toaster: Toaster = useMemo(
    () => ({
      success: (message) => push({ kind: 'success', title: 'Success', message }),
      info: (title, message, link) => push({ kind: 'info', title, message, ...(link ? { link: linkOf(link.to) } : {}) }),
      error: (title, message) => push({ kind: 'error', title, message }),
    }),
    [push, linkOf],
  );
  return { toasts, close, toaster };
}

export function Toasts({ toasts, close }: { toasts: Toast[]; close: (id: number) => void }) {
  if (toasts.length === 0) return null;
  return (
    <div className="ss-toasts" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`ss-toast ss-toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <strong>{t.title}</strong>
          <span>{t.message}</span>
          {t.link ? (
            <a href={t.link} target="_blank" rel="noreferrer">
              Open Plan &amp; billing
            </a>
          ) : null}
          <button type="button" className="ss-icon" aria-label="Close" onClick={() => close(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
