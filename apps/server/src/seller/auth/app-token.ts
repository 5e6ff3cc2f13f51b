import { API_KEY_SCOPES } from '@shelfscope/contracts';
import { decodeProtectedHeader } from 'jose';
import type { IdentityContext } from '../../identity/context.js';
import { ACCESS_TOKEN_TYPE, liveAccessToken } from '../../identity/idp/access-tokens.js';
import { FULL_ACCESS, findApp, isGrantable, parseScopes } from '../../identity/idp/apps.js';
import { loadMember } from '../../identity/idp/tokens.js';
import { memberRoles } from '../../identity/wire.js';
import type { Caller } from './session-verifier.js';

/** Whether a bearer token is a connected app's access token (typ at+jwt), not a session JWT. */
export function isAppAccessToken(token: string): boolean {
  if (!token.includes('.')) return false;
  try {
    return decodeProtectedHeader(token).typ === ACCESS_TOKEN_TYPE;
  } catch {
    return false;
  }
}

/**
 * A connected app's access token on /api (issue 45): issued by us, to the app it names as `aud`
 * (access-tokens.ts), not revoked, for a member who is still active. The route scopes it carries
 * are the seller scopes (`products:read`...) the member granted the app, each checked again now
 * against the member's current roles (the app's access policy): a member who lost a permission
 * takes it from the app at once. `full_access` stands for every seller scope. An app's own
 * client_credentials token names no member and no company: refused.
 *
 * The caller then goes through the same scope check as an API key (`apiKey`: one per app and
 * member for the rate limit), so session-only routes refuse it too.
 */
export async function authenticateAppToken(identity: IdentityContext, token: string): Promise<{ caller: Caller } | null> {
  const live = await liveAccessToken(identity, token);
  if (!live?.memberId) return null;
  const [subject, app] = await Promise.all([loadMember(identity, live.memberId), findApp(identity, live.clientId)]);
  if (!subject || !app) return null;
  const granted = parseScopes(live.payload.scope ?? '');
  const seller = granted.includes(FULL_ACCESS)
    ? [...API_KEY_SCOPES]
    : granted.filter((s) => (API_KEY_SCOPES as readonly string[]).includes(s));
  const scopes = seller.filter((s) => granted.includes(FULL_ACCESS) || isGrantable(identity, app, subject.member, s));
  const caller: Caller = {
    memberId: subject.member.memberId,
    organizationId: subject.organization.organizationId,
    organizationSlug: subject.organization.slug,
    sessionId: `oauth:${live.jti}`,
    roles: memberRoles(subject.member),
    // The member's roles now: the app never has more than the member who granted it (issue 44).
    apiKey: { id: `app:${app.clientId}:${subject.member.memberId}`, scopes, creatorRoles: memberRoles(subject.member) },
  };
  return { caller };
}
