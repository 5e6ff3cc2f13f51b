import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { IdentityContext } from './context.js';
import { newId, pkceChallenge, randomCode, randomToken, safeEqual } from './crypto.js';
import { identityError } from './errors.js';
import { identityEmailSecrets } from './schema.js';

export type SecretKind =
  | 'magic_link'
  | 'discovery_magic_link'
  | 'email_otp'
  | 'discovery_email_otp'
  | 'password_reset'
  | 'discovery_password_reset'
  | 'invite'
  | 'email_update';

export type EmailSecret = typeof identityEmailSecrets.$inferSelect;

/** Lifetimes (minutes). Codes and links live 10 minutes at most (security floor); invites a week. */
export const SECRET_MINUTES: Record<SecretKind, number> = {
  magic_link: 10,
  discovery_magic_link: 10,
  email_otp: 10,
  discovery_email_otp: 10,
  password_reset: 10,
  discovery_password_reset: 10,
  invite: 7 * 24 * 60,
  email_update: 10,
};

/** Wrong guesses a passcode survives; the cap holds under concurrent bursts (one atomic update). */
export const MAX_CODE_ATTEMPTS = 5;

const isCode = (kind: SecretKind) => kind === 'email_otp' || kind === 'discovery_email_otp';

/**
 * Issues a one-time secret for an address: a 6-digit code for passcodes, a 256-bit token for
 * links. Issuing supersedes the address's earlier live secrets of the same kind (and
 * organization), so only the newest email works. Returns the plaintext to put in the email.
 */
export async function issueEmailSecret(
  ctx: IdentityContext,
  input: {
    kind: SecretKind;
    emailAddress: string;
    organizationId?: string | null;
    memberId?: string | null;
    redirectUrl?: string | null;
    pkceCodeChallenge?: string | null;
    expirationMinutes?: number;
  },
): Promise<{ secret: string; row: EmailSecret }> {
  const secret = isCode(input.kind) ? randomCode() : randomToken();
  const minutes = Math.min(input.expirationMinutes ?? SECRET_MINUTES[input.kind], SECRET_MINUTES[input.kind]);
  const sameTarget = and(
    eq(identityEmailSecrets.projectId, ctx.project.projectId),
    eq(identityEmailSecrets.kind, input.kind),
    eq(identityEmailSecrets.emailAddress, input.emailAddress),
    input.organizationId
      ? eq(identityEmailSecrets.organizationId, input.organizationId)
      : isNull(identityEmailSecrets.organizationId),
    isNull(identityEmailSecrets.consumedAt),
    isNull(identityEmailSecrets.supersededAt),
  );
  const row = await ctx.db.transaction(async (tx) => {
    await tx.update(identityEmailSecrets).set({ supersededAt: new Date() }).where(sameTarget);
    const [inserted] = await tx
      .insert(identityEmailSecrets)
      .values({
        id: newId(isCode(input.kind) ? 'email-otp' : 'email-token', ctx.project.environment),
        projectId: ctx.project.projectId,
        kind: input.kind,
        secretHash: ctx.box.hash(
          `email_secret:${input.kind}`,
          isCode(input.kind) ? `${input.emailAddress}:${input.organizationId ?? ''}:${secret}` : secret,
        ),
        emailAddress: input.emailAddress,
        organizationId: input.organizationId ?? null,
        memberId: input.memberId ?? null,
        redirectUrl: input.redirectUrl ?? null,
        pkceCodeChallenge: input.pkceCodeChallenge ?? null,
        maxAttempts: MAX_CODE_ATTEMPTS,
        expiresAt: new Date(Date.now() + minutes * 60_000),
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('email secret insert returned no row');
  return { secret, row };
}

/**
 * Redeems a link token of one of `kinds`: single use (a conditional update, so two concurrent
 * redemptions cannot both win), unexpired, not superseded. With a stored PKCE challenge the
 * verifier must match. Throws `errorType` on any failure.
 */
export async function redeemLinkToken(
  ctx: IdentityContext,
  input: {
    token: string;
    kinds: SecretKind[];
    pkceCodeVerifier?: string | undefined;
    errorType?: 'unable_to_auth_magic_link' | 'unauthorized_credentials';
  },
): Promise<EmailSecret> {
  const errorType = input.errorType ?? 'unable_to_auth_magic_link';
  for (const kind of input.kinds) {
    const [row] = await ctx.db
      .select()
      .from(identityEmailSecrets)
      .where(eq(identityEmailSecrets.secretHash, ctx.box.hash(`email_secret:${kind}`, input.token)));
    if (!row) continue;
    if (row.pkceCodeChallenge) {
      if (!input.pkceCodeVerifier)
        throw identityError('missing_pkce', 'This link was requested with PKCE: send pkce_code_verifier.');
      if (!safeEqual(pkceChallenge(input.pkceCodeVerifier), row.pkceCodeChallenge)) throw identityError('pkce_mismatch');
    }
    const [consumed] = await ctx.db
      .update(identityEmailSecrets)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(identityEmailSecrets.id, row.id),
          isNull(identityEmailSecrets.consumedAt),
          isNull(identityEmailSecrets.supersededAt),
          gt(identityEmailSecrets.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!consumed) throw identityError(errorType);
    return consumed;
  }
  throw identityError(errorType);
}

/**
 * Checks a 6-digit passcode for an address (and organization). Every attempt on the live code
 * counts first (atomically, capped), then the code is compared; a right code is used up. Wrong
 * codes, a spent cap, an expired or superseded code all answer otp_code_not_found.
 */
export async function redeemCode(
  ctx: IdentityContext,
  input: { kind: 'email_otp' | 'discovery_email_otp'; emailAddress: string; organizationId?: string | null; code: string },
): Promise<EmailSecret> {
  if (!/^\d{6}$/.test(input.code)) throw identityError('invalid_code');
  const target = and(
    eq(identityEmailSecrets.projectId, ctx.project.projectId),
    eq(identityEmailSecrets.kind, input.kind),
    eq(identityEmailSecrets.emailAddress, input.emailAddress),
    input.organizationId
      ? eq(identityEmailSecrets.organizationId, input.organizationId)
      : isNull(identityEmailSecrets.organizationId),
    isNull(identityEmailSecrets.consumedAt),
    isNull(identityEmailSecrets.supersededAt),
    gt(identityEmailSecrets.expiresAt, new Date()),
  );
  const [attempt] = await ctx.db
    .update(identityEmailSecrets)
    .set({ attempts: sql`${identityEmailSecrets.attempts} + 1` })
    .where(and(target, lt(identityEmailSecrets.attempts, identityEmailSecrets.maxAttempts)))
    .returning();
  if (!attempt) throw identityError('otp_code_not_found');
  const expected = ctx.box.hash(
    `email_secret:${input.kind}`,
    `${input.emailAddress}:${input.organizationId ?? ''}:${input.code}`,
  );
  if (!safeEqual(expected, attempt.secretHash)) throw identityError('otp_code_not_found');
  const [consumed] = await ctx.db
    .update(identityEmailSecrets)
    .set({ consumedAt: new Date() })
    .where(and(eq(identityEmailSecrets.id, attempt.id), isNull(identityEmailSecrets.consumedAt)))
    .returning();
  if (!consumed) throw identityError('otp_code_not_found');
  return consumed;
}
