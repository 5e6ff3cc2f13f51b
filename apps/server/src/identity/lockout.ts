import { like, sql } from 'drizzle-orm';
import type { SqlResult } from '../db/database.js';
import type { IdentityContext } from './context.js';
import { identityError } from './errors.js';
import { claimMemberAttempt, clearMemberFailures, type FactorKind } from './member-failures.js';
import { identityRateLimits } from './schema.js';

/**
 * Failed authentications (wrong password, wrong passcode) count per member AND per source (the
 * caller's address), so a stranger who knows someone's email address locks out only their own
 * address, never the member signing in from elsewhere. Per source:
 *
 * - after DELAY_AFTER_FAILURES failures, each further attempt must wait a delay that doubles with
 *   every failure (`lockout.delaySeconds`, 2x, 4x... at most MAX_DELAY_SECONDS): an early try is
 *   a 429 too_many_requests with Retry-After, and counts as a failure;
 * - after `lockout.attempts` failures the source is locked out of that member for
 *   `lockout.minutes` after its last failure (user_lock_limit_reached).
 *
 * Counters live in identity_rate_limits (`window_start` is the last failure), shared by every
 * instance. A success clears its own source's counter; a new password clears them all.
 *
 * Failures also count per member from all sources together, with growing delays that never lock
 * the member out for long (member-failures.ts): assertMayAttempt claims the attempt there too.
 */
export const DELAY_AFTER_FAILURES = 3;
export const MAX_DELAY_SECONDS = 60;

export type AttemptSource = string;

const keyOf = (memberId: string, source: AttemptSource) => `auth-fail:${memberId}:${source}`;

type Counter = { count: number; lastFailureAt: Date };

async function readCounter(ctx: IdentityContext, memberId: string, source: AttemptSource): Promise<Counter | null> {
  const result = (await ctx.db.execute(
    sql`select count, window_start from identity_rate_limits where key = ${keyOf(memberId, source)}`,
  )) as unknown as SqlResult;
  const row = result.rows[0];
  if (!row) return null;
  return { count: Number(row.count), lastFailureAt: new Date(row.window_start as string | Date) };
}

/** The wait before the next attempt after `failures` failures (0 while they are few). */
export function delayAfter(failures: number, delaySeconds: number): number {
  if (delaySeconds <= 0 || failures < DELAY_AFTER_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, delaySeconds * 2 ** (failures - DELAY_AFTER_FAILURES));
}

/**
 * Refuses an attempt from a source that is locked out of one of the members
 * (user_lock_limit_reached) or comes before its delay is over (too_many_requests), or an attempt
 * of `kind` that comes before the member-wide delay is over (too_many_requests, counting
 * nothing); each says when to come back (Retry-After). An attempt let through is claimed
 * member-wide (cleared by the success of its kind).
 */
export async function assertMayAttempt(
  ctx: IdentityContext,
  memberIds: string[],
  source: AttemptSource,
  kind: FactorKind,
): Promise<void> {
  await assertSourceMayAttempt(ctx, memberIds, source);
  for (const memberId of memberIds) await claimMemberAttempt(ctx, memberId, kind);
}

async function assertSourceMayAttempt(ctx: IdentityContext, memberIds: string[], source: AttemptSource): Promise<void> {
  const { attempts, minutes, delaySeconds } = ctx.config.identity.lockout;
  for (const memberId of memberIds) {
    const counter = await readCounter(ctx, memberId, source);
    if (!counter) continue;
    // After the read: a concurrent failure may have been stamped a moment ago.
    const now = Date.now();
    const last = counter.lastFailureAt.getTime();
    if (last + minutes * 60_000 <= now) continue; // the streak has expired
    if (counter.count >= attempts) {
      throw identityError('user_lock_limit_reached').retryAfter((last + minutes * 60_000 - now) / 1000);
    }
    const delay = delayAfter(counter.count, delaySeconds);
    if (delay > 0 && last + delay * 1000 > now) {
      // Trying again too early is itself a failure: hammering only pushes the source's own wait.
      await recordFailedAuthentication(ctx, memberId, source);
      throw identityError('too_many_requests', 'Too many failed attempts. Please wait and try again.').retryAfter(
        delayAfter(counter.count + 1, delaySeconds),
      );
    }
  }
}

/**
 * Counts one failure of `source` against a member in one atomic upsert (concurrent failures all
 * count) and returns the source's count. A streak older than the lockout window starts again at 1.
 */
export async function recordFailedAuthentication(ctx: IdentityContext, memberId: string, source: AttemptSource): Promise<number> {
  const { minutes } = ctx.config.identity.lockout;
  const result = (await ctx.db.execute(sql`
    insert into identity_rate_limits (key, window_start, count) values (${keyOf(memberId, source)}, now(), 1)
    on conflict (key) do update set
      count = case when identity_rate_limits.window_start <= now() - make_interval(mins => ${minutes}) then 1
                   else identity_rate_limits.count + 1 end,
      window_start = now()
    returning count`)) as unknown as SqlResult;
  return Number(result.rows[0]?.count ?? 0);
}

/** After a success: this source starts afresh (other sources keep their counts), and so does the member-wide count of `kind`. */
export async function clearFailedAuthentications(
  ctx: IdentityContext,
  memberId: string,
  source: AttemptSource,
  kind: FactorKind,
): Promise<void> {
  await ctx.db.execute(sql`delete from identity_rate_limits where key = ${keyOf(memberId, source)}`);
  await clearMemberFailures(ctx, memberId, kind);
}

/** After a new password: every source starts afresh. */
export async function clearAllFailedAuthentications(ctx: Pick<IdentityContext, 'db'>, memberIds: string[]): Promise<void> {
  for (const memberId of memberIds) {
    await ctx.db.delete(identityRateLimits).where(like(identityRateLimits.key, `${keyOf(memberId, '')}%`));
  }
}

/** The failures counted against a member from one source (0 when none or expired). For tests and support. */
export async function failedAuthentications(ctx: IdentityContext, memberId: string, source: AttemptSource): Promise<number> {
  const counter = await readCounter(ctx, memberId, source);
  if (!counter || counter.lastFailureAt.getTime() + ctx.config.identity.lockout.minutes * 60_000 <= Date.now()) return 0;
  return counter.count;
}
