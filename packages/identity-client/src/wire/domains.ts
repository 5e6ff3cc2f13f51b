import { z } from 'zod';
import { identityEnvelope } from './base.js';

/** An email domain of the organization, verified by a DNS TXT record (ShelfScope's addition; domains/wire.ts). */
export const EmailDomainSchema = z.looseObject({
  domain_id: z.string(),
  organization_id: z.string(),
  domain: z.string(),
  status: z.enum(['pending', 'verified']),
  txt_record: z.looseObject({ type: z.literal('TXT'), name: z.string(), value: z.string() }),
  verified_at: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  last_check_error: z.string(),
  lost_at: z.string().nullable(),
  created_at: z.string(),
});

/** The answers of /sdk/v1/b2b/organizations/me/domains. */
export const DomainResponses = {
  list: identityEnvelope({ domains: z.array(EmailDomainSchema) }),
  one: identityEnvelope({ domain: EmailDomainSchema }),
  remove: identityEnvelope({ domain_id: z.string() }),
};

export type EmailDomain = z.infer<typeof EmailDomainSchema>;
/** The `data` of an answer: what the client hands its caller. */
export type DomainAnswer<K extends keyof typeof DomainResponses> = z.infer<(typeof DomainResponses)[K]>['data'];
