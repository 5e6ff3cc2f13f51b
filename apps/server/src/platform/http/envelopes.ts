import type { FastifyRequest } from 'fastify';
import type { Problem } from './errors.js';

/** A successful seller API response (spec section 3). */
export function ok<T>(data: T) {
  return { errors: [] as Problem[], details: null, hasErrors: false as const, data };
}

/** A successful seller API list response with its page. */
export function paged<T>(items: T[], page: { page: number; pageSize: number; totalItems: number }) {
  return { ...ok(items), page: page.page, pageSize: page.pageSize, totalItems: page.totalItems };
}

/**
 * A failed seller API response. `details` carries the request id so support can find the log
 * line; with tracing on, `trace_id` names the trace (an extra key, which clients ignore).
 */
export function sellerFailure(problems: Problem[], requestId: string, traceId?: string) {
  return {
    errors: problems,
    details: `Request id: ${requestId}`,
    hasErrors: true as const,
    data: null,
    ...(traceId ? { trace_id: traceId } : {}),
  };
}

/**
 * A successful identity API response: the wire format of the B2B client SDK, which repeats
 * status_code and request_id inside data and hands only `data` to its caller.
 */
export function identityOk<T extends object>(request: FastifyRequest, data: T, statusCode = 200) {
  const meta = { status_code: statusCode, request_id: request.id };
  return { ...meta, data: { ...data, ...meta } };
}

/**
 * A failed identity API response. It must never carry keys named body, params or query:
 * the official client would treat those as schema errors of another shape and crash. Other
 * extra keys it ignores, so with tracing on the body names its trace (`trace_id`).
 */
export function identityFailure(
  request: FastifyRequest,
  statusCode: number,
  errorType: string,
  message: string,
  errorUrl: string,
  traceId?: string,
) {
  return {
    status_code: statusCode,
    request_id: request.id,
    error_type: errorType,
    error_message: message,
    error_url: errorUrl,
    ...(traceId ? { trace_id: traceId } : {}),
  };
}

/**
 * The SCIM 2.0 service (identity/scim) answers its own errors in the SCIM shape; this covers
 * the refusals that reach no route of it (the router's: a malformed URL, an overlong parameter,
 * an unknown path below /v1/scim/).
 */
export function isScimPath(url: string): boolean {
  return url.startsWith('/v1/scim/');
}

/** A SCIM error (RFC 7644 section 3.12). */
export function scimFailure(statusCode: number, detail: string) {
  return { schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: String(statusCode), detail };
}

/** Identity routes live under /sdk/v1 (XHR) and /v1 (browser redirects, JWKS). */
export function isIdentityPath(url: string): boolean {
  return url.startsWith('/sdk/v1/') || url === '/sdk/v1' || url.startsWith('/v1/');
}
