import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import type { requireSession } from '../http/identity-http.js';
import { findMemberById } from '../organizations/repo.js';
import { requireMemberPermission } from '../rbac/authorize.js';
import { memberWire, organizationWire } from '../wire.js';
import { deletePhoneOf } from './sms-otp.js';
import { deleteTotpOf } from './totp.js';

/** The second factors a member can lose: the MFA phone number or the authenticator app (and its backup codes). */
const REMOVALS = {
  phone: { action: 'update.info.delete.mfa-phone', remove: deletePhoneOf },
  totp: { action: 'update.info.delete.mfa-totp', remove: deleteTotpOf },
} as const;

export type SecondFactorKind = keyof typeof REMOVALS;

/**
 * Removes a member's MFA phone number or authenticator app, as the role policy allows
 * (stytch.self for one's own, stytch.member for another's): the member named by id (member
 * management) or, with `memberId` null, the session's own member. Another organization's member,
 * or a deleted one, is not found.
 */
export async function removeSecondFactor(
  ctx: IdentityContext,
  options: { live: Awaited<ReturnType<typeof requireSession>>; memberId: string | null; kind: SecondFactorKind },
) {
  const { live, memberId, kind } = options;
  const { organization } = live;
  const target = memberId === null ? live.member : await findMemberById(ctx.db, memberId);
  if (!target || target.organizationId !== organization.organizationId || target.status === 'deleted') {
    throw identityError('member_not_found');
  }
  const removal = REMOVALS[kind];
  requireMemberPermission(ctx, live, target, removal.action);
  const updated = await removal.remove(ctx, target);
  return { member_id: updated.memberId, member: memberWire(updated), organization: organizationWire(organization) };
}
