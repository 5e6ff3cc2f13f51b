import type { FastifyReply } from 'fastify';
import type { Count } from '../../identity/rate-limit.js';
import { HttpError } from '../../platform/http/errors.js';
import type { Services } from '../../services.js';
import type { Caller } from './session-verifier.js';

const WINDOW_SECONDS = 60;

/**
 * Requests per minute per API key, and per member on session calls. Every answer says where the
 * caller stands (`RateLimit-*`, draft-ietf-httpapi-ratelimit-headers); one over the limit is a 429
 * with Retry-After.
 *
 * With Redis the counters are shared by every instance (identity/rate-limit.ts). Without it they
 * are counted in this process, not in the database as the identity limits are: this limit runs on
 * every seller request, and a member's concurrent requests all upserting one row waited on its
 * lock (the products list benchmark lost 20 to 40% of its throughput). So without Redis the limit
 * holds per instance; a deployment of several instances sets REDIS_URL (docs/operations.md).
 */
export async function limitRequests(services: Services, caller: Caller, reply: FastifyReply): Promise<void> {
  const { keyPerMinute, memberPerMinute } = services.config.integrations;
  const limit = caller.apiKey ? keyPerMinute : memberPerMinute;
  if (limit === 0) return;
  const key = caller.apiKey ? `api:key:${caller.apiKey.id}` : `api:member:${caller.memberId}`;
  const { rateLimits } = services.identity;
  const { allowed, count, retryAfterSeconds } =
    rateLimits.store === 'redis'
      ? await rateLimits.count(key, limit, WINDOW_SECONDS)
      : localWindowsOf(services).count(key, limit, WINDOW_SECONDS);
  reply.header('RateLimit-Limit', String(limit));
  reply.header('RateLimit-Remaining', String(Math.max(0, limit - count)));
  reply.header('RateLimit-Reset', String(retryAfterSeconds));
  if (!allowed) {
    throw new HttpError(429, 'too_many_requests', `Too many requests: at most ${limit} a minute.`).retryAfter(retryAfterSeconds);
  }
}

/** Fixed windows counted in this process: the first hit of a key starts its window. */
export class LocalWindows {
  private readonly windows = new Map<string, { endsAt: number; count: number }>();

  count(key: string, limit: number, windowSeconds: number, now = Date.now()): Count {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= 10_000) this.forgetEnded(now);
      window = { endsAt: now + windowSeconds * 1000, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= limit,
      count: window.count,
      retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)),
    };
  }

  /** How many keys it holds (ended windows are forgotten once it holds 10,000). */
  get size(): number {
    return this.windows.size;
  }

  private forgetEnded(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

// One set of windows per application (tests build many in one process).
const localWindows = new WeakMap<Services, LocalWindows>();

function localWindowsOf(services: Services): LocalWindows {
  let windows = localWindows.get(services);
  if (!windows) {
    windows = new LocalWindows();
    localWindows.set(services, windows);
  }
  return windows;
}
