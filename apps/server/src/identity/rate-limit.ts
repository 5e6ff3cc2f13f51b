import { sql } from 'drizzle-orm';
import type { Db, SqlResult } from '../db/database.js';
import { identityError } from './errors.js';

/**
 * Counts one hit of `key` in a fixed window and says whether it is within `limit`. The count is
 * one atomic upsert in the shared database, so bursts and several server instances agree.
 * Windows end by themselves: a limit never locks anyone out beyond its window.
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  return (await countRateLimit(db, key, limit, windowSeconds)).allowed;
}

/** hitRateLimit, also saying how many seconds are left of the window (the Retry-After of a 429). */
export async function countRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const result = (await db.execute(sql`
    insert into identity_rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when identity_rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1
                   else identity_rate_limits.count + 1 end,
      window_start = case when identity_rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then now()
                   else identity_rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now()))) as retry_after`)) as unknown as SqlResult;
  const row = result.rows[0];
  return {
    allowed: Number(row?.count ?? 0) <= limit,
    retryAfterSeconds: Math.min(windowSeconds, Math.max(1, Number(row?.retry_after ?? windowSeconds))),
  };
}

/** Throws 429 too_many_requests, with the seconds until the window ends, when the key is over its limit. */
export async function enforceRateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
  const { allowed, retryAfterSeconds } = await countRateLimit(db, key, limit, windowSeconds);
  if (!allowed) throw identityError('too_many_requests').retryAfter(retryAfterSeconds);
}
