import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, SqlResult } from '../db/database.js';
import type { RedisClients } from '../platform/redis/redis.js';
import { identityError } from './errors.js';

/** One hit's outcome: within the limit or not, the hits in the window so far, and the seconds it still runs. */
export type Count = { allowed: boolean; count: number; retryAfterSeconds: number };

// One fixed window per key: the first hit starts it (and its expiry), later hits add to it.
const REDIS_HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/**
 * Fixed-window rate-limit counters shared by every server instance: in Redis when REDIS_URL is
 * set (one atomic script a hit), otherwise in the database (one atomic upsert). Bursts and
 * several instances agree either way. Windows end by themselves: a limit never locks anyone out
 * beyond its window. If Redis fails, the hit is counted in the database instead (logged), so a
 * Redis outage neither opens the limits nor fails the requests.
 */
export class RateLimits {
  private lastWarned = 0;

  constructor(
    private readonly db: Db,
    private readonly redis?: Pick<RedisClients, 'client'> | undefined,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Where the counters live. */
  get store(): 'redis' | 'database' {
    return this.redis ? 'redis' : 'database';
  }

  /** Counts one hit of `key` and says whether it is within `limit` and how long its window still runs. */
  async count(key: string, limit: number, windowSeconds: number): Promise<Count> {
    if (this.redis) {
      try {
        const [count, ttl] = (await this.redis.client.eval(REDIS_HIT, 1, `rl:${key}`, windowSeconds)) as [number, number];
        return { allowed: count <= limit, count, retryAfterSeconds: Math.min(windowSeconds, Math.max(1, ttl)) };
      } catch (error) {
        if (Date.now() - this.lastWarned > 60_000) {
          this.lastWarned = Date.now();
          this.log?.warn({ err: error }, 'rate limits: Redis failed, counting in the database');
        }
      }
    }
    return countInDatabase(this.db, key, limit, windowSeconds);
  }
}

async function countInDatabase(db: Db, key: string, limit: number, windowSeconds: number): Promise<Count> {
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
  const count = Number(row?.count ?? 0);
  return {
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.min(windowSeconds, Math.max(1, Number(row?.retry_after ?? windowSeconds))),
  };
}

/** Counts one hit of `key` in a fixed window and says whether it is within `limit`. */
export async function hitRateLimit(limits: RateLimits, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  return (await limits.count(key, limit, windowSeconds)).allowed;
}

/** Throws 429 too_many_requests, with the seconds until the window ends, when the key is over its limit. */
export async function enforceRateLimit(limits: RateLimits, key: string, limit: number, windowSeconds: number): Promise<void> {
  const { allowed, retryAfterSeconds } = await limits.count(key, limit, windowSeconds);
  if (!allowed) throw identityError('too_many_requests').retryAfter(retryAfterSeconds);
}
