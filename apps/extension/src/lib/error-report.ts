import { CLIENT_ERROR_LIMITS, type ClientErrorKind, type ClientErrorReport } from '@shelfscope/contracts';
import type { Send } from './bridge';

/** An error of the extension as a report for /api/client-errors (docs/extension.md, "Browser errors"). */
export function clientErrorOf(kind: ClientErrorKind, error: unknown, page: string, release: string): ClientErrorReport {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    source: 'extension',
    kind,
    message: (message.trim() || 'Unknown error').slice(0, CLIENT_ERROR_LIMITS.message),
    ...(error instanceof Error && error.stack ? { stack: error.stack.slice(0, CLIENT_ERROR_LIMITS.stack) } : {}),
    url: page.slice(0, CLIENT_ERROR_LIMITS.url),
    release: release.slice(0, CLIENT_ERROR_LIMITS.release),
  };
}

/** Posts a report to the server's /api/client-errors with `fetch` (the service worker's). */
export const clientErrorPoster =
  (fetch: typeof globalThis.fetch) =>
  (serverUrl: string, report: ClientErrorReport): Promise<Response> =>
    fetch(`${serverUrl}/api/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify(report),
    });

/** Reports one page may send (a loop must not flood the worker or the server). */
const MAX_REPORTS = 10;

/**
 * The popup's and the options page's window errors and unhandled rejections, handed to the
 * service worker (which knows the server). `page` names the page (no query: it may hold codes).
 */
export function installPageErrorReporting(send: Send, page: string, release: string): void {
  let left = MAX_REPORTS;
  const report = (kind: ClientErrorKind, error: unknown) => {
    if (left-- <= 0) return;
    send({ type: 'error.report', report: clientErrorOf(kind, error, page, release) }).catch(() => undefined);
  };
  window.addEventListener('error', (event) => report('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => report('unhandledrejection', event.reason));
}
