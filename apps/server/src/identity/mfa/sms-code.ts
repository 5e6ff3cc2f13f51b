import { and, eq, isNull } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { newId, randomCode } from '../crypto.js';
import { identityError } from '../errors.js';
import { enforceRateLimit } from '../rate-limit.js';
import { identitySmsCodes } from '../schema.js';
import { SmsInvalidNumberError, SmsUnsubscribedError } from '../sms/sender.js';
import type { MemberRow } from '../wire.js';

/** Text-message passcodes live 2 minutes (spec section 9) and survive 5 wrong guesses. */
export const SMS_CODE_MINUTES = 2;
export const MAX_SMS_CODE_ATTEMPTS = 5;
const HOUR = 3600;

export const smsCodeHash = (ctx: IdentityContext, memberId: string, phoneNumber: string, code: string) =>
  ctx.box.hash('sms_otp', `${memberId}:${phoneNumber}:${code}`);

/**
 * Texts a new 6-digit code to `phoneNumber` for the member, replacing their earlier live codes.
 * Counted per number (and per caller address when known) in fixed hourly windows: 429 past
 * either, and the windows end by themselves, so nobody can be shut out for good. A carrier's
 * refusal is the member's error (unsubscribed_phone_number, invalid_phone_number); any other
 * failure is sms_delivery_failed, and the code is withdrawn.
 */
export async function sendSmsCode(
  ctx: IdentityContext,
  input: { member: MemberRow; phoneNumber: string; source?: string | undefined },
): Promise<void> {
  const { perNumberPerHour, perIpPerHour } = ctx.config.identity.smsRateLimits;
  if (input.source) await enforceRateLimit(ctx.rateLimits, `sms-ip:${input.source}`, perIpPerHour, HOUR);
  await enforceRateLimit(ctx.rateLimits, `sms-number:${input.phoneNumber}`, perNumberPerHour, HOUR);
  const code = randomCode();
  const id = newId('sms-otp', ctx.project.environment);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(identitySmsCodes)
      .set({ supersededAt: new Date() })
      .where(
        and(
          eq(identitySmsCodes.memberId, input.member.memberId),
          isNull(identitySmsCodes.consumedAt),
          isNull(identitySmsCodes.supersededAt),
        ),
      );
    await tx.insert(identitySmsCodes).values({
      id,
      memberId: input.member.memberId,
      organizationId: input.member.organizationId,
      phoneNumber: input.phoneNumber,
      codeHash: smsCodeHash(ctx, input.member.memberId, input.phoneNumber, code),
      maxAttempts: MAX_SMS_CODE_ATTEMPTS,
      expiresAt: new Date(Date.now() + SMS_CODE_MINUTES * 60_000),
    });
  });
  try {
    await ctx.sms.send({
      to: input.phoneNumber,
      body: `${code} is your ${ctx.project.name} verification code. It expires in ${SMS_CODE_MINUTES} minutes.`,
    });
  } catch (error) {
    await ctx.db.update(identitySmsCodes).set({ supersededAt: new Date() }).where(eq(identitySmsCodes.id, id));
    if (error instanceof SmsUnsubscribedError) throw identityError('unsubscribed_phone_number');
    if (error instanceof SmsInvalidNumberError) throw identityError('invalid_phone_number');
    ctx.log.error({ err: error }, 'text message delivery failed');
    throw identityError('sms_delivery_failed');
  }
}
