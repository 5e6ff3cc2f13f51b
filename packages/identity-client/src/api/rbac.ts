import type { Bootstrap } from '../bootstrap.js';
import type { SessionStore } from '../session-store.js';

/** The role policy as bootstrap serves it (spec section 3, "Role policy"). */
export interface RbacPolicy {
  roles: { role_id: string; permissions: { resource_id: string; actions: string[] }[] }[];
  resources: { resource_id: string; actions: string[] }[];
}

/** Every action of every resource, true where the caller may do it. */
export type PermissionsMap = Record<string, Record<string, boolean>>;

/**
 * Permission checks for the UI, against the bootstrap's policy and the session's roles. They only
 * decide what to show: the server checks every call itself.
 */
export interface RbacApi {
  /** Whether the signed-in member may do `action` on `resourceId` (waits for bootstrap). */
  isAuthorized(resourceId: string, action: string): Promise<boolean>;
  /** The same with what is known now: false until bootstrap has arrived. */
  isAuthorizedSync(resourceId: string, action: string): boolean;
  /** Every resource and action of the policy, with the caller's answer for each. */
  allPermissions(): Promise<PermissionsMap>;
}

const WILDCARD = '*';

function asPolicy(value: unknown): RbacPolicy | null {
  if (!value || typeof value !== 'object') return null;
  const p = value as Partial<RbacPolicy>;
  return Array.isArray(p.roles) && Array.isArray(p.resources) ? (p as RbacPolicy) : null;
}

/** Section 6: authorised if any of the roles has a permission on the resource listing the action or "*". */
export function callerIsAuthorized(policy: RbacPolicy | null, roleIds: string[], resourceId: string, action: string): boolean {
  if (!policy) return false;
  return policy.roles
    .filter((r) => roleIds.includes(r.role_id))
    .some((r) =>
      r.permissions.some((p) => p.resource_id === resourceId && (p.actions.includes(action) || p.actions.includes(WILDCARD))),
    );
}

/** Builds the RBAC API. Without a policy (bootstrap failed) the caller has no permissions. */
export function rbacApi(ctx: { bootstrap: Bootstrap; store: SessionStore; logger: { error(message: string): void } }): RbacApi {
  const roleIds = () => ctx.store.getState()?.session.roles ?? [];
  const policy = async () => {
    const found = asPolicy((await ctx.bootstrap.getAsync()).rbacPolicy);
    if (!found) ctx.logger.error('Unable to retrieve RBAC policy from servers. Assuming caller has no permissions.');
    return found;
  };
  return {
    isAuthorized: async (resourceId, action) => callerIsAuthorized(await policy(), roleIds(), resourceId, action),
    isAuthorizedSync: (resourceId, action) =>
      callerIsAuthorized(asPolicy(ctx.bootstrap.getSync().rbacPolicy), roleIds(), resourceId, action),
    allPermissions: async () => {
      const found = await policy();
      const roles = roleIds();
      const map: PermissionsMap = {};
      for (const resource of found?.resources ?? []) {
        map[resource.resource_id] = Object.fromEntries(
          resource.actions.map((action) => [action, callerIsAuthorized(found, roles, resource.resource_id, action)]),
        );
      }
      return map;
    },
  };
}
