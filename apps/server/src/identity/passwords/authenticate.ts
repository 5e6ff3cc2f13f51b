import type { IdentityContext } from '../context.js';
import { normalizeEmail } from '../email-address.js';
import { identityError } from '../errors.js';
import type { AttemptSource } from '../lockout.js';
import { findMember, getOrganization } from '../organizations/repo.js';
import { completeAuthentication } from '../sessions/complete-authentication.js';
import type { MemberRow } from '../wire.js';
import { attemptPassword, passwordFactor, priorFactors, refuseResetRequired } from './credentials.js';
import { hashPassword } from './hashing.js';
import { storePassword } from './store.js';
import { assertPasswordAcceptable } from './strength.js';

/**
 * The member behind an organization login with a password, or unauthorized_credentials.
 *
 * Enumeration: an unknown address, a member who is not active and a member without a password
 * all get the same 401 unauthorized_credentials as a wrong password, after the same argon2 work
 * (a decoy verification), so this call does not tell who is a member or who has a password
 * (no_user_password would). Only a locked member is told so (user_lock_limit_reached), which
 * the lockout requires. Right password: failed attempts are cleared; a breached or flagged
 * password then gets breached_password (reset required).
 */
async function verifiedMember(
  ctx: IdentityContext,
  input: { organizationId: string; emailAddress: string; password: string; source: AttemptSource },
): Promise<MemberRow> {
  const found = await findMember(ctx.db, input.organizationId, input.emailAddress);
  const member = found?.status === 'active' ? found : null;
  const verified = await attemptPassword(ctx, member ? [member] : [], input.password, input.source);
  const [current] = verified ?? [];
  if (!current) throw identityError('unauthorized_credentials');
  await refuseResetRequired(ctx, [current], input.password);
  return current;
}

/** passwords/authenticate: log a member in to one organization with their password. */
export async function authenticateWithPassword(
  ctx: IdentityContext,
  input: {
    organizationId: string;
    emailAddress: string;
    password: string;
    durationMinutes: number;
    intermediateSessionToken?: string | undefined;
    /** The caller's address: failed attempts count per member and source (lockout.ts). */
    source: AttemptSource;
  },
) {
  const emailAddress = normalizeEmail(input.emailAddress);
  const organization = await getOrganization(ctx.db, input.organizationId);
  const member = await verifiedMember(ctx, {
    organizationId: organization.organizationId,
    emailAddress,
    password: input.password,
    source: input.source,
  });
  const prior = await priorFactors(ctx, input.intermediateSessionToken, member);
  return completeAuthentication(ctx, {
    member,
    organization,
    factors: [...prior, passwordFactor()],
    durationMinutes: input.durationMinutes,
  });
}

/**
 * passwords/existing_password/reset: change a password by proving the current one. The new
 * password is checked first (a weak one costs no attempt); the current one follows the login
 * rules, so a breached current password cannot be used to take the account over: it needs a
 * reset by email. Every session of the member ends; a new one starts.
 */
export async function resetWithExistingPassword(
  ctx: IdentityContext,
  input: {
    organizationId: string;
    emailAddress: string;
    existingPassword: string;
    newPassword: string;
    durationMinutes: number;
    source: AttemptSource;
  },
) {
  const emailAddress = normalizeEmail(input.emailAddress);
  const organization = await getOrganization(ctx.db, input.organizationId);
  await assertPasswordAcceptable(ctx.config.identity, input.newPassword, emailAddress);
  const member = await verifiedMember(ctx, {
    organizationId: organization.organizationId,
    emailAddress,
    password: input.existingPassword,
    source: input.source,
  });
  const [updated] = await storePassword(ctx, {
    memberIds: [member.memberId],
    passwordHash: await hashPassword(input.newPassword),
    verifyEmail: false,
  });
  return completeAuthentication(ctx, {
    member: updated ?? member,
    organization,
    factors: [passwordFactor()],
    durationMinutes: input.durationMinutes,
  });
}
