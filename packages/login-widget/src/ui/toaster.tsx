import { useSyncExternalStore } from 'react';
import { useWidget } from '../widget-context.js';
import { CheckIcon, CrossIcon } from './icons.js';

/** The widget's toasts, top center, announced politely. */
export function Toaster() {
  const { toasts, t } = useWidget();
  const list = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, toasts.getSnapshot);
  return (
    <section className="ssl-toasts" aria-label={t('notifications')} aria-live="polite">
      {list.map((toast) => (
        <div key={toast.id} className="ssl-toast" data-type={toast.type} data-visible={toast.visible} role="status">
          {toast.type === 'success' ? <CheckIcon size={16} /> : toast.type === 'error' ? <CrossIcon size={16} /> : null}
          <span>{toast.message}</span>
          <button type="button" className="ssl-toast-close" aria-label={t('dismiss')} onClick={() => toasts.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
