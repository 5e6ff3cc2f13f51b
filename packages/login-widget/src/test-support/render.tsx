import { cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { WidgetConfig, WidgetError, WidgetEvent } from '../config.js';
import { LoginWidget } from '../login-widget.js';
import { BASE_URL, PUBLIC_TOKEN } from './fake-server.js';

// The screens loaded on demand (screens/on-demand.ts) are transformed and loaded once, before
// any test, so the first test to reach one does not pay the transform inside its own timeout.
// The widget still loads them with import() as in a browser.
await import('../screens/on-demand.js');
await import('../federated/index.js');
await import('../idp/index.js');

/** Renders the widget against the fake server; returns what the host callbacks received. */
export function renderWidget(config: Partial<WidgetConfig> = {}) {
  const events: WidgetEvent[] = [];
  const errors: WidgetError[] = [];
  const full: WidgetConfig = {
    publicToken: PUBLIC_TOKEN,
    baseUrl: BASE_URL,
    products: ['emailOtp'],
    ...config,
  };
  const view = render(
    <LoginWidget config={full} callbacks={{ onEvent: (e) => events.push(e), onError: (e) => errors.push(e) }} />,
  );
  return { ...view, events, errors, eventTypes: () => events.map((e) => e.type) };
}

/** Resets the page between widget tests: DOM, address, cookies and storage. */
export function resetPage(): void {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    // From the test's own page, where a cookie written without a path (path: its directory) is
    // visible: a session cookie left behind would be a signed-in browser for the next test.
    const here = window.location.pathname;
    const paths = new Set(['/', here, here.replace(/\/[^/]*$/, '') || '/']);
    for (const pair of document.cookie ? document.cookie.split('; ') : []) {
      for (const path of paths) {
        // biome-ignore lint/suspicious/noDocumentCookie: tests clear the cookies the client set
        document.cookie = `${pair.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
      }
    }
    window.history.replaceState({}, '', '/');
    localStorage.clear();
  });
}
