import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionJwtOf } from '../../identity/http/session-cookies.js';
import { getOrganization } from '../../identity/organizations/repo.js';
import { isPortalSessionToken } from '../../identity/portal/scope.js';
import { HttpError } from '../../platform/http/errors.js';
import { ACCESS_KEY } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { authenticateApiKey } from '../api-keys/authenticate.js';
import { isApiKeyText } from '../api-keys/key.js';
import { BILLING_ROUTES } from '../billing/route-list.js';
import { type CompanyRow, ensureCompany, hasActiveAccess } from '../company/service.js';
import { requireScope } from './access.js';
import { authenticateAppToken, isAppAccessToken } from './app-token.js';
import { withCurrentRoles } from './current-roles.js';
import { limitRequests } from './request-limits.js';
import { mayOf, requireRole, type SellerMay } from './roles.js';
import { type Caller, createSessionVerifier } from './session-verifier.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The verified caller and their company; set on every authenticated /api request. `may`
     * answers for the caller's roles (seller/auth/roles.ts), for verbs whose outcome depends on them.
     */
    seller: { caller: Caller; company: CompanyRow; may?: SellerMay } | null;
  }
}

/**
 * Routes a company without a live trial or subscription may still call: its profile and its
 * plan, so it can choose a plan, and the browser extension's sign-in (which then shows the plan
 * message). Every other seller route is gated.
 */
const UNGATED_ROUTES = new Set([
  '/api/Company',
  '/api/UserAccount/PlanDetails',
  '/api/UserAccount/plan',
  '/api/Checkout/Plans',
  '/api/UserAccount/admin-access',
  '/api/ExtensionSession',
  ...BILLING_ROUTES,
]);

/** The error text the web app turns into 'Please select a plan to continue.' (spec section 8). */
export const NO_SUBSCRIPTION = 'You currently have no active subscription.';

/**
 * Bearer authentication for the seller API, with a session JWT or an API key (`ss_live_…`,
 * checked against the route's declared scope: platform/http/route-access.ts): a 401 that is fast and distinct (no database work
 * beyond the cached revocation check) for a missing, malformed, expired or revoked token.
 * The web app in the HttpOnly cookie mode cannot read its JWT: it sends the opt-in header and
 * the browser sends the cookie. The cookie counts only with that header, which a cross-site form
 * or link cannot add (and a cross-site script cannot without our CORS consent): no CSRF.
 */
export function registerSellerAuth(app: FastifyInstance, services: Services) {
  const verify = createSessionVerifier(services.identity, services.config.seller, services.bus);
  app.decorateRequest('seller', null);
  // Every route here says what it needs (platform/http/route-access.ts): one that does not is a boot error.
  app.addHook('onRoute', (route) => {
    if (!(route.schema as Record<string, unknown> | undefined)?.[ACCESS_KEY]) {
      throw new Error(`${String(route.method)} ${route.url} declares no access: add access() or sessionOnly() to its schema`);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    const token = sessionJwtOf(request);
    if (isApiKeyText(token)) {
      const keyed = await authenticateApiKey(services.database.db, { key: token, address: request.ip });
      if (!keyed) throw new HttpError(401, 'unauthorized', 'The API key is unknown, revoked or expired.');
      request.seller = keyed;
      requireScope(request, keyed.caller);
    } else if (isAppAccessToken(token)) {
      // A connected app's OAuth access token: held to its granted seller scopes, like a key.
      const app = await authenticateAppToken(services.identity, token);
      if (!app) throw new HttpError(401, 'unauthorized', 'The access token is invalid, expired or revoked.');
      request.seller = await companyOf(request, app.caller);
      requireScope(request, app.caller);
    } else if (isPortalSessionToken(token)) {
      // An IT-admin portal link's session: the portal's identity routes only (identity/portal).
      throw new HttpError(403, 'forbidden', 'A session from an IT-admin portal link may only set up SSO, SCIM and domains.');
    } else {
      request.seller = await sessionSeller(request, token);
    }
    requireRole(services.config.identity.rbacPolicy, request, request.seller.caller);
    request.seller.may = mayOf(services.config.identity.rbacPolicy, request.seller.caller);
    await limitRequests(services, request.seller.caller, reply);
    // The gate runs here, before validation: a company without access gets its 403 whatever it sent.
    // Admin routes have their own guard (platform admins only): the operator's own company plan
    // has nothing to do with it.
    const url = request.routeOptions.url ?? '';
    if (!UNGATED_ROUTES.has(url) && !url.startsWith('/api/admin/')) await requireActiveSubscription(request);
  });

  async function sessionSeller(request: FastifyRequest, token: string) {
    const verified = token ? await verify(token) : null;
    if (!verified) throw new HttpError(401, 'unauthorized', 'Missing, invalid or expired session token.');
    return companyOf(request, await withCurrentRoles(services, verified));
  }

  async function companyOf(request: FastifyRequest, caller: Caller) {
    const company = await ensureCompany(services.database.db, {
      caller,
      config: services.config.seller,
      organizationName: async () => {
        const organization = await getOrganization(services.identity.db, caller.organizationId).catch(() => null);
        return organization?.name ?? 'My company';
      },
      // The browser's first language ("en-GB,en;q=0.9" -> en-GB) picks the default marketplace.
      locale: request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim() ?? null,
    });
    return { caller, company };
  }
}

/** The verified caller of an authenticated route (the hook guarantees it). */
export function sellerOf(request: FastifyRequest): NonNullable<FastifyRequest['seller']> {
  if (!request.seller) throw new HttpError(401, 'unauthorized', 'Missing, invalid or expired session token.');
  return request.seller;
}

/** The gate of every seller route but the ungated ones: 403 without a live trial or subscription. */
export async function requireActiveSubscription(request: FastifyRequest): Promise<void> {
  if (!hasActiveAccess(sellerOf(request).company)) throw new HttpError(403, 'no_active_subscription', NO_SUBSCRIPTION);
}
