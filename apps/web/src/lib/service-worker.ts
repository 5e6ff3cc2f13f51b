/**
 * Registers the installable app's service worker (/sw.js, written by pwa/service-worker-plugin.ts)
 * once the page has loaded, so it never competes with the first screen's requests. Production
 * builds only: in development Vite serves modules the worker must not keep. A browser that refuses
 * it (private windows, no https) still runs the app, only not offline: nothing to report.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
