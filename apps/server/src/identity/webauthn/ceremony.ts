import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';

/**
 * @simplewebauthn/server and its helpers, loaded with the first passkey ceremony rather than at
 * start: 5 MB of heap that a server whose members use no passkey never needs (decision 048).
 */
export const webauthnServer = () => import('@simplewebauthn/server');
export const webauthnHelpers = () => import('@simplewebauthn/server/helpers');

/** The relying party this deployment is (IDENTITY_WEBAUTHN_RP_ID, the allowed origins). */
export const relyingParty = (ctx: IdentityContext) => ctx.config.identity.webauthn;

/**
 * The user handle of an email address: an HMAC, so the authenticator stores no address and one
 * person has one handle across their memberships (a passkey signs in to all of them).
 */
export async function userHandleOf(ctx: IdentityContext, emailAddress: string): Promise<string> {
  const { isoBase64URL } = await webauthnHelpers();
  return isoBase64URL.fromBuffer(new Uint8Array(Buffer.from(ctx.box.hash('webauthn_user', emailAddress), 'hex')));
}

/** The challenge a credential signed, read from its clientDataJSON (a 400 naming the field when unreadable). */
export async function signedChallenge(clientDataJSON: string): Promise<string> {
  const { decodeClientDataJSON } = await webauthnHelpers();
  try {
    const challenge = decodeClientDataJSON(clientDataJSON).challenge;
    if (typeof challenge === 'string' && challenge.length > 0) return challenge;
  } catch {
    // fall through: unreadable client data
  }
  throw identityError(
    'invalid_public_key_credential',
    'public_key_credential.response.clientDataJSON is not readable client data.',
  );
}

/** The signature counter of an assertion's authenticator data. */
export async function assertionCounter(authenticatorData: string): Promise<number> {
  const { isoBase64URL, parseAuthenticatorData } = await webauthnHelpers();
  try {
    return parseAuthenticatorData(isoBase64URL.toBuffer(authenticatorData)).counter;
  } catch {
    throw identityError('invalid_public_key_credential', 'public_key_credential.response.authenticatorData is not readable.');
  }
}

/**
 * A counter that does not move forward means two authenticators hold one key (a clone). Zero on
 * both sides is an authenticator without a counter (synced passkeys), which is allowed.
 */
export function isCounterRollback(stored: number, received: number): boolean {
  return (stored > 0 || received > 0) && received <= stored;
}
