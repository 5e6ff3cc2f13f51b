import type { identityOrganizationDomains } from './schema.js';

export type DomainRow = typeof identityOrganizationDomains.$inferSelect;

/** The TXT record's value starts with this; the token follows. */
export const TXT_PREFIX = 'shelfscope-verification=';

export const txtValue = (d: DomainRow) => `${TXT_PREFIX}${d.verificationToken}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A domain as the admin API serves it, with the record to publish. */
export function domainWire(d: DomainRow) {
  return {
    domain_id: d.domainId,
    organization_id: d.organizationId,
    domain: d.domain,
    status: d.status,
    txt_record: { type: 'TXT' as const, name: d.domain, value: txtValue(d) },
    verified_at: iso(d.verifiedAt),
    last_checked_at: iso(d.lastCheckedAt),
    last_check_error: d.lastCheckError,
    lost_at: iso(d.lostAt),
    created_at: d.createdAt.toISOString(),
  };
}
