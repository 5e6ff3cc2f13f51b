import { z } from 'zod';
import { identityEnvelope, MemberSchema, OrganizationSchema } from './base.js';

/** organizations/me (GET, PUT): the organization. */
export const OrganizationResponse = identityEnvelope({ organization: OrganizationSchema });

/** organizations/search: the organization with a slug, or null. */
export const OrganizationBySlugResponse = identityEnvelope({ organization: OrganizationSchema.nullable() });

/** organizations/members/search (public token): only whether the address is a member, and its status. */
export const MemberLookupResponse = identityEnvelope({ member: z.looseObject({ status: z.string() }).nullable() });

/** organizations/members/me: the signed-in member and its organization. */
export const SelfResponse = identityEnvelope({ member: MemberSchema, organization: OrganizationSchema });

/** A member call's answer (create, update, invite, ...): the member after the change and its organization. */
export const MemberResponse = identityEnvelope({ member_id: z.string(), member: MemberSchema, organization: OrganizationSchema });

/** organizations/me/members/search: a page of members, by organization. */
export const MemberSearchResponse = identityEnvelope({
  members: z.array(MemberSchema),
  results_metadata: z.looseObject({ total: z.number().int(), next_cursor: z.string().nullable() }),
  organizations: z.record(z.string(), OrganizationSchema),
});

/** A member deleted (deactivated). */
export const MemberDeleteResponse = identityEnvelope({ member_id: z.string() });

/** The session's organization deleted. */
export const OrganizationDeleteResponse = identityEnvelope({ organization_id: z.string() });
