import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { clearAllFailedAuthentications } from '../lockout.js';
import { identityMembers, identitySessions } from '../schema.js';
import { SESSIONS_REVOKED, type SessionsRevoked, sessionsRevoked } from '../sessions/session-service.js';
import type { MemberRow, SessionRow } from '../wire.js';

/**
 * Stores a new password hash for members and ends their other sessions, in one transaction.
 * Each member gets a new member_password_id; the reset flag and any lockout are cleared (the
 * caller has just proven the member's identity again). `verifyEmail` marks the address
 * verified when the change was authorized through it (a reset link). Every session of these
 * members is revoked except `keepSessionId`: a password change logs out everyone else.
 */
export async function storePassword(
  ctx: IdentityContext,
  input: { memberIds: string[]; passwordHash: string; verifyEmail: boolean; keepSessionId?: string },
): Promise<MemberRow[]> {
  if (input.memberIds.length === 0) return [];
  const now = new Date();
  const ended: SessionRow[] = [];
  const stored = await ctx.db.transaction(async (tx) => {
    const updated: MemberRow[] = [];
    for (const memberId of input.memberIds) {
      const [row] = await tx
        .update(identityMembers)
        .set({
          passwordHash: input.passwordHash,
          memberPasswordId: newId('member-password', ctx.project.environment),
          passwordResetRequired: false,
          ...(input.verifyEmail ? { emailAddressVerified: true } : {}),
          updatedAt: now,
        })
        .where(eq(identityMembers.memberId, memberId))
        .returning();
      if (row) updated.push(row);
    }
    const revoked = await tx
      .update(identitySessions)
      .set({ revokedAt: now })
      .where(
        and(
          inArray(identitySessions.memberId, input.memberIds),
          isNull(identitySessions.revokedAt),
          input.keepSessionId ? ne(identitySessions.memberSessionId, input.keepSessionId) : undefined,
        ),
      )
      .returning();
    ended.push(...revoked);
    return updated;
  });
  await ctx.signal?.(SESSIONS_REVOKED, { memberIds: input.memberIds } satisfies SessionsRevoked);
  await sessionsRevoked(ctx, ended);
  // Failed attempts from every source are forgiven: the password they guessed at is gone.
  await clearAllFailedAuthentications(ctx, input.memberIds);
  return stored;
}
