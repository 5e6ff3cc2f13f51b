import { createIdentityAdminClient, type SessionCookieMode } from '@shelfscope/identity-client';
import { COOKIE_OPTIONS, type Identity, type IdentityConfig } from '../lib/session';

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

function sessionResponse(jwt: string, mode: SessionCookieMode, roles: string[]) {
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
      roles,
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

/** A call the stand-in received, for extra routes to answer. */
export type IdentityCall = { method: string; path: string; body: Record<string, unknown> | undefined };

export type IdentityStandInOptions = {
  sessionCookies?: SessionCookieMode;
  /** The session's roles (stytch_member only unless given). */
  roles?: string[];
  /** The bootstrap's role policy. */
  rbacPolicy?: unknown;
  /** More routes ('PUT /b2b/organizations/me'); a function of the path answers patterns. */
  routes?: Record<string, (call: IdentityCall) => Response>;
  route?: (call: IdentityCall) => Response | undefined;
  /** The OAuth providers GET /api/client-config lists (none unless given). */
  oauthProviders?: IdentityConfig['oauthProviders'];
};

/** The identity API's success envelope, for extra routes. */
export const identityOk = (data: Record<string, unknown>) => ok(data);

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
export async function signedInIdentity(options: IdentityStandInOptions = {}): Promise<IdentityStandIn> {
  const mode = options.sessionCookies ?? 'script';
  const roles = options.roles ?? ['stytch_member'];
  const calls: string[] = [];
  const headers: Record<string, string>[] = [];
  const jwts: string[] = [];
  const nextJwt = () => {
    const jwt = `session-jwt-${jwts.length + 1}`;
    jwts.push(jwt);
    return jwt;
  };
  const routes: Record<string, (call: IdentityCall) => Response> = {
    [`GET /projects/bootstrap/${PUBLIC_TOKEN}`]: () =>
      ok({
        project_name: 'ShelfScope',
        disable_sdk_watermark: true,
        vertical: 'B2B',
        create_organization_enabled: true,
        ...(options.rbacPolicy ? { rbac_policy: options.rbacPolicy } : {}),
      }),
    'POST /events': () => ok({}),
    'POST /b2b/passwords/authenticate': () => ok(sessionResponse(nextJwt(), mode, roles)),
    'POST /b2b/sessions/authenticate': () => ok(sessionResponse(nextJwt(), mode, roles)),
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
    const call: IdentityCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/sdk\/v1/, ''),
      body: typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined,
    };
    const answer = routes[key]?.(call) ?? options.route?.(call);
    return answer
      ? answer
      : new Response(JSON.stringify({ status_code: 404, error_type: 'not_found', error_message: key }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        });
  };
  const client = createIdentityAdminClient({
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
    identity: {
      client,
      config: {
        publicToken: PUBLIC_TOKEN,
        baseUrl: BASE_URL,
        sessionCookies: mode,
        ...(options.oauthProviders ? { oauthProviders: options.oauthProviders } : {}),
      },
    },
    calls,
    headers,
    jwts,
  };
}
