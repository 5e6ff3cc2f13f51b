import { sql } from 'drizzle-orm';
import type { SqlResult } from '../db/database.js';
import type { IdentityContext } from './context.js';
import { identityError } from './errors.js';
import { failedSignInsEmail } from './mail/templates.js';
import { findMemberById, findOrganization } from './organizations/repo.js';
import { hitRateLimit } from './rate-limit.js';

/**
 * The member-wide side of the lockout (lockout.ts has the per-address side). Addresses are cheap
 * (IPv6), so failures also count per member from every address together, one counter for first
 * factors (password, email passcode) and one for second factors (authenticator, text, backup
 * code): a right password must not clear a second-factor guesser's count.
 *
 * Past MEMBER_DELAY_AFTER_FAILURES failures in the lockout window, every attempt of that kind
 * waits a delay after the last one, doubling per failure up to MAX_MEMBER_DELAY_SECONDS (ASVS
 * 2.2.1: at most 60 guesses an hour then). An early attempt is refused (429 with Retry-After) and
 * counts nothing, so a stranger can make the member wait at most that long, never lock them out:
 * the member's own attempt only waits out the current delay. Attempts are claimed before they
 * are checked, in one conditional upsert, so a concurrent burst from many addresses gets one
 * check per delay; a success clears its kind's counter.
 */
export const MEMBER_DELAY_AFTER_FAILURES = 10;
export const MAX_MEMBER_DELAY_SECONDS = 60;
/** From this many failures of a kind in the window, the member is emailed, once a window. */
export const NOTIFY_AFTER_FAILURES = 5;

export type FactorKind = 'primary' | 'second';

/** The counter's key: under the member's per-address keys, so a new password clears it with them. */
export const memberKey = (memberId: string, kind: FactorKind) => `auth-fail:${memberId}:*${kind}`;

/** The wait after `failures` member-wide failures (0 while they are few or delays are off). */
export function memberDelayAfter(failures: number, delaySeconds: number): number {
  if (delaySeconds <= 0 || failures < MEMBER_DELAY_AFTER_FAILURES) return 0;
  return Math.min(MAX_MEMBER_DELAY_SECONDS, delaySeconds * 2 ** Math.min(30, failures - MEMBER_DELAY_AFTER_FAILURES));
}

/**
 * Claims one attempt of `kind` against the member: counted when the member-wide delay is over
 * (or the streak expired), else refused with too_many_requests and the seconds left.
 */
export async function claimMemberAttempt(ctx: IdentityContext, memberId: string, kind: FactorKind): Promise<void> {
  const { minutes, delaySeconds } = ctx.config.identity.lockout;
  const key = memberKey(memberId, kind);
  const t = sql`identity_rate_limits`;
  // The same formula as memberDelayAfter, on the row as it is when the upsert locks it.
  const delay = sql`least(${MAX_MEMBER_DELAY_SECONDS}::float8,
    ${delaySeconds}::float8 * power(2::float8, least(${t}.count - ${MEMBER_DELAY_AFTER_FAILURES}, 30)))`;
  const claimed = (await ctx.db.execute(sql`
    insert into identity_rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when ${t}.window_start <= now() - make_interval(mins => ${minutes}) then 1 else ${t}.count + 1 end,
      window_start = now()
    where ${t}.window_start <= now() - make_interval(mins => ${minutes})
      or ${t}.count < ${MEMBER_DELAY_AFTER_FAILURES}
      or ${t}.window_start + make_interval(secs => ${delay}) <= now()
    returning count`)) as unknown as SqlResult;
  if (claimed.rows.length > 0) return;
  const current = (await ctx.db.execute(
    sql`select count, window_start from identity_rate_limits where key = ${key}`,
  )) as unknown as SqlResult;
  const row = current.rows[0];
  const last = row ? new Date(row.window_start as string | Date).getTime() : Date.now();
  const waitMs = last + memberDelayAfter(Number(row?.count ?? 0), delaySeconds) * 1000 - Date.now();
  throw identityError('too_many_requests', 'Too many failed attempts for this member. Please wait and try again.').retryAfter(
    Math.max(1, Math.ceil(waitMs / 1000)),
  );
}

/** After a success of `kind`: the member-wide count of that kind starts afresh. */
export async function clearMemberFailures(ctx: IdentityContext, memberId: string, kind: FactorKind): Promise<void> {
  await ctx.db.execute(sql`delete from identity_rate_limits where key = ${memberKey(memberId, kind)}`);
}

/** The member-wide failures of a kind in the current window (0 when none or expired). */
export async function memberFailures(ctx: IdentityContext, memberId: string, kind: FactorKind): Promise<number> {
  const result = (await ctx.db.execute(sql`
    select count from identity_rate_limits
    where key = ${memberKey(memberId, kind)}
      and window_start > now() - make_interval(mins => ${ctx.config.identity.lockout.minutes})`)) as unknown as SqlResult;
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * After a failed attempt: from NOTIFY_AFTER_FAILURES failures on, the member is told by email
 * (through the outbox), once per lockout window whatever the attempts that follow, so a burst
 * is one email, not one per guess.
 */
export async function warnOfRepeatedFailures(ctx: IdentityContext, memberId: string, kind: FactorKind): Promise<void> {
  if ((await memberFailures(ctx, memberId, kind)) < NOTIFY_AFTER_FAILURES) return;
  const windowSeconds = ctx.config.identity.lockout.minutes * 60;
  if (!(await hitRateLimit(ctx.rateLimits, `auth-fail-notice:${memberId}`, 1, windowSeconds))) return;
  const member = await findMemberById(ctx.db, memberId);
  const organization = member && (await findOrganization(ctx.db, member.organizationId));
  if (!member || !organization) return;
  await ctx.mailer.send({
    to: member.emailAddress,
    ...failedSignInsEmail({ projectName: ctx.project.name, organizationName: organization.name, kind }),
  });
}
