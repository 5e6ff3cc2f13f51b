import type { FastifyInstance } from 'fastify';
import { devDnsRoutes } from '../../dev/dns/routes.js';
import { type DevDnsServer, startDevDnsServer } from '../../dev/dns/server.js';
import type { Services } from '../../services.js';
import { txtResolver } from './resolver.js';
import { reverifyDueDomains } from './reverify.js';

export const DOMAIN_REVERIFY_QUEUE = 'identity.domains.reverify';

/**
 * Verified domains' plumbing, before the identity routes: the resolver (IDENTITY_DNS_SERVERS, or
 * with dev tools on and none configured the development DNS server started here on loopback),
 * the dev tools' record routes, and the re-verification cron (pg-boss: one run per tick across
 * instances).
 */
export async function registerDomainVerification(app: FastifyInstance, services: Services): Promise<void> {
  const { config, identity } = services;
  const settings = config.identity.domains;
  let devDns: DevDnsServer | null = null;
  if (config.devTools && settings.dnsServers.length === 0) {
    devDns = await startDevDnsServer(services.database.db, settings.devDnsPort);
    app.addHook('onClose', async () => devDns?.close());
  }
  identity.resolveTxt = txtResolver({
    servers: devDns ? [devDns.address] : settings.dnsServers,
    timeoutMs: settings.dnsTimeoutMs,
  });
  if (config.devTools) {
    await app.register(devDnsRoutes({ db: services.database.db, address: () => devDns?.address ?? null }));
  }
  services.jobs.define(
    DOMAIN_REVERIFY_QUEUE,
    async () => {
      const outcome = await reverifyDueDomains(identity);
      if (outcome.lost.length > 0) identity.log.warn({ lost: outcome.lost }, 'verified domains lost their DNS record');
    },
    { retryLimit: 0, batchSize: 1, cron: settings.reverifyCron },
  );
}
