import type { IdentityContext } from './context.js';
import type { EmailSecret } from './email-secrets.js';
import { enforceRateLimit } from './rate-limit.js';

/**
 * Counts one email to an address against its hourly limit (429 too_many_requests beyond it).
 * Every identity email shares the key, so switching between links, codes and invites buys an
 * attacker no extra mail to a victim's inbox.
 */
export async function limitEmailSends(ctx: IdentityContext, emailAddress: string): Promise<void> {
  await enforceRateLimit(ctx.rateLimits, `send:email:${emailAddress}`, ctx.config.identity.rateLimits.emailSendsPerHour, 3600);
}

/** How long an issued secret lives, for the email's "expires in" (the issuer may cap the request). */
export function lifetimeMinutes(row: EmailSecret): number {
  return Math.max(1, Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000));
}
