// jsdom lacks a few browser APIs Mantine calls; these are the browser's behaviour, not our code.
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait up to 5 s (the default 1 s is short for a loaded CI machine); what
// never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Mantine keeps its toasts in a module-level store: one left showing would appear in the next
  // test's screen (and, as the web project shares modules between files, the next file's).
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  // A session cookie left behind would be a signed-in browser for the next test (the identity
  // client refreshes such a session as it starts).
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    // biome-ignore lint/suspicious/noDocumentCookie: tests clear the cookies the client set
    document.cookie = `${pair.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStandIn {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStandIn;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

// Mantine's autosizing Textarea listens for web fonts loading (document.fonts, a FontFaceSet).
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
}
