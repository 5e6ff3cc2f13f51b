import { and, inArray, isNotNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { JWT_ALGORITHM } from '../sessions/signing-keys.js';
import { fetchFailure, outboundFetch } from '../sso/outbound.js';
import { findApp } from './apps.js';
import { identityConnectedApps, identityIdpSessionApps } from './schema.js';
import { idpIssuer } from './tokens.js';

export const BACKCHANNEL_LOGOUT_QUEUE = 'identity-backchannel-logout';
export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
/** A logout token is for immediate use (OIDC Back-Channel Logout 1.0, 2.4: a short lifetime). */
const LOGOUT_TOKEN_SECONDS = 120;
const TIMEOUT_MS = 5000;

type LogoutJob = { clientId: string; memberSessionId: string; memberId: string };

/**
 * Back-channel logout: when a member's session ends (sign-out, revocation, a password reset,
 * removal), every connected app that signed the member in with that session and registered a
 * `backchannel_logout_uri` gets a signed logout token, POSTed from the job queue (retried with
 * pg-boss's backoff; at-least-once, so apps treat a repeated `jti` as done).
 */
export function defineBackchannelLogout(ctx: IdentityContext, jobs: Jobs): void {
  jobs.define<LogoutJob>(BACKCHANNEL_LOGOUT_QUEUE, (job) => sendLogoutToken(ctx, job), {
    retryLimit: 8,
    retryDelaySeconds: 10,
    batchSize: 5,
  });
  ctx.sessionsEnded = (memberSessionIds) => queueLogouts(ctx, jobs, memberSessionIds);
}

/** Queues one job per app and ended session; the session's app links go (each is told once). */
export async function queueLogouts(ctx: IdentityContext, jobs: Jobs, memberSessionIds: string[]): Promise<void> {
  if (memberSessionIds.length === 0) return;
  try {
    const links = await ctx.db
      .delete(identityIdpSessionApps)
      .where(inArray(identityIdpSessionApps.memberSessionId, memberSessionIds))
      .returning();
    if (links.length === 0) return;
    const withUri = await ctx.db
      .select({ clientId: identityConnectedApps.clientId })
      .from(identityConnectedApps)
      .where(
        and(
          inArray(
            identityConnectedApps.clientId,
            links.map((l) => l.clientId),
          ),
          isNotNull(identityConnectedApps.backchannelLogoutUri),
        ),
      );
    const notify = new Set(withUri.map((a) => a.clientId));
    for (const link of links) {
      if (!notify.has(link.clientId)) continue;
      await jobs.send<LogoutJob>(BACKCHANNEL_LOGOUT_QUEUE, {
        clientId: link.clientId,
        memberSessionId: link.memberSessionId,
        memberId: link.memberId,
      });
    }
  } catch (error) {
    // The session has ended either way; a logout that cannot be queued is logged, not thrown.
    ctx.log.error({ err: error }, 'back-channel logout: could not queue');
  }
}

/** The logout token (2.4): iss, aud, iat, exp, jti, sub, sid and the event; never a nonce. */
export async function logoutToken(ctx: IdentityContext, job: LogoutJob): Promise<string> {
  const key = await ctx.keys.signingKey();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: job.memberSessionId, events: { [BACKCHANNEL_LOGOUT_EVENT]: {} } })
    .setProtectedHeader({ alg: JWT_ALGORITHM, kid: key.kid, typ: 'logout+jwt' })
    .setIssuer(idpIssuer(ctx))
    .setAudience(job.clientId)
    .setSubject(job.memberId)
    .setIssuedAt(now)
    .setExpirationTime(now + LOGOUT_TOKEN_SECONDS)
    .setJti(newId('jti', ctx.project.environment))
    .sign(key.privateKey);
}

/** One attempt: a fresh token each time (the old one may have expired while waiting). Throws to retry. */
async function sendLogoutToken(ctx: IdentityContext, job: LogoutJob): Promise<void> {
  const app = await findApp(ctx, job.clientId);
  const uri = app?.backchannelLogoutUri;
  if (!uri) return; // the app was deleted or stopped listening meanwhile
  let response: Response;
  try {
    // The URI is the app's: the SSO guard keeps it off private and loopback addresses in production.
    response = await outboundFetch(ctx.config.identity.sso.outbound)(uri, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cache-control': 'no-cache' },
      body: new URLSearchParams({ logout_token: await logoutToken(ctx, job) }).toString(),
    });
  } catch (error) {
    throw new Error(`back-channel logout to ${job.clientId} failed: ${fetchFailure(error)}`);
  }
  await response.body?.cancel().catch(() => undefined);
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`back-channel logout to ${job.clientId} answered ${response.status}`);
  }
}
