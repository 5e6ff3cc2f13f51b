import { z } from 'zod';
import { identityEnvelope, MemberSchema, OrganizationSchema } from './base.js';

/**
 * magic_links/email/login_or_signup and otps/email/login_or_signup: the member the email went to
 * (created when the address signs up) and its organization.
 */
export const LoginOrSignupResponse = identityEnvelope({
  member_id: z.string(),
  member_created: z.boolean(),
  member: MemberSchema,
  organization: OrganizationSchema,
});
