/**
 * A stand-in for the identity API at the fetch boundary (the only thing replaced in widget
 * tests): answers /sdk/v1 routes from a table and records every call.
 */
export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export type Route = (call: Call) => Response | Promise<Response>;

export const PUBLIC_TOKEN = 'public-token-test-widget';
export const BASE_URL = 'https://identity.example.com';

/** A success envelope. */
export function ok(data: Record<string, unknown> = {}): Response {
  return json(200, { status_code: 200, request_id: 'req-test', data: { ...data, status_code: 200, request_id: 'req-test' } });
}

/** An identity API error. */
export function apiError(status: number, error_type: string, error_message = 'It failed.'): Response {
  return json(status, {
    status_code: status,
    error_type,
    error_message,
    error_url: `https://docs.example/${error_type}`,
    request_id: 'req-test',
  });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Bootstrap as our server sends it, overridable. */
export function bootstrapData(overrides: Record<string, unknown> = {}) {
  return {
    project_name: 'ShelfScope',
    disable_sdk_watermark: true,
    captcha_settings: { enabled: false },
    cname_domain: null,
    email_domains: ['shelfscope.local'],
    pkce_required_for_email_magic_links: false,
    pkce_required_for_password_resets: false,
    pkce_required_for_oauth: false,
    pkce_required_for_sso: false,
    slug_pattern: 'https://app.example.com/org/{{slug}}',
    create_organization_enabled: true,
    password_config: null,
    siwe_required_for_crypto_wallets: false,
    vertical: 'B2B',
    ...overrides,
  };
}

/** Installs the fake as global fetch; routes are `'POST /b2b/...'`. Unknown routes answer 404. */
export function fakeServer(routes: Record<string, Route> = {}, options: { bootstrap?: Record<string, unknown> } = {}) {
  const calls: Call[] = [];
  const table: Record<string, Route> = {
    [`GET /projects/bootstrap/${PUBLIC_TOKEN}`]: () => ok(bootstrapData(options.bootstrap)),
    'POST /events': () => ok(),
    ...routes,
  };
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/sdk\/v1/, '') + (init.method === 'GET' || !init.method ? url.search : '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    const call = { method: init.method ?? 'GET', path, body, headers };
    calls.push(call);
    const route = table[`${call.method} ${path}`];
    return route ? route(call) : apiError(404, 'route_not_found', `No fake route for ${call.method} ${path}`);
  };
  globalThis.fetch = fetch as typeof globalThis.fetch;
  return {
    calls,
    /** Calls to one path. */
    callsTo: (path: string) => calls.filter((c) => c.path === path),
    /** Replaces or adds a route. */
    on: (key: string, route: Route) => {
      table[key] = route;
    },
  };
}
