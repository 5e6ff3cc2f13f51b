// jsdom lacks a few browser APIs Mantine calls; these are the browser's behaviour, not our code.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait up to 5 s (the default 1 s is short for a loaded CI machine); what
// never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
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
