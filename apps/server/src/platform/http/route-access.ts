import type { ApiKeyScope } from '@shelfscope/contracts';
import type { FastifyRequest } from 'fastify';

/** The things a seller route acts on; `resource:action` is an API key scope where keys are allowed. */
export type AccessResource =
  | 'products'
  | 'suppliers'
  | 'uploads'
  | 'shortlists'
  | 'orders'
  | 'company'
  | 'dashboard'
  | 'settings'
  | 'notifications'
  | 'billing'
  | 'admin'
  | 'integrations'
  | 'members';
export type AccessAction = 'read' | 'write';

/**
 * What a route needs, declared in its schema (`x-access`, so OpenAPI shows it too). Every route
 * behind seller auth has one: the boot refuses a route without it. `scope` is what an API key
 * must hold, or null where keys are never accepted (billing, admin, key and webhook management,
 * a member's own settings). The roles issue (44) checks resource + action against the member's
 * roles beside it.
 */
export type RouteAccess = { resource: AccessResource; action: AccessAction; scope: ApiKeyScope | null };

/** The schema key the declaration lives under; `x-` keys are copied into the OpenAPI operation. */
export const ACCESS_KEY = 'x-access';

const SESSION = { bearer: [] as string[] };

/** A route API keys may call when they hold `scope` (`resource:action`); sessions may too. */
export function access(scope: ApiKeyScope) {
  const [resource, action] = scope.split(':') as [AccessResource, AccessAction];
  const declared: RouteAccess = { resource, action, scope };
  return { security: [SESSION, { apiKey: [scope] }], [ACCESS_KEY]: declared };
}

/** A route for signed-in members only: API keys get a 403 whatever their scopes. */
export function sessionOnly(resource: AccessResource, action: AccessAction) {
  const declared: RouteAccess = { resource, action, scope: null };
  return { security: [SESSION], [ACCESS_KEY]: declared };
}

/** The declaration of the route a request matched, or null (none: refused to keys by the caller). */
export function accessOf(request: FastifyRequest): RouteAccess | null {
  const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
  const declared = schema?.[ACCESS_KEY] as RouteAccess | undefined;
  return declared ?? null;
}
