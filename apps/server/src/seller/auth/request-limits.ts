import type { FastifyReply } from 'fastify';
import { HttpError } from '../../platform/http/errors.js';
import type { Services } from '../../services.js';
import type { Caller } from './session-verifier.js';

const WINDOW_SECONDS = 60;

/**
 * Requests per minute per API key, and per member on session calls, counted where every instance
 * sees them (Redis when configured, else the database: identity/rate-limit.ts). Every answer says
 * where the caller stands (`RateLimit-*`, draft-ietf-httpapi-ratelimit-headers); one over the
 * limit is a 429 with Retry-After.
 */
export async function limitRequests(services: Services, caller: Caller, reply: FastifyReply): Promise<void> {
  const { keyPerMinute, memberPerMinute } = services.config.integrations;
  const limit = caller.apiKey ? keyPerMinute : memberPerMinute;
  if (limit === 0) return;
  const key = caller.apiKey ? `api:key:${caller.apiKey.id}` : `api:member:${caller.memberId}`;
  const { allowed, count, retryAfterSeconds } = await services.identity.rateLimits.count(key, limit, WINDOW_SECONDS);
  reply.header('RateLimit-Limit', String(limit));
  reply.header('RateLimit-Remaining', String(Math.max(0, limit - count)));
  reply.header('RateLimit-Reset', String(retryAfterSeconds));
  if (!allowed) {
    throw new HttpError(429, 'too_many_requests', `Too many requests: at most ${limit} a minute.`).retryAfter(retryAfterSeconds);
  }
}
