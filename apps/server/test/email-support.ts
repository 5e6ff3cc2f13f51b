import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database.js';
import { identityEmailSecrets } from '../src/identity/schema.js';

/**
 * Test support for the email flows (links and passcodes): reading the dev mailbox and ageing
 * secrets. It takes the test app structurally (no import from test/), so it compiles inside the
 * server's source tree; nothing at runtime imports it.
 */
export type MailboxApp = { app: FastifyInstance; services: { identity: { db: Db } } };

export type MailboxMessage = { id: string; to: string; subject: string; text: string; html: string | null; createdAt: string };

/** Messages to an address, newest first. */
export async function mailTo(ctx: MailboxApp, to: string): Promise<MailboxMessage[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(to)}` });
  return res.json() as MailboxMessage[];
}

/** Waits until `count` messages reached the address (delivery is a background job) and returns the newest. */
export async function waitForMail(ctx: MailboxApp, to: string, count = 1, timeoutMs = 15_000): Promise<MailboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await mailTo(ctx, to);
    const [newest] = messages;
    if (newest && messages.length >= count) return newest;
    if (Date.now() > deadline)
      throw new Error(`expected ${count} message(s) to ${to} within ${timeoutMs} ms, got ${messages.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The token link in an email's text: the URL, its token and its stytch_token_type. */
export function linkIn(message: MailboxMessage): { url: URL; token: string; tokenType: string } {
  const match = /https?:\/\/\S*[?&]token=[A-Za-z0-9_-]+\S*/.exec(message.text);
  if (!match) throw new Error(`no token link in: ${message.text}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '', tokenType: url.searchParams.get('stytch_token_type') ?? '' };
}

/** The 6-digit passcode in an email's text. */
export function codeIn(message: MailboxMessage): string {
  const match = /(?:^|\n)(\d{6})(?:\n|$)/.exec(message.text);
  if (!match?.[1]) throw new Error(`no passcode in: ${message.text}`);
  return match[1];
}

/** Moves every secret sent to an address into the past, as if ten minutes had gone by. */
export async function expireSecretsOf(ctx: MailboxApp, emailAddress: string): Promise<void> {
  await ctx.services.identity.db
    .update(identityEmailSecrets)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(identityEmailSecrets.emailAddress, emailAddress));
}

/** A passcode that is not `code` (for wrong guesses). */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
