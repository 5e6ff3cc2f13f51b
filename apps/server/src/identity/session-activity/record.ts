import type { FastifyInstance } from 'fastify';
import type { IdentityContext } from '../context.js';
import { identitySessionDevices } from '../schema.js';

const MAX_USER_AGENT = 512;

/** The member session id an identity answer carries (sign-in, refresh, exchange), or null. */
function sessionIdIn(payload: string): string | null {
  // Most answers carry no session: skip parsing them.
  if (!payload.includes('"member_session_id"')) return null;
  try {
    const id = (JSON.parse(payload) as { data?: { member_session?: { member_session_id?: unknown } } }).data?.member_session
      ?.member_session_id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Records where sessions are used from: every identity answer that carries a member session (a
 * sign-in by any method, a refresh, an exchange) stores the caller's address and browser for it.
 * A hook, so no sign-in method needs to know; a failure is logged, never the caller's problem.
 */
export function registerSessionActivity(app: FastifyInstance, ctx: IdentityContext): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const memberSessionId = sessionIdIn(payload);
    if (!memberSessionId) return payload;
    const now = new Date();
    const seen = {
      ipAddress: request.ip,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
      lastSeenAt: now,
    };
    try {
      await ctx.db
        .insert(identitySessionDevices)
        .values({ memberSessionId, ...seen, firstSeenAt: now })
        .onConflictDoUpdate({ target: identitySessionDevices.memberSessionId, set: seen });
    } catch (error) {
      request.log.warn({ err: error, memberSessionId }, 'could not record where a session is used from');
    }
    return payload;
  });
}
