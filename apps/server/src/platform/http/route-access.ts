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
  | 'audit'
  | 'members';
/**
 * read and write match API key scopes; the finer ones are for members' roles only (a route keys
 * may call keeps its scope: `access('shortlists:write', 'propose')` is `shortlists:write` for a key).
 */
export type AccessAction = 'read' | 'write' | 'delete' | 'propose' | 'approve' | 'team' | 'override';

/**
 * What a route needs, declared in its schema (`x-access`, so OpenAPI shows it too). Every route
 * behind seller auth has one: the boot refuses a route without it. `scope` is what an API key
 * must hold, or null where keys are never accepted (billing, admin, key and webhook management,
 * a member's own settings). Members' roles are checked against resource + action
 * (seller/auth/roles.ts), a key against its scope and its creator's roles.
 */
export type RouteAccess = { resource: AccessResource; action: AccessAction; scope: ApiKeyScope | null };

/** The schema key the declaration lives under; `x-` keys are copied into the OpenAPI operation. */
export const ACCESS_KEY = 'x-access';

const SESSION = { bearer: [] as string[] };

/**
 * A route API keys may call when they hold `scope` (`resource:action`); sessions may too. `action`
 * narrows what a member's role must grant where the scope's read/write is too coarse (a delete,
 * a proposal); it defaults to the scope's own action.
 */
export function access(scope: ApiKeyScope, action?: AccessAction) {
  const [resource, scopeAction] = scope.split(':') as [AccessResource, AccessAction];
  const declared: RouteAccess = { resource, action: action ?? scopeAction, scope };
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
