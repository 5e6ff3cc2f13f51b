import type { FastifyRequest } from 'fastify';
import { isAuthorized, type RbacPolicy } from '../../identity/rbac/policy.js';
import { DEFAULT_SELLER_ROLE, SELLER_RESOURCE_PREFIX } from '../../identity/rbac/seller-policy.js';
import { MEMBER_ROLE } from '../../identity/wire.js';
import { HttpError } from '../../platform/http/errors.js';
import { type AccessAction, type AccessResource, accessOf } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import type { Caller } from './session-verifier.js';

/**
 * Resources company roles do not govern: the admin area has its own guard (platform admins,
 * seller/admin/access.ts), and every member asks it whether to show the Admin link; the identity
 * management routes (`members`, seller/identity-members) run the identity API's own member
 * permissions (stytch.member) as the caller, as the identity API does.
 */
const PLATFORM_RESOURCES: ReadonlySet<AccessResource> = new Set(['admin', 'members']);

/** The roles a caller's seller permissions come from: a key's are its creator's, read when it was used. */
export const rolesOf = (caller: Caller): readonly string[] => caller.apiKey?.creatorRoles ?? caller.roles;

/**
 * The roles the policy is asked about: the member's, plus the default seller role when none of
 * them grants anything on the seller data (a member from before roles, or invited without one),
 * so existing and newly invited members keep working as buyers (docs/teams.md).
 */
export function effectiveSellerRoles(policy: RbacPolicy, roles: readonly string[]): string[] {
  const grantsSeller = policy.roles.some(
    (role) =>
      role.role_id !== MEMBER_ROLE &&
      roles.includes(role.role_id) &&
      role.permissions.some((p) => p.resource_id.startsWith(SELLER_RESOURCE_PREFIX)),
  );
  return grantsSeller ? [...roles] : [...roles, DEFAULT_SELLER_ROLE];
}

/** Whether the roles grant `resource:action` on the seller data (the one isAuthorized of the policy). */
export function mayDo(policy: RbacPolicy, roles: readonly string[], resource: AccessResource, action: AccessAction): boolean {
  if (PLATFORM_RESOURCES.has(resource)) return true;
  return isAuthorized(policy, effectiveSellerRoles(policy, roles), `${SELLER_RESOURCE_PREFIX}${resource}`, action);
}

/** Every `resource:action` the roles grant on the seller data: what the web app enables (GET /api/Company). */
export function sellerPermissions(policy: RbacPolicy, roles: readonly string[]): string[] {
  return policy.resources
    .filter((r) => r.resource_id.startsWith(SELLER_RESOURCE_PREFIX))
    .flatMap((r) => {
      const resource = r.resource_id.slice(SELLER_RESOURCE_PREFIX.length) as AccessResource;
      return r.actions.filter((action) => mayDo(policy, roles, resource, action as AccessAction)).map((a) => `${resource}:${a}`);
    });
}

/** The 403 of a missing permission; its text names it, which the web app shows as it is. */
export function missingPermission(resource: AccessResource, action: AccessAction): HttpError {
  return new HttpError(403, 'missing_permission', `You need ${resource}:${action}.`);
}

/** The role check of every seller route: its declared resource and action against the caller's roles. */
export function requireRole(policy: RbacPolicy, request: FastifyRequest, caller: Caller): void {
  const declared = accessOf(request);
  if (!declared) return; // the boot refuses undeclared routes; nothing to check here
  if (!mayDo(policy, rolesOf(caller), declared.resource, declared.action)) {
    throw missingPermission(declared.resource, declared.action);
  }
}

/** The same check inside a verb, for a decision a route's declaration cannot make alone. */
export function requireSellerPermission(
  policy: RbacPolicy,
  caller: Caller,
  resource: AccessResource,
  action: AccessAction,
): void {
  if (!mayDo(policy, rolesOf(caller), resource, action)) throw missingPermission(resource, action);
}

/** The caller's seller permissions and effective roles, for the web app (GET /api/Company). */
export function callerAccess(services: Pick<Services, 'config'>, caller: Caller): { permissions: string[]; roles: string[] } {
  const policy = services.config.identity.rbacPolicy;
  const roles = effectiveSellerRoles(policy, rolesOf(caller)).filter((role) => role !== MEMBER_ROLE);
  return { permissions: sellerPermissions(policy, rolesOf(caller)), roles };
}

/** Whether the caller may do `resource:action`, bound to their roles. */
export type SellerMay = (resource: AccessResource, action: AccessAction) => boolean;

export const mayOf =
  (policy: RbacPolicy, caller: Caller): SellerMay =>
  (resource, action) =>
    mayDo(policy, rolesOf(caller), resource, action);
