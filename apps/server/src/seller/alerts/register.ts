import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';
import { ALERT_DIGEST_QUEUE, sendDigests } from './digest.js';
import { startDispatcher } from './dispatch.js';
import { pushSender } from './push.js';
import { alertPushRoutes } from './push-routes.js';
import { alertRoutes } from './routes.js';
import { alertUnsubscribeRoutes } from './unsubscribe-routes.js';

/**
 * Alerts: the public unsubscribe link (registered here, outside seller auth), the dispatcher
 * (stopped when the app closes) and the member routes, which the caller registers behind auth.
 */
export async function registerAlerts(app: FastifyInstance, services: Services): Promise<{ routes: FastifyPluginAsyncZod }> {
  const push = pushSender(services.config.alerts.vapid, app.log);
  await app.register(alertUnsubscribeRoutes(services));
  const dispatcher = startDispatcher(
    {
      db: services.database.db,
      bus: services.bus,
      jobs: services.jobs,
      mailer: services.mailer,
      box: services.identity.box,
      push,
      publicUrl: services.config.publicUrl,
      log: app.log,
    },
    services.config.alerts.dispatchIntervalMs,
  );
  app.addHook('onClose', () => dispatcher.stop());
  const digest = {
    db: services.database.db,
    mailer: services.mailer,
    box: services.identity.box,
    publicUrl: services.config.publicUrl,
  };
  services.jobs.define<object>(
    ALERT_DIGEST_QUEUE,
    async () => {
      await sendDigests(digest);
    },
    { retryLimit: 2, retryDelaySeconds: 60, batchSize: 1, cron: '0 * * * *' },
  );
  return {
    routes: async (seller) => {
      await seller.register(alertRoutes(services));
      await seller.register(alertPushRoutes(services, push));
    },
  };
}
