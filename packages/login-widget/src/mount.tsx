import { createRoot } from 'react-dom/client';
import type { WidgetCallbacks, WidgetConfig } from './config.js';
import { LoginWidget } from './login-widget.js';

/** What mount returns: removes the widget from the page. */
export interface MountHandle {
  unmount(): void;
}

/**
 * Renders the widget into the element matching `selector` (for pages without React). Throws
 * when no element matches, naming the selector.
 */
export function mount(selector: string, config: WidgetConfig, callbacks: WidgetCallbacks = {}): MountHandle {
  const element = typeof selector === 'string' ? document.querySelector(selector) : null;
  if (!element) {
    throw new Error(
      `ShelfScope login widget: no element matches the selector "${String(selector)}". Add it to the page before calling mount().`,
    );
  }
  const root = createRoot(element);
  root.render(<LoginWidget config={config} callbacks={callbacks} />);
  let isMounted = true;
  return {
    unmount() {
      if (!isMounted) return;
      isMounted = false;
      root.unmount();
    },
  };
}
