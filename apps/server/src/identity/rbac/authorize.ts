import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { type MemberRow, memberRoles } from '../wire.js';
import { type Action, isAuthorized, type ResourceId } from './policy.js';

/** A caller acting through their session: who they are and in which organization. */
export type Caller = { member: MemberRow };

/**
 * The one server-side permission check of member and organization management: throws 403
 * unauthorized_action unless one of the caller's roles (as stored now, not as the session JWT
 * remembers them) grants the action on the resource in the project's policy.
 */
export function requirePermission<R extends ResourceId>(
  ctx: IdentityContext,
  caller: Caller,
  resourceId: R,
  action: Action<R>,
): void {
  if (!isAuthorized(ctx.config.identity.rbacPolicy, memberRoles(caller.member), resourceId, action)) {
    throw identityError('unauthorized_action');
  }
}

/**
 * For calls on a member that may be the caller: the stytch.self permission when it is, else the
 * stytch.member permission of the same action (the provider's rule for self-service routes).
 */
export function requireMemberPermission(
  ctx: IdentityContext,
  caller: Caller,
  target: MemberRow,
  action: Action<'stytch.self'> & Action<'stytch.member'>,
): void {
  if (target.memberId === caller.member.memberId) requirePermission(ctx, caller, 'stytch.self', action);
  else requirePermission(ctx, caller, 'stytch.member', action);
}

/** Roles a member may be given: the policy's roles, without the implicit stytch_member. */
export function assignableRoles(ctx: IdentityContext): string[] {
  return ctx.config.identity.rbacPolicy.roles.map((r) => r.role_id);
}
