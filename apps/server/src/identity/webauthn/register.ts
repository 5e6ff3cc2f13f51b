import type { RegistrationResponseJSON, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { identityError } from '../errors.js';
import { type MemberRow, memberWire, type OrganizationRow, organizationWire } from '../wire.js';
import { relyingParty, signedChallenge, userHandleOf, webauthnHelpers, webauthnServer } from './ceremony.js';
import { CHALLENGE_MINUTES, consumeChallenge, storeChallenge } from './challenges.js';
import { credentialsOf, insertCredential, registrationWire } from './credentials.js';

type Signed = { member: MemberRow; organization: OrganizationRow };
export type AuthenticatorType = 'platform' | 'cross-platform' | undefined;

/**
 * Options for a new passkey of the signed-in member: discoverable (the sign-in needs no email),
 * user verification required, the member's existing passkeys excluded (no second copy on one
 * authenticator).
 */
export async function startRegistration(ctx: IdentityContext, live: Signed, input: { authenticatorType: AuthenticatorType }) {
  const { member } = live;
  const rp = relyingParty(ctx);
  const existing = await credentialsOf(ctx.db, ctx.project.projectId, member.emailAddress);
  const [{ generateRegistrationOptions }, { isoBase64URL }] = await Promise.all([webauthnServer(), webauthnHelpers()]);
  const options = await generateRegistrationOptions({
    rpName: ctx.project.name,
    rpID: rp.rpId,
    userID: isoBase64URL.toBuffer(await userHandleOf(ctx, member.emailAddress)),
    userName: member.emailAddress,
    userDisplayName: member.name || member.emailAddress,
    attestationType: 'none',
    timeout: CHALLENGE_MINUTES * 60_000,
    excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: c.transports as never })),
    authenticatorSelection: {
      residentKey: 'required',
      userVerification: 'required',
      ...(input.authenticatorType ? { authenticatorAttachment: input.authenticatorType } : {}),
    },
  });
  await storeChallenge(ctx, {
    challenge: options.challenge,
    kind: 'register',
    memberId: member.memberId,
    userVerification: 'required',
  });
  return { member_id: member.memberId, public_key_credential_creation_options: JSON.stringify(options) };
}

/** Verifies the authenticator's attestation against the challenge this member was given and keeps the passkey. */
export async function finishRegistration(
  ctx: IdentityContext,
  live: Signed,
  input: { credential: RegistrationResponseJSON; name: string | undefined },
) {
  const { member, organization } = live;
  const challenge = await consumeChallenge(ctx, await signedChallenge(input.credential.response.clientDataJSON), 'register');
  if (challenge.memberId !== member.memberId) throw identityError('webauthn_challenge_not_found');
  const rp = relyingParty(ctx);
  const [{ verifyRegistrationResponse }, { isoBase64URL }] = await Promise.all([webauthnServer(), webauthnHelpers()]);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.credential,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
    });
  } catch (error) {
    throw identityError('invalid_public_key_credential', `public_key_credential: ${(error as Error).message}`);
  }
  if (!verified.verified) throw identityError('invalid_public_key_credential');
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const existing = await credentialsOf(ctx.db, ctx.project.projectId, member.emailAddress);
  let row: Awaited<ReturnType<typeof insertCredential>>;
  try {
    row = await insertCredential(ctx.db, {
      credentialId: credential.id,
      registrationId: newId('webauthn-registration', ctx.project.environment),
      projectId: ctx.project.projectId,
      emailAddress: member.emailAddress,
      memberId: member.memberId,
      name: input.name?.trim() || `Passkey ${existing.length + 1}`,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    });
  } catch {
    throw identityError('duplicate_webauthn_registration');
  }
  return {
    member_id: member.memberId,
    webauthn_registration_id: row.registrationId,
    webauthn_registration: registrationWire(row),
    member: memberWire(member),
    organization: organizationWire(organization),
  };
}
