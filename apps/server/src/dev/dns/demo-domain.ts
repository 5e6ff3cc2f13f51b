import { DEMO_ORGANIZATION } from '../../identity/demo-seed.js';
import { addDomain } from '../../identity/domains/manage.js';
import { verifyDomain } from '../../identity/domains/verify.js';
import { txtValue } from '../../identity/domains/wire.js';
import { findOrganizationBySlug } from '../../identity/organizations/repo.js';
import type { SeedStep } from '../../seed/seed.js';
import { putDevDnsRecord } from './records.js';

/** The demo organization's verified email domain (a reserved name: it exists only in the dev DNS). */
export const DEMO_DOMAIN = 'demo-wholesale.example';

/**
 * The demo organization owns one verified domain: its TXT record is published in the development
 * DNS server and checked through the resolver like any other (dev tools only: with real DNS
 * there is nothing to publish it in).
 */
export const identityDemoDomainStep: SeedStep = {
  name: 'identity-demo-verified-domain',
  async run({ identity, config, database }) {
    if (!config.devTools || config.identity.domains.dnsServers.length > 0) return;
    const organization = await findOrganizationBySlug(identity, DEMO_ORGANIZATION.slug);
    if (!organization) return;
    const domain = await addDomain(identity, organization, DEMO_DOMAIN);
    if (domain.status === 'verified') return;
    await putDevDnsRecord(database.db, { name: DEMO_DOMAIN, type: 'TXT', value: txtValue(domain) });
    await verifyDomain(identity, organization, domain.domainId);
  },
};
