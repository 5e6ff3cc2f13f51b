import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { identityRecoveryCodes, identityTotps } from '../schema.js';

/** Backup codes per TOTP registration (the provider's count). */
export const RECOVERY_CODE_COUNT = 10;
/** Lowercase letters and digits without the look-alikes (0 o 1 l i), so a code read off paper is typed right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const PURPOSE = 'recovery_code';

/** The database or a transaction of it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** xxxx-xxxx-xxxx from the CSPRNG: 12 of 31 characters, about 59 bits. */
export function randomRecoveryCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** Codes are compared lowercased without spaces, so a code typed in capitals still works. */
const normalize = (code: string) => code.trim().toLowerCase().replace(/\s+/g, '');
const hashOf = (ctx: IdentityContext, memberId: string, code: string) => ctx.box.hash(PURPOSE, `${memberId}:${normalize(code)}`);

/** Replaces a registration's codes with RECOVERY_CODE_COUNT new ones and returns them. */
export async function issueRecoveryCodes(
  ctx: IdentityContext,
  db: DbOrTx,
  input: { memberId: string; totpId: string },
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomRecoveryCode);
  await db.delete(identityRecoveryCodes).where(eq(identityRecoveryCodes.memberId, input.memberId));
  await db.insert(identityRecoveryCodes).values(
    codes.map((code) => ({
      id: newId('recovery-code', ctx.project.environment),
      memberId: input.memberId,
      totpId: input.totpId,
      codeHash: hashOf(ctx, input.memberId, code),
      codeSealed: ctx.totpBox.seal(code),
    })),
  );
  return codes;
}

/** The unused codes of the member's active (verified) TOTP registration. */
export async function activeRecoveryCodes(ctx: IdentityContext, memberId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ sealed: identityRecoveryCodes.codeSealed })
    .from(identityRecoveryCodes)
    .innerJoin(identityTotps, eq(identityTotps.totpId, identityRecoveryCodes.totpId))
    .where(
      and(
        eq(identityRecoveryCodes.memberId, memberId),
        isNull(identityRecoveryCodes.usedAt),
        isNotNull(identityTotps.verifiedAt),
      ),
    )
    .orderBy(identityRecoveryCodes.createdAt, identityRecoveryCodes.id);
  return rows.map((r) => ctx.totpBox.open(r.sealed));
}

/**
 * Uses a code up: one conditional update, so a code works once even when sent twice at the
 * same moment. Only codes of a verified registration count. Returns whether it was accepted.
 */
export async function spendRecoveryCode(ctx: IdentityContext, memberId: string, code: string): Promise<boolean> {
  const verified = ctx.db
    .select({ totpId: identityTotps.totpId })
    .from(identityTotps)
    .where(and(eq(identityTotps.memberId, memberId), isNotNull(identityTotps.verifiedAt)));
  const spent = await ctx.db
    .update(identityRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(identityRecoveryCodes.codeHash, hashOf(ctx, memberId, code)),
        eq(identityRecoveryCodes.memberId, memberId),
        isNull(identityRecoveryCodes.usedAt),
        inArray(identityRecoveryCodes.totpId, verified),
      ),
    )
    .returning({ id: identityRecoveryCodes.id });
  return spent.length === 1;
}
