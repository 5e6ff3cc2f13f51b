import { z } from 'zod';
import { IntermediateSessionToken, OrganizationId, SessionDuration } from '../magic-links/schemas.js';

const B64Url = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');
/** A PublicKeyCredential in WebAuthn's JSON form (what `credential.toJSON()` and @simplewebauthn/browser give). */
export const RegistrationCredential = z.object({
  id: B64Url,
  rawId: B64Url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: B64Url,
    attestationObject: B64Url,
    transports: z.array(z.string().max(32)).max(10).optional(),
    authenticatorData: B64Url.optional(),
    publicKey: B64Url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).nullish(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

export const AuthenticationCredential = z.object({
  id: B64Url,
  rawId: B64Url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: B64Url,
    authenticatorData: B64Url,
    signature: B64Url,
    userHandle: B64Url.nullish(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).nullish(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/**
 * `public_key_credential` arrives as the provider's clients send it: the credential's JSON as a
 * string (the consumer SDK's form), or the object itself.
 */
const asJson = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);

export const RegisterStartBody = z.object({
  domain: z.string().max(253).optional(),
  authenticator_type: z.enum(['platform', 'cross-platform']).optional(),
  return_passkey_credential_options: z.boolean().optional(),
});

export const RegisterBody = z.object({
  public_key_credential: asJson(RegistrationCredential),
  name: z.string().trim().max(100).optional(),
});

/** member_id, organization_id and the IST name a second-factor ceremony; without them it is a primary sign-in. */
export const AuthenticateStartBody = z.object({
  domain: z.string().max(253).optional(),
  organization_id: OrganizationId.optional(),
  member_id: z.string().min(1).max(200).optional(),
  intermediate_session_token: IntermediateSessionToken,
  return_passkey_credential_options: z.boolean().optional(),
});

export const AuthenticateBody = z.object({
  public_key_credential: asJson(AuthenticationCredential),
  session_duration_minutes: SessionDuration,
  organization_id: OrganizationId.optional(),
  member_id: z.string().min(1).max(200).optional(),
  intermediate_session_token: IntermediateSessionToken,
});

export const RegistrationParams = z.object({ webauthn_registration_id: z.string().min(1).max(200) });
