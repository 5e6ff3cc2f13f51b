import type { AuthenticationResponseJSON, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { IdentityContext } from '../context.js';
import { discoverOrganizations } from '../discovery/discovered-organizations.js';
import { identityError } from '../errors.js';
import { finishSecondFactor, type MfaCaller, resolveMfaCaller } from '../mfa/caller.js';
import { findMember, getOrganization, membershipsOf } from '../organizations/repo.js';
import { completeAuthentication } from '../sessions/complete-authentication.js';
import { createIntermediateSession } from '../sessions/intermediate.js';
import type { AuthFactor, OrganizationRow } from '../wire.js';
import {
  assertionCounter,
  isCounterRollback,
  relyingParty,
  signedChallenge,
  userHandleOf,
  webauthnHelpers,
  webauthnServer,
} from './ceremony.js';
import { CHALLENGE_MINUTES, type ChallengeRow, consumeChallenge, storeChallenge } from './challenges.js';
import { type CredentialRow, credentialsOf, findCredential, recordAssertion } from './credentials.js';

/** Who a second-factor ceremony is for: the member of an IST (or of a session stepping up). */
export type SecondFactorTarget = { organizationId: string; memberId: string; intermediateSessionToken?: string | undefined };

/** A passkey as a second factor: the organization's MFA methods must allow it (ALL, or `passkey` listed). */
function assertPasskeyMfaAllowed(organization: OrganizationRow) {
  if (organization.mfaMethods === 'RESTRICTED' && !organization.allowedMfaMethods.includes('passkey')) {
    throw identityError('mfa_method_not_allowed');
  }
}

/**
 * Request options. With no target: a primary sign-in with any discoverable passkey of this
 * relying party (no email typed), user verification required. With a target: the member's own
 * passkeys as their second factor, user presence enough (the first factor is already proven).
 */
export async function startAuthentication(ctx: IdentityContext, request: FastifyRequest, target: SecondFactorTarget | null) {
  const rp = relyingParty(ctx);
  const { generateAuthenticationOptions } = await webauthnServer();
  if (!target) {
    const options = await generateAuthenticationOptions({
      rpID: rp.rpId,
      userVerification: 'required',
      timeout: CHALLENGE_MINUTES * 60_000,
    });
    await storeChallenge(ctx, {
      challenge: options.challenge,
      kind: 'authenticate',
      memberId: null,
      userVerification: 'required',
    });
    return { public_key_credential_request_options: JSON.stringify(options) };
  }
  const caller = await resolveMfaCaller(ctx, request, target);
  assertPasskeyMfaAllowed(caller.organization);
  const credentials = await credentialsOf(ctx.db, ctx.project.projectId, caller.member.emailAddress);
  if (credentials.length === 0) throw identityError('webauthn_registration_not_found', 'This member has no passkey.');
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: 'preferred',
    timeout: CHALLENGE_MINUTES * 60_000,
    allowCredentials: credentials.map((c) => ({ id: c.credentialId, transports: c.transports as never })),
  });
  await storeChallenge(ctx, {
    challenge: options.challenge,
    kind: 'authenticate',
    memberId: caller.member.memberId,
    userVerification: 'preferred',
  });
  return { public_key_credential_request_options: JSON.stringify(options) };
}

/**
 * Checks an assertion: the challenge it signed (single use), the passkey it names, the counter
 * (a rollback is a cloned authenticator and is refused), the signature, origin, RP id and user
 * verification. Keeps the new counter, backup state and last use.
 */
