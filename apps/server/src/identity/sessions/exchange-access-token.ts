import { createLocalJWKSet, jwtVerify } from 'jose';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { findMemberById, getOrganization } from '../organizations/repo.js';
import { type AuthFactor, memberSessionWire, memberWire, organizationWire } from '../wire.js';
import { createSession, jwtIssuer } from './session-service.js';
import { JWT_ALGORITHM } from './signing-keys.js';

/** The scope a connected app's access token needs to become a session. */
export const FULL_ACCESS_SCOPE = 'full_access';

/**
 * sessions/exchange_access_token: an access token this project issued to a connected app (a JWT
 * signed by our own keys, our issuer and audience, with the full_access scope) becomes a member
 * session with the factors the token carries. Session JWTs (no scope) and tokens without
 * full_access are refused, as are tokens of members who are gone.
 */
export async function exchangeAccessToken(ctx: IdentityContext, input: { accessToken: string; durationMinutes: number }) {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(input.accessToken, createLocalJWKSet(await ctx.keys.jwks()), {
      algorithms: [JWT_ALGORITHM],
      issuer: jwtIssuer(ctx.project.projectId),
      audience: ctx.project.projectId,
      requiredClaims: ['exp', 'sub', 'scope'],
    }));
  } catch {
    throw identityError('invalid_access_token');
  }
  const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
  if (!scopes.includes(FULL_ACCESS_SCOPE)) throw identityError('invalid_access_token');
  const org = payload['https://stytch.com/organization'] as { organization_id?: unknown } | undefined;
  const member = await findMemberById(ctx.db, String(payload.sub));
  if (member?.status !== 'active' || member.organizationId !== org?.organization_id) {
    throw identityError('invalid_access_token');
  }
  const organization = await getOrganization(ctx.db, member.organizationId);
  const carried = (payload['https://stytch.com/session'] as { authentication_factors?: AuthFactor[] } | undefined)
    ?.authentication_factors;
  const factors: AuthFactor[] = [
    ...(Array.isArray(carried) ? carried : []),
    { type: 'access_token_exchange', delivery_method: 'access_token', last_authenticated_at: new Date().toISOString() },
  ];
  const issued = await createSession(ctx, { member, organization, factors, durationMinutes: input.durationMinutes });
  return {
    member_id: member.memberId,
    member: memberWire(member),
    organization_id: organization.organizationId,
    organization: organizationWire(organization),
    member_session: memberSessionWire(issued.session, member, organization),
    session_token: issued.sessionToken,
    session_jwt: issued.sessionJwt,
    member_authenticated: true,
    intermediate_session_token: '',
    mfa_required: null,
    primary_required: null,
  };
}
