import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { MailboxApp } from './email-support.js';

/**
 * Test support for MFA: authenticator codes computed from a returned secret (as an app would),
 * texts read from the dev SMS outbox, and fresh phone numbers. Takes the app structurally, like
 * email-support.ts, so the official-client suite can use it too.
 */

/** The code an authenticator app shows for `secret` at `at` (ms), as RFC 6238 computes it. */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}

/** A random valid US number (area code 650), so tests in one database never share one. */
export function uniquePhone(): string {
  return `+1650${randomInt(2_000_000, 9_999_999)}`;
}

export type OutboxText = { id: string; to: string; body: string; createdAt: string };

export async function textsTo(ctx: MailboxApp, to: string): Promise<OutboxText[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/dev/sms/messages?to=${encodeURIComponent(to)}` });
  return res.json() as OutboxText[];
}

/** The passcode of the newest text to `to` (texts are written before the send call returns). */
export async function smsCodeTo(ctx: MailboxApp, to: string): Promise<string> {
  const [newest] = await textsTo(ctx, to);
  const code = newest && /\b(\d{6})\b/.exec(newest.body)?.[1];
  if (!code) throw new Error(`no passcode texted to ${to}`);
  return code;
}

/**
 * Waits, when needed, until the current 30-second TOTP step has at least `seconds` left, so a
 * test's codes computed "now" and checked a moment later belong to the step it meant (a test
 * never straddles a step edge). Waits at most `seconds`.
 */
export async function awayFromStepEdge(seconds = 6): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
