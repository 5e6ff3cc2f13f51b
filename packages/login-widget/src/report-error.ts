import type { ClientErrorReport } from '@shelfscope/contracts';

/**
 * Sends a render error of the mounted widget to {baseUrl}/api/client-errors. Kept tiny (the
 * standalone bundle's budget): no retries, no release. A text/plain body in no-cors mode is a
 * simple request, so a host page on another origin needs no CORS preflight (the server reads it
 * as JSON). Only the widget's own render errors come here, never the host page's.
 */
export function reportWidgetError(baseUrl: string, error: unknown): void {
  const thrown = error as Partial<Error> | undefined;
  const report: ClientErrorReport = {
    source: 'widget',
    kind: 'render',
    message: String(thrown?.message || error).slice(0, 999),
    stack: String(thrown?.stack || '').slice(0, 7999),
    url: location.origin + location.pathname,
  };
  fetch(`${baseUrl}/api/client-errors`, { method: 'POST', mode: 'no-cors', keepalive: true, body: JSON.stringify(report) }).catch(
    () => undefined,
  );
}
