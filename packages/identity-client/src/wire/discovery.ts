import { z } from 'zod';
import { identityEnvelope, MemberSchema, OrganizationSchema } from './base.js';
import { MfaRequiredSchema, PrimaryRequiredSchema } from './sessions.js';

/** One organization an address can enter, with what the login would still need there. */
export const DiscoveredOrganizationSchema = z.looseObject({
  organization: OrganizationSchema,
  /** active_member, pending_member, invited_member (with the member) or eligible_to_join_by_email_domain (with the domain). */
  membership: z.looseObject({
    type: z.string(),
    /** The domain (eligible_to_join_by_email_domain), or the OAuth provider and tenant (eligible_to_join_by_oauth_tenant). */
    details: z
      .looseObject({ domain: z.string().optional(), provider: z.string().optional(), tenant_id: z.string().optional() })
      .nullable(),
    member: MemberSchema.nullable(),
  }),
  member_authenticated: z.boolean(),
  primary_required: PrimaryRequiredSchema.nullable(),
  mfa_required: MfaRequiredSchema.nullable(),
});

/** A discovery login (link, passcode, password, OAuth): an intermediate session and where the address can go. */
export const DiscoveryAuthenticateResponse = identityEnvelope({
  intermediate_session_token: z.string(),
  email_address: z.string(),
  discovered_organizations: z.array(DiscoveredOrganizationSchema),
});

/** discovery/organizations: the same list for an IST or a live session. */
export const DiscoveredOrganizationsResponse = identityEnvelope({
  email_address: z.string(),
  discovered_organizations: z.array(DiscoveredOrganizationSchema),
  organization_id_hint: z.string().nullable(),
});
