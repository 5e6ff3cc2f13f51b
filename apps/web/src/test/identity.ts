import { createIdentityClient, type SessionCookieMode } from '@shelfscope/identity-client';
import { COOKIE_OPTIONS, type Identity } from '../lib/session';

/**
 * A stand-in for the identity API at the network boundary (the identity client's fetch), for
 * app tests: bootstrap, a password login, the member and the organizations, and revoke. Every
 * call is recorded; `signedInIdentity` logs in through the real client, so its cookies and
 * state are what a browser would hold.
 */
export const PUBLIC_TOKEN = 'public-token-test-web';
const BASE_URL = 'http://identity.test';

const ORGANIZATION = {
  organization_id: 'organization-test-1',
  organization_name: 'Harbor Goods',
  organization_slug: 'harbor',
  organization_logo_url: '',
};
const MEMBER = {
  member_id: 'member-test-1',
  organization_id: ORGANIZATION.organization_id,
  email_address: 'ada@harbor.example',
  email_address_verified: true,
  member_password_id: 'password-1',
  status: 'active',
  name: 'Ada',
};

function sessionResponse(jwt: string, mode: SessionCookieMode) {
  const now = Date.now();
  return {
    member_id: MEMBER.member_id,
    member: MEMBER,
    organization: ORGANIZATION,
    member_session: {
      member_session_id: 'session-1',
      member_id: MEMBER.member_id,
      organization_id: ORGANIZATION.organization_id,
      started_at: new Date(now).toISOString(),
      last_accessed_at: new Date(now).toISOString(),
      expires_at: new Date(now + 3_600_000).toISOString(),
      authentication_factors: [],
    },
    member_authenticated: true,
    // The HttpOnly mode's server keeps both in cookies and answers "" here.
    session_token: mode === 'httponly' ? '' : 'session-token-1',
    session_jwt: mode === 'httponly' ? '' : jwt,
    intermediate_session_token: '',
    mfa_required: null,
    primary_required: null,
  };
}

const ok = (data: Record<string, unknown>) =>
  new Response(JSON.stringify({ status_code: 200, request_id: 'req', data: { ...data, status_code: 200, request_id: 'req' } }), {
    headers: { 'content-type': 'application/json' },
  });

/** An identity API success envelope, for extra routes. */
export const identityOk = ok;

export type IdentityStandIn = {
  identity: Identity;
  calls: string[];
  /** The headers of each call, in order. */
  headers: Record<string, string>[];
  jwts: string[];
};

/**
 * A client signed in as Ada of Harbor Goods; each session refresh hands out a new JWT. In the
 * 'httponly' mode the stand-in answers as our server does to that opt-in: tokens "" in bodies.
 */
export async function signedInIdentity(
  options: {
    sessionCookies?: SessionCookieMode;
    /** More identity routes (`'POST /b2b/totp'`), answered from the request body. */
    routes?: Record<string, (body: Record<string, unknown>) => Response>;
  } = {},
): Promise<IdentityStandIn> {
  const mode = options.sessionCookies ?? 'script';
  const calls: string[] = [];
  const headers: Record<string, string>[] = [];
  const jwts: string[] = [];
  const nextJwt = () => {
    const jwt = `session-jwt-${jwts.length + 1}`;
    jwts.push(jwt);
    return jwt;
  };
  const routes: Record<string, (body: Record<string, unknown>) => Response> = {
    [`GET /projects/bootstrap/${PUBLIC_TOKEN}`]: () =>
      ok({ project_name: 'ShelfScope', disable_sdk_watermark: true, vertical: 'B2B', create_organization_enabled: true }),
    'POST /events': () => ok({}),
    'POST /b2b/passwords/authenticate': () => ok(sessionResponse(nextJwt(), mode)),
    'POST /b2b/sessions/authenticate': () => ok(sessionResponse(nextJwt(), mode)),
    'POST /b2b/sessions/revoke': () => ok({}),
    'GET /b2b/organizations/members/me': () => ok({ member: MEMBER, organization: ORGANIZATION }),
    'POST /b2b/discovery/organizations': () =>
      ok({ email_address: MEMBER.email_address, discovered_organizations: [], organization_id_hint: null }),
    ...options.routes,
  };
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const key = `${init.method ?? 'GET'} ${url.pathname.replace(/^\/sdk\/v1/, '')}`;
    calls.push(key);
    headers.push({ ...(init.headers as Record<string, string> | undefined) });
    const route = routes[key];
    return route
      ? route(typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {})
      : new Response(JSON.stringify({ status_code: 404, error_type: 'not_found', error_message: key }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        });
  };
  const client = createIdentityClient({
    publicToken: PUBLIC_TOKEN,
    baseUrl: BASE_URL,
    fetch,
    cookieOptions: COOKIE_OPTIONS,
    sessionCookies: mode,
  });
  await client.passwords.authenticate({
    organization_id: ORGANIZATION.organization_id,
    email_address: MEMBER.email_address,
    password: 'Lantern-harbor-2026',
  });
  return {
    identity: { client, config: { publicToken: PUBLIC_TOKEN, baseUrl: BASE_URL, sessionCookies: mode } },
    calls,
    headers,
    jwts,
  };
}
