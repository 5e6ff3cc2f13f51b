import { and, eq, gt, isNull } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { identityWebauthnChallenges } from '../schema.js';

/** A ceremony has five minutes (the options' timeout says the same to the browser). */
export const CHALLENGE_MINUTES = 5;

export type ChallengeRow = typeof identityWebauthnChallenges.$inferSelect;

export async function storeChallenge(
  ctx: IdentityContext,
  input: {
    challenge: string;
    kind: ChallengeRow['kind'];
    memberId: string | null;
    userVerification: ChallengeRow['userVerification'];
  },
): Promise<void> {
  await ctx.db.insert(identityWebauthnChallenges).values({
    ...input,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
}

/**
 * Uses up the challenge the browser signed (read from its clientDataJSON). Conditional, so a
 * replayed credential finds it consumed. The kind must match: a registration challenge never
 * signs anyone in.
 */
export async function consumeChallenge(
  ctx: IdentityContext,
  challenge: string,
  kind: ChallengeRow['kind'],
): Promise<ChallengeRow> {
  const [row] = await ctx.db
    .update(identityWebauthnChallenges)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(identityWebauthnChallenges.challenge, challenge),
        eq(identityWebauthnChallenges.kind, kind),
        isNull(identityWebauthnChallenges.consumedAt),
        gt(identityWebauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) throw identityError('webauthn_challenge_not_found');
  return row;
}
