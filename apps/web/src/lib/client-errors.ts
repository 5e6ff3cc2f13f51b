import { CLIENT_ERROR_LIMITS, type ClientErrorKind, type ClientErrorReport } from '@shelfscope/contracts';
import { SESSION_COOKIES_HEADER } from '@shelfscope/identity-client';
import { RELEASE } from './release';

/** Reports one page may send: a render loop must not send thousands (the server limits too). */
const MAX_REPORTS = 10;
let sent = 0;
const seen = new Set<string>();

/**
 * Sends a browser error to POST /api/client-errors (docs/operations.md, "Browser errors"): its
 * message and stack, the page without its query (search terms, tokens), the release. The header
 * asks the server to read the session cookie, so a signed-in member's company is recorded (it
 * is ignored when there is none). Fire and forget: reporting never throws or retries.
 */
export function reportClientError(kind: ClientErrorKind, error: unknown): void {
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(
    0,
    CLIENT_ERROR_LIMITS.message,
  );
  if (sent >= MAX_REPORTS || seen.has(message) || message.trim() === '') return;
  sent++;
  seen.add(message);
  const report: ClientErrorReport = {
    source: 'web',
    kind,
    message,
    ...(error instanceof Error && error.stack ? { stack: error.stack.slice(0, CLIENT_ERROR_LIMITS.stack) } : {}),
    url: `${window.location.origin}${window.location.pathname}`.slice(0, CLIENT_ERROR_LIMITS.url),
    release: RELEASE.slice(0, CLIENT_ERROR_LIMITS.release),
    userAgent: navigator.userAgent.slice(0, CLIENT_ERROR_LIMITS.userAgent),
  };
  fetch('/api/client-errors', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [SESSION_COOKIES_HEADER]: 'httponly' },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}

/** Window errors and unhandled rejections, reported. Render errors come from the React root's callbacks (main.tsx). */
export function installErrorReporting(): void {
  window.addEventListener('error', (event) => reportClientError('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportClientError('unhandledrejection', event.reason));
}
