import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityError } from '../errors.js';

/** Every portal session token starts so: other routes refuse it before any lookup. */
export const PORTAL_SESSION_PREFIX = 'portal-session-';
/** Every portal link token starts so (the link's `#link=` fragment). */
export const PORTAL_LINK_PREFIX = 'portal-link-';

/** What a portal session may call: the admin portal's own areas, nothing else. */
const PORTAL_PREFIXES = [
  '/sdk/v1/b2b/sso',
  '/sdk/v1/b2b/scim',
  '/sdk/v1/b2b/organizations/me/domains',
  '/sdk/v1/b2b/portal/session',
];
/** Under /sdk/v1/b2b/sso, the sign-in legs are a member's, not the portal's. */
const NOT_PORTAL = new Set([
  '/sdk/v1/b2b/sso/authenticate',
  '/sdk/v1/b2b/sso/saml/logout',
  '/sdk/v1/b2b/sso/discovery/connections',
]);

/** Whether the route (its pattern, not the address asked) is one of the portal's. */
export function isPortalRoute(routeUrl: string | undefined): boolean {
  if (!routeUrl || NOT_PORTAL.has(routeUrl)) return false;
  return PORTAL_PREFIXES.some((prefix) => routeUrl === prefix || routeUrl.startsWith(`${prefix}/`));
}

export const isPortalSessionToken = (token: string | null | undefined): boolean =>
  typeof token === 'string' && token.startsWith(PORTAL_SESSION_PREFIX);

const outOfScope = () =>
  identityError(
    'unauthorized_action',
    'This session comes from an IT-admin portal link: it may only set up SSO, SCIM and domains.',
  );

/** Refuses a portal session on a route that is not the portal's (403), whatever the session's state. */
export function assertPortalScope(request: FastifyRequest, scope: string | null): void {
  if (scope === 'portal' && !isPortalRoute(request.routeOptions.url)) throw outOfScope();
}

/**
 * On the authenticated identity routes, after Basic auth: a portal session token anywhere but
 * the portal's routes answers 403 before its route runs (requireSession checks the stored scope
 * again, should a token ever lack the prefix).
 */
export function registerPortalScope(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isPortalSessionToken(request.identitySessionToken) && !isPortalRoute(request.routeOptions.url)) throw outOfScope();
  });
}
