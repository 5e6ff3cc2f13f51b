import { and, eq, gt, isNull } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { randomToken } from '../crypto.js';
import { identityError } from '../errors.js';
import { identityIntermediateSessions } from '../schema.js';
import type { AuthFactor } from '../wire.js';

/** Intermediate sessions last ten minutes (wire contract). */
export const IST_MINUTES = 10;
const IST_PURPOSE = 'intermediate_session';

export type IntermediateSession = typeof identityIntermediateSessions.$inferSelect;

export async function createIntermediateSession(
  ctx: IdentityContext,
  input: { emailAddress: string; factors: AuthFactor[]; organizationId?: string | null; memberId?: string | null },
): Promise<string> {
  const token = randomToken();
  await ctx.db.insert(identityIntermediateSessions).values({
    tokenHash: ctx.box.hash(IST_PURPOSE, token),
    projectId: ctx.project.projectId,
    emailAddress: input.emailAddress,
    organizationId: input.organizationId ?? null,
    memberId: input.memberId ?? null,
    authenticationFactors: input.factors,
    expiresAt: new Date(Date.now() + IST_MINUTES * 60_000),
  });
  return token;
}

const live = (ctx: IdentityContext, token: string) =>
  and(
    eq(identityIntermediateSessions.tokenHash, ctx.box.hash(IST_PURPOSE, token)),
    isNull(identityIntermediateSessions.consumedAt),
    gt(identityIntermediateSessions.expiresAt, new Date()),
  );

/** Reads a live IST without using it up (listing discovered organizations). */
export async function peekIntermediateSession(ctx: IdentityContext, token: string): Promise<IntermediateSession> {
  const [row] = await ctx.db.select().from(identityIntermediateSessions).where(live(ctx, token));
  if (!row) throw identityError('intermediate_session_not_found');
  return row;
}

/** Ends an IST if it is still live (too many wrong codes were tried with it); a no-op otherwise. */
export async function endIntermediateSession(ctx: IdentityContext, token: string): Promise<void> {
  await ctx.db.update(identityIntermediateSessions).set({ consumedAt: new Date() }).where(live(ctx, token));
}

/**
 * Uses an IST up. The update is conditional, so two concurrent exchanges of one IST cannot
 * both succeed.
 */
export async function consumeIntermediateSession(ctx: IdentityContext, token: string): Promise<IntermediateSession> {
  const [row] = await ctx.db
    .update(identityIntermediateSessions)
    .set({ consumedAt: new Date() })
    .where(live(ctx, token))
    .returning();
  if (!row) throw identityError('intermediate_session_not_found');
  return row;
}
