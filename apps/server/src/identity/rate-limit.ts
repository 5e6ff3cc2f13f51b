import { sql } from 'drizzle-orm';
import type { Db, SqlResult } from '../db/database.js';
import { identityError } from './errors.js';

/**
 * Counts one hit of `key` in a fixed window and says whether it is within `limit`. The count is
 * one atomic upsert in the shared database, so bursts and several server instances agree.
 * Windows end by themselves: a limit never locks anyone out beyond its window.
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into identity_rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when identity_rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1
                   else identity_rate_limits.count + 1 end,
      window_start = case when identity_rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then now()
                   else identity_rate_limits.window_start end
    returning count`)) as unknown as SqlResult;
  return Number(result.rows[0]?.count ?? 0) <= limit;
}

/** Throws 429 too_many_requests when the key is over its limit. */
export async function enforceRateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
  if (!(await hitRateLimit(db, key, limit, windowSeconds))) throw identityError('too_many_requests');
}
