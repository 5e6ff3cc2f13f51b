import { z } from 'zod';
import { identityEnvelope } from './base.js';

/** A one-time link an organization admin gives an outside IT admin (ShelfScope's addition). */
export const PortalLinkSchema = z.looseObject({
  link_id: z.string(),
  organization_id: z.string(),
  label: z.string(),
  status: z.enum(['active', 'used', 'expired', 'revoked']),
  created_by_email: z.string(),
  expires_at: z.string(),
  session_duration_minutes: z.number(),
  used_at: z.string().nullable(),
  /** When the session the link started ends (or ended): null before it is used. */
  session_expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
});

/** The portal session a link started: the IT admin's view of it. */
export const PortalSessionSchema = z.looseObject({
  member_session_id: z.string(),
  organization_id: z.string(),
  organization_name: z.string(),
  created_by_email: z.string(),
  expires_at: z.string(),
  areas: z.array(z.enum(['sso', 'scim', 'domains'])),
});

/** The answers of /sdk/v1/b2b/portal/... (links for admins, the session for the IT admin). */
export const PortalResponses = {
  list: identityEnvelope({ links: z.array(PortalLinkSchema) }),
  create: identityEnvelope({ link: PortalLinkSchema, url: z.string(), token: z.string() }),
  revoke: identityEnvelope({ link: PortalLinkSchema }),
  redeem: identityEnvelope({ portal_session_token: z.string(), portal_session: PortalSessionSchema }),
  session: identityEnvelope({ portal_session: PortalSessionSchema }),
  end: identityEnvelope({ member_session_id: z.string() }),
};

export type PortalLink = z.infer<typeof PortalLinkSchema>;
export type PortalSession = z.infer<typeof PortalSessionSchema>;
/** The `data` of an answer: what the client hands its caller. */
export type PortalAnswer<K extends keyof typeof PortalResponses> = z.infer<(typeof PortalResponses)[K]>['data'];
