/**
 * Wire shapes of the identity API as this client reads them: inferred from the zod schemas the
 * server declares as its responses (wire/), with `import type` only, so no zod reaches a bundle.
 * The schemas are loose objects: a field the server adds later stays on the object.
 */

import type { z } from 'zod';
import type {
  AuthenticateResponse as AuthenticateResponseSchema,
  DiscoveredOrganizationSchema,
  DiscoveryAuthenticateResponse as DiscoveryAuthenticateResponseSchema,
  EmptyResponse,
  Member,
  MemberSession,
  MfaRequiredSchema,
  Organization,
  PrimaryRequiredSchema,
  SessionAuthenticateResponse as SessionAuthenticateResponseSchema,
  StrengthCheckResponse as StrengthCheckResponseSchema,
} from './wire/index.js';

export type { AuthFactor, Member, MemberSession, Organization } from './wire/index.js';

/** What a call resolves with: the `data` of an identity answer (the schemas are in wire/, imported as types only). */
export type WireData<Envelope extends z.ZodType<{ data: unknown }>> = z.infer<Envelope>['data'];

/** What a primary or secondary step still requires before a session is issued. */
export type MfaRequired = z.infer<typeof MfaRequiredSchema>;

/** Which primary methods the organization still accepts for this member. */
export type PrimaryRequired = z.infer<typeof PrimaryRequiredSchema>;

/** Fields every successful response carries. */
export type ResponseCommon = WireData<typeof EmptyResponse>;

/**
 * An authenticate response in either form: done (`member_session` set, tokens issued) or not done
 * (`member_session` null, an intermediate session token and mfa/primary requirements).
 */
export type AuthenticateResponse = WireData<typeof AuthenticateResponseSchema>;

/** A session authenticate response: always a live session. */
export type SessionAuthenticateResponse = WireData<typeof SessionAuthenticateResponseSchema>;

/** Membership of one discovered organization. */
export type DiscoveredOrganization = z.infer<typeof DiscoveredOrganizationSchema>;

/** A discovery authenticate response. */
export type DiscoveryAuthenticateResponse = WireData<typeof DiscoveryAuthenticateResponseSchema>;

/** The password strength check response. */
export type StrengthCheckResponse = WireData<typeof StrengthCheckResponseSchema>;

/** A response that only acknowledges the call (emails sent, session revoked). */
export type BasicResponse = ResponseCommon;

/** The client's view of the signed-in member, persisted and shared across tabs. */
export interface ClientState {
  member: Member;
  organization: Organization;
  session: MemberSession;
}

/** The session tokens kept in cookies. */
export interface SessionTokens {
  session_token: string;
  session_jwt: string;
}
