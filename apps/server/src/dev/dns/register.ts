import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { devDnsRoutes } from './routes.js';
import { startDevDnsServer } from './server.js';

/**
 * The development DNS server (dev tools on and no IDENTITY_DNS_SERVERS): started on loopback for
 * domain verification to ask, with the dev tools' record routes. Its address, or null when real
 * DNS servers are configured or dev tools are off.
 */
export async function registerDevDns(app: FastifyInstance, services: Services): Promise<string | null> {
  const { config } = services;
  if (!config.devTools || config.identity.domains.dnsServers.length > 0) {
    if (config.devTools) await app.register(devDnsRoutes({ db: services.database.db, address: () => null }));
    return null;
  }
  const devDns = await startDevDnsServer(services.database.db, config.identity.domains.devDnsPort);
  app.addHook('onClose', async () => devDns.close());
  await app.register(devDnsRoutes({ db: services.database.db, address: () => devDns.address }));
  return devDns.address;
}
