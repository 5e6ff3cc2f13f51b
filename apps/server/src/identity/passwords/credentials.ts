import { inArray } from 'drizzle-orm';
import { HttpError } from '../../platform/http/errors.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { type AttemptSource, assertMayAttempt, clearFailedAuthentications, recordFailedAuthentication } from '../lockout.js';
import { warnOfRepeatedFailures } from '../member-failures.js';
import { identityMembers } from '../schema.js';
import { consumeIntermediateSession, peekIntermediateSession } from '../sessions/intermediate.js';
import type { AuthFactor, MemberRow } from '../wire.js';
import { isBreachedPassword } from './breached.js';
import { verifyDecoy, verifyPassword } from './hashing.js';

/** The factor a verified password adds to a session or IST. */
export function passwordFactor(): AuthFactor {
  return { type: 'password', delivery_method: 'knowledge', last_authenticated_at: new Date().toISOString() };
}

async function reload(ctx: IdentityContext, memberIds: string[]): Promise<MemberRow[]> {
  return ctx.db.select().from(identityMembers).where(inArray(identityMembers.memberId, memberIds));
}

/**
 * Checks a password against memberships that share one stored hash (one member, or the
 * memberships a discovery reset gave the same password), under the lockout rules of the caller's
 * address (`source`, see lockout.ts).
 *
 * The attempt is counted before the hash is checked and cleared again when it was right, so a
 * concurrent burst from one source cannot check more than `lockout.attempts` guesses per window:
 * a request whose own count went over the cap is refused without checking. Returns the members,
 * re-read, when the password is right; null when it is wrong. Throws user_lock_limit_reached for
 * a source locked out of the members, too_many_requests for one still in its delay.
 */
export async function attemptPassword(
  ctx: IdentityContext,
  members: MemberRow[],
  password: string,
  source: AttemptSource,
): Promise<MemberRow[] | null> {
  const [first] = members;
  if (!first?.passwordHash) {
    await verifyDecoy(password);
    return null;
  }
  const ids = members.map((m) => m.memberId);
  await assertMayAttempt(ctx, ids, source, 'primary');
  const counts = await Promise.all(ids.map((id) => recordFailedAuthentication(ctx, id, source)));
  if (counts.some((count) => count > ctx.config.identity.lockout.attempts)) throw identityError('user_lock_limit_reached');
  if (!(await verifyPassword(first.passwordHash, password))) {
    await Promise.all(ids.map((id) => warnOfRepeatedFailures(ctx, id, 'primary')));
    return null;
  }
  await Promise.all(ids.map((id) => clearFailedAuthentications(ctx, id, source, 'primary')));
  const current = await reload(ctx, ids);
  return current.length > 0 ? current : null;
}

/**
 * After a right password: a password found in the breach list since it was set, or one flagged
 * for reset, may not be used to log in. The members are flagged (so the flag survives a later
 * change of the list) and breached_password tells the client to send the member to a reset.
 * Only callers that proved the password get this answer, so it reveals nothing to a guesser.
 */
export async function refuseResetRequired(ctx: IdentityContext, members: MemberRow[], password: string): Promise<void> {
  const isFlagged = members.some((m) => m.passwordResetRequired);
  if (!isFlagged && !(await isBreachedPassword(password))) return;
  await ctx.db
    .update(identityMembers)
    .set({ passwordResetRequired: true, updatedAt: new Date() })
    .where(
      inArray(
        identityMembers.memberId,
        members.map((m) => m.memberId),
      ),
    );
  throw identityError('breached_password');
}

/**
 * Factors proven earlier in the same login, from the IST the client sends along: only an IST of
 * this member's organization login, or a discovery IST of the same address, counts; anything else
 * (expired, used, another member's) is ignored rather than failing a right password. A used IST
 * is spent so it cannot be replayed.
 */
export async function priorFactors(ctx: IdentityContext, token: string | undefined, member: MemberRow): Promise<AuthFactor[]> {
  if (!token) return [];
  try {
    const ist = await peekIntermediateSession(ctx, token);
    const isSameLogin = ist.organizationId
      ? ist.organizationId === member.organizationId && ist.memberId === member.memberId
      : ist.emailAddress === member.emailAddress;
    if (!isSameLogin) return [];
    const used = await consumeIntermediateSession(ctx, token);
    return (used.authenticationFactors as AuthFactor[]).filter((f) => f.type !== 'password');
  } catch (error) {
    if (error instanceof HttpError) return [];
    throw error;
  }
}
