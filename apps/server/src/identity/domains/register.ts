import type { Services } from '../../services.js';
import { txtResolver } from './resolver.js';
import { reverifyDueDomains } from './reverify.js';

export const DOMAIN_REVERIFY_QUEUE = 'identity.domains.reverify';

/**
 * Verified domains' plumbing, before the identity routes: the resolver (IDENTITY_DNS_SERVERS, or
 * the development DNS server's address that app.ts started with dev tools on: dev/dns/register.ts)
 * and the re-verification cron (pg-boss: one run per tick across instances).
 */
export async function registerDomainVerification(services: Services, devDnsAddress: string | null): Promise<void> {
  const { config, identity } = services;
  const settings = config.identity.domains;
  identity.resolveTxt = txtResolver({
    servers: devDnsAddress ? [devDnsAddress] : settings.dnsServers,
    timeoutMs: settings.dnsTimeoutMs,
  });
  services.jobs.define(
    DOMAIN_REVERIFY_QUEUE,
    async () => {
      const outcome = await reverifyDueDomains(identity);
      if (outcome.lost.length > 0) identity.log.warn({ lost: outcome.lost }, 'verified domains lost their DNS record');
    },
    { retryLimit: 0, batchSize: 1, cron: settings.reverifyCron },
  );
}
