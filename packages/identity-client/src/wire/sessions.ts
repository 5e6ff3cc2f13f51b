import { z } from 'zod';
import { identityEnvelope, MemberSchema, MemberSessionSchema, OrganizationSchema } from './base.js';

/**
 * Authentication answers (/sdk/v1/b2b/sessions/*, and every primary login that ends in
 * completeAuthentication on the server: magic links, passcodes, passwords, discovery exchange).
 */

/** What a second factor still needs: the member's phone (when known), and whether the server texted the code. */
export const MfaRequiredSchema = z.looseObject({
  member_options: z.looseObject({ mfa_phone_number: z.string() }).nullable(),
  secondary_auth_initiated: z.string().nullable(),
});

/** Which primary methods the organization still accepts for this member. */
export const PrimaryRequiredSchema = z.looseObject({ allowed_auth_methods: z.array(z.string()) });

/** An answer that only acknowledges the call (email sent, session revoked). */
export const EmptyResponse = identityEnvelope({});

/** A login's answer before the primary-requirement fields: the member, the organization, the session or the IST. */
const AuthenticatedShape = {
  member_id: z.string(),
  member: MemberSchema,
  organization_id: z.string(),
  organization: OrganizationSchema,
  /** Either a live session (done) or null with an intermediate session token (a step remains). */
  member_session: MemberSessionSchema.nullable(),
  member_authenticated: z.boolean(),
  session_token: z.string(),
  session_jwt: z.string(),
  intermediate_session_token: z.string(),
  mfa_required: MfaRequiredSchema.nullable(),
  method_id: z.string().optional(),
  reset_sessions: z.boolean().optional(),
};

/**
 * An authenticate answer in either form: done (`member_session` set, tokens issued) or not done
 * (`member_session` null, an intermediate session token and the mfa/primary requirements).
 */
export const AuthenticateShape = { ...AuthenticatedShape, primary_required: PrimaryRequiredSchema.nullable() };
export const AuthenticateResponse = identityEnvelope(AuthenticateShape);

/** passwords/session/reset: the live session, now with the password factor (no primary_required, as the provider). */
export const SessionPasswordResetResponse = identityEnvelope(AuthenticatedShape);

/** sessions/authenticate: always a live session, with fresh tokens. */
export const SessionAuthenticateResponse = identityEnvelope({
  member_session: MemberSessionSchema,
  session_token: z.string(),
  session_jwt: z.string(),
  member: MemberSchema,
  organization: OrganizationSchema,
});
