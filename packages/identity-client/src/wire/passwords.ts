import { z } from 'zod';
import { identityEnvelope, MemberSchema, OrganizationSchema } from './base.js';

/** passwords/strength_check: both feedback objects are always filled; strength_policy says which to show. */
export const StrengthCheckResponse = identityEnvelope({
  valid_password: z.boolean(),
  score: z.number().int(),
  breached_password: z.boolean(),
  strength_policy: z.enum(['luds', 'zxcvbn', 'none']),
  breach_detection_on_create: z.boolean(),
  zxcvbn_feedback: z.looseObject({ suggestions: z.array(z.string()), warning: z.string() }),
  luds_feedback: z.looseObject({
    has_lower_case: z.boolean(),
    has_upper_case: z.boolean(),
    has_digit: z.boolean(),
    has_symbol: z.boolean(),
    missing_complexity: z.number().int(),
    missing_characters: z.number().int(),
  }),
});

/** passwords/email/reset/start: the member the link went to (null for an address that is not one) and the organization. */
export const ResetStartResponse = identityEnvelope({
  member_id: z.string(),
  member_email_id: z.string(),
  member: MemberSchema.nullable(),
  organization: OrganizationSchema,
});
