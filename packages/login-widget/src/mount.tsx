import { createRoot } from 'react-dom/client';
import type { WidgetCallbacks, WidgetConfig } from './config.js';
import { LoginWidget } from './login-widget.js';
import { reportWidgetError } from './report-error.js';

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
  // The widget's own render errors (caught by a boundary or not) are reported to its server.
  const report = (error: unknown) => reportWidgetError(config.baseUrl, error);
  const root = createRoot(element, { onCaughtError: report, onUncaughtError: report });
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
