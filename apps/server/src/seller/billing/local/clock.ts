import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { localBillingClock } from './schema.js';

/**
 * The local provider's time: the wall clock plus an offset that only the dev control moves
 * forward (docs/billing.md), so a trial can end and a renewal run without waiting a month.
 */
export async function providerNow(db: Db): Promise<Date> {
  return new Date(Date.now() + (await providerOffsetMs(db)));
}

/** How far the provider's clock runs ahead of the wall clock (the dev clock's offset), ms. */
export async function providerOffsetMs(db: Db): Promise<number> {
  const [row] = await db
    .select({ offsetMs: localBillingClock.offsetMs })
    .from(localBillingClock)
    .where(eq(localBillingClock.id, 1));
  return row?.offsetMs ?? 0;
}

export async function advanceClock(db: Db, ms: number): Promise<void> {
  await db
    .insert(localBillingClock)
    .values({ id: 1, offsetMs: ms })
    .onConflictDoUpdate({ target: localBillingClock.id, set: { offsetMs: sql`${localBillingClock.offsetMs} + ${ms}` } });
}

/** A Stripe-looking id: prefix, underscore, 24 letters and digits. */
export function newId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  return `${prefix}_${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/** Adds one billing period (calendar month or year, as Stripe bills). */
export function addPeriod(from: Date, period: string): Date {
  const next = new Date(from);
  if (period === 'Year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export const seconds = (date: Date | null): number | null => (date ? Math.floor(date.getTime() / 1000) : null);
