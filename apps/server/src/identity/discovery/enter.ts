import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { oauthTenantOfFactors } from '../oauth/tokens.js';
import { joinOrganization } from '../organizations/members.js';
import { getOrganization } from '../organizations/repo.js';
import { completeAuthentication } from '../sessions/complete-authentication.js';
import { consumeIntermediateSession, peekIntermediateSession } from '../sessions/intermediate.js';
import { checkSessionDuration, type LiveSession } from '../sessions/session-service.js';
import type { AuthFactor } from '../wire.js';
import { createOrganizationForCreator, type OrganizationSettings } from './create-organization.js';
import { discoverOrganizations } from './discovered-organizations.js';

/** Factors that prove the address, so a member who joins with them starts verified. */
const provesEmail = (factors: AuthFactor[]) =>
  factors.some((f) => f.type === 'magic_link' || f.type === 'email_otp' || f.type === 'oauth');

/**
 * discovery/organizations: where the address of an intermediate session (when a token is given)
 * or of the live session can go. The IST is only looked at, not used up.
 */
export async function listDiscoveredOrganizations(
  ctx: IdentityContext,
  input: { intermediateSessionToken: string | undefined; live: LiveSession | null },
) {
  let emailAddress: string;
  let factors: AuthFactor[];
  if (input.intermediateSessionToken) {
    const ist = await peekIntermediateSession(ctx, input.intermediateSessionToken);
    emailAddress = ist.emailAddress;
    factors = ist.authenticationFactors as AuthFactor[];
  } else if (input.live) {
    emailAddress = input.live.member.emailAddress;
    factors = input.live.session.authenticationFactors as AuthFactor[];
  } else {
    throw identityError('user_unauthenticated');
  }
  return {
    email_address: emailAddress,
    discovered_organizations: await discoverOrganizations(ctx, { emailAddress, factors }),
    organization_id_hint: null,
  };
}

/** discovery/intermediate_sessions/exchange: enter an organization (joining, or accepting an invite, when allowed). */
export async function exchangeIntermediateSession(
  ctx: IdentityContext,
  input: { intermediateSessionToken: string; organizationId: string; durationMinutes: number },
) {
  const organization = await getOrganization(ctx.db, input.organizationId);
  const ist = await consumeIntermediateSession(ctx, input.intermediateSessionToken);
  if (ist.organizationId && ist.organizationId !== organization.organizationId) {
    throw identityError('unauthorized_action', 'This intermediate session belongs to another organization.');
  }
  const factors = ist.authenticationFactors as AuthFactor[];
  const oauthTenant = await oauthTenantOfFactors(ctx, factors);
  const member = await joinOrganization(ctx, {
    organization,
    emailAddress: ist.emailAddress,
    emailVerified: provesEmail(factors),
    oauthTenant,
  });
  return completeAuthentication(ctx, { member, organization, factors, durationMinutes: input.durationMinutes });
}

/** discovery/organizations/create: a new organization whose creator becomes its first admin. */
export async function createOrganizationFromDiscovery(
  ctx: IdentityContext,
  input: { intermediateSessionToken: string; settings: OrganizationSettings; durationMinutes: number | undefined },
) {
  if (!ctx.config.identity.createOrganizationEnabled) throw identityError('create_organization_disabled');
  const durationMinutes = checkSessionDuration(input.durationMinutes);
  const ist = await peekIntermediateSession(ctx, input.intermediateSessionToken);
  const factors = ist.authenticationFactors as AuthFactor[];
  // Validate and create first, then use the IST up: a taken slug leaves the IST usable.
  const { organization, member } = await createOrganizationForCreator(ctx, {
    settings: input.settings,
    emailAddress: ist.emailAddress,
    emailVerified: provesEmail(factors),
  });
  await consumeIntermediateSession(ctx, input.intermediateSessionToken);
  return completeAuthentication(ctx, { member, organization, factors, durationMinutes });
}