async function verifyAssertion(ctx: IdentityContext, credential: AuthenticationResponseJSON, challenge: ChallengeRow) {
  const stored = await findCredential(ctx.db, ctx.project.projectId, credential.id);
  if (!stored) throw identityError('unable_to_auth_webauthn', 'No passkey registered here has this credential id.');
  const handle = credential.response.userHandle;
  if (handle && handle !== (await userHandleOf(ctx, stored.emailAddress))) throw identityError('unable_to_auth_webauthn');
  const received = await assertionCounter(credential.response.authenticatorData);
  if (isCounterRollback(stored.counter, received)) throw identityError('webauthn_counter_rollback');
  const rp = relyingParty(ctx);
  const [{ verifyAuthenticationResponse }, { isoBase64URL }] = await Promise.all([webauthnServer(), webauthnHelpers()]);
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    result = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      requireUserVerification: challenge.userVerification === 'required',
      credential: {
        id: stored.credentialId,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: stored.counter,
        transports: stored.transports as never,
      },
    });
  } catch (error) {
    throw identityError('unable_to_auth_webauthn', `The passkey could not be authenticated: ${(error as Error).message}`);
  }
  if (!result.verified) throw identityError('unable_to_auth_webauthn');
  const info = result.authenticationInfo;
  const recorded = await recordAssertion(ctx.db, stored, {
    counter: info.newCounter,
    backedUp: info.credentialBackedUp,
    deviceType: info.credentialDeviceType,
  });
  if (!recorded) throw identityError('webauthn_counter_rollback');
  return { stored, userVerified: info.userVerified };
}

function webauthnFactor(ctx: IdentityContext, stored: CredentialRow, userVerified: boolean, userAgent: string): AuthFactor {
  return {
    type: 'webauthn',
    delivery_method: 'webauthn_registration',
    last_authenticated_at: new Date().toISOString(),
    webauthn_factor: {
      webauthn_registration_id: stored.registrationId,
      domain: relyingParty(ctx).rpId,
      user_agent: userAgent,
      user_verified: userVerified,
    },
  };
}

export type AuthenticateInput = {
  credential: AuthenticationResponseJSON;
  durationMinutes: number;
  organizationId: string | undefined;
  target: SecondFactorTarget | null;
  userAgent: string;
};

/**
 * A passkey sign-in. As a second factor (a target): the IST's login (or the session) completes.
 * As the primary factor: in the given organization, or, with none given, in the member's only
 * organization; a member of several gets an IST and the discovered organizations to pick from.
 */
export async function authenticatePasskey(ctx: IdentityContext, request: FastifyRequest, input: AuthenticateInput) {
  const challenge = await consumeChallenge(ctx, await signedChallenge(input.credential.response.clientDataJSON), 'authenticate');
  let caller: MfaCaller | null = null;
  if (challenge.memberId) {
    if (!input.target || input.target.memberId !== challenge.memberId) throw identityError('webauthn_challenge_not_found');
    caller = await resolveMfaCaller(ctx, request, input.target);
  }
  const { stored, userVerified } = await verifyAssertion(ctx, input.credential, challenge);
  const factor = webauthnFactor(ctx, stored, userVerified, input.userAgent);
  if (caller) {
    if (stored.emailAddress !== caller.member.emailAddress)
      throw identityError('unable_to_auth_webauthn', 'This passkey is another member’s.');
    return finishSecondFactor(ctx, caller, { member: caller.member, factor, durationMinutes: input.durationMinutes });
  }
  const factors = [factor];
  if (input.organizationId) {
    const organization = await getOrganization(ctx.db, input.organizationId);
    const member = await findMember(ctx.db, organization.organizationId, stored.emailAddress);
    if (member?.status !== 'active') throw identityError('member_not_found');
    return completeAuthentication(ctx, { member, organization, factors, durationMinutes: input.durationMinutes });
  }
  const active = (await membershipsOf(ctx, stored.emailAddress)).filter((m) => m.member.status === 'active');
  const only = active.length === 1 ? active[0] : undefined;
  if (only) {
    return completeAuthentication(ctx, { ...only, factors, durationMinutes: input.durationMinutes });
  }
  const emailAddress = stored.emailAddress;
  return {
    member_authenticated: false,
    intermediate_session_token: await createIntermediateSession(ctx, { emailAddress, factors }),
    email_address: emailAddress,
    discovered_organizations: await discoverOrganizations(ctx, { emailAddress, factors }),
  };
}
