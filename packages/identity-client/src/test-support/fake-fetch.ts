/** One request seen by the fake server. */
export interface RecordedCall {
  url: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: Record<string, unknown> | unknown[] | undefined;
  rawBody: string | undefined;
}

/** Answers one request; may throw to simulate a network failure. */
export type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * A stand-in for the server at the fetch boundary: records every call and answers from a route
 * table (`'POST /b2b/sessions/authenticate'`) or a fallback handler.
 */
export function fakeFetch(routes: Record<string, Handler> = {}, fallback?: Handler) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const rawBody = typeof init.body === 'string' ? init.body : undefined;
    const path = new URL(url).pathname.replace(/^\/sdk\/v1/, '');
    const call: RecordedCall = {
      url,
      path,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      credentials: init.credentials,
      body: rawBody === undefined ? undefined : JSON.parse(rawBody),
      rawBody,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${path}`] ?? fallback;
    if (!handler) return apiError(404, 'route_not_found', `No fake route for ${call.method} ${path}`);
    return handler(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** A success envelope as the server sends it. */
export function ok(data: Record<string, unknown> = {}): Response {
  const envelope = {
    status_code: 200,
    request_id: 'request-id-test',
    data: { ...data, status_code: 200, request_id: 'request-id-test' },
  };
  return new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** An API error body as the server sends it. */
export function apiError(status: number, error_type: string, error_message = 'Something failed.'): Response {
  const body = {
    status_code: status,
    error_type,
    error_message,
    error_url: `https://docs.example/${error_type}`,
    request_id: 'req-1',
  };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Paths tests put cookies under; reset clears each of them. */
const TEST_COOKIE_PATHS = ['/', '/app', '/app/sub'];

/** Removes every cookie the tests may have set (at any of their paths) and clears storage. */
export function resetBrowser(): void {
  // From the deepest test page every test cookie is visible, whatever its path.
  window.history.replaceState({}, '', '/app/sub/page');
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const name = pair.split('=')[0];
    for (const path of TEST_COOKIE_PATHS) setRawCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`);
  }
  window.history.replaceState({}, '', '/');
  localStorage.clear();
}

/** Decodes the payload of the X-SDK-Client header. */
export function decodeTelemetryHeader(value: string | undefined): Record<string, unknown> {
  return JSON.parse(atob(value ?? '')) as Record<string, unknown>;
}

/** Writes a raw cookie string, as a server or an older page would have left it. */
export function setRawCookie(value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests plant cookies exactly as a browser stores them.
  document.cookie = value;
}

/** The JSON body of a recorded call as an object (empty when there was none). */
export function bodyObject(call: RecordedCall | undefined): Record<string, unknown> {
  return (call?.body ?? {}) as Record<string, unknown>;
}

/** The JSON body of a recorded call as an array (empty when there was none). */
export function bodyArray<T = Record<string, unknown>>(call: RecordedCall | undefined): T[] {
  return (call?.body ?? []) as T[];
}
