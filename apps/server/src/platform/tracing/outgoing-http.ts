import diagnostics from 'node:diagnostics_channel';
import { type Span, SpanKind, SpanStatusCode } from '@opentelemetry/api';

/** What undici publishes about a request (global fetch and the undici package alike). */
type UndiciRequest = { method?: string; origin?: string | URL };
type Create = { request: UndiciRequest };
type Headers = { request: UndiciRequest; response: { statusCode: number } };
type Failed = { request: UndiciRequest; error: unknown };

/**
 * A client span for every outgoing HTTP call made through undici (fetch: Keepa, Stripe, SP-API,
 * webhooks, IdPs, Twilio), started by `start` (null outside a traced request or job). It names
 * the method, host and port and the response status, never the path or the query: a webhook's
 * path or an API's query string (Keepa's `key=`) can carry a secret. The span ends when the
 * response headers arrive. Returns the unsubscribe function.
 */
export function traceOutgoingHttp(
  start: (name: string, kind: SpanKind, attributes: Record<string, string | number>) => Span | null,
) {
  const spans = new WeakMap<UndiciRequest, Span>();
  const onCreate = (message: unknown) => {
    const { request } = message as Create;
    let origin: URL;
    try {
      origin = new URL(String(request.origin));
    } catch {
      return;
    }
    const method = request.method ?? 'GET';
    const port = Number(origin.port) || (origin.protocol === 'https:' ? 443 : 80);
    const span = start(`${method} ${origin.hostname}`, SpanKind.CLIENT, {
      'http.request.method': method,
      'server.address': origin.hostname,
      'server.port': port,
      'url.scheme': origin.protocol.replace(':', ''),
    });
    if (span) spans.set(request, span);
  };
  const onHeaders = (message: unknown) => {
    const { request, response } = message as Headers;
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    span.setAttribute('http.response.status_code', response.statusCode);
    if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  const onError = (message: unknown) => {
    const { request, error } = message as Failed;
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  diagnostics.subscribe('undici:request:create', onCreate);
  diagnostics.subscribe('undici:request:headers', onHeaders);
  diagnostics.subscribe('undici:request:error', onError);
  return () => {
    diagnostics.unsubscribe('undici:request:create', onCreate);
    diagnostics.unsubscribe('undici:request:headers', onHeaders);
    diagnostics.unsubscribe('undici:request:error', onError);
  };
}
