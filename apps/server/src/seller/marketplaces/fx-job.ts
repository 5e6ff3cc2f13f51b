import { FX_QUEUE, FX_UPDATED } from '../../market/fx/rates.js';
import type { Services } from '../../services.js';

/**
 * With FX_SOURCE=ecb, one instance reads the ECB's file on FX_UPDATE_CRON (pg-boss runs a cron
 * job once across instances) and tells the others to read the table again. A failed read is
 * retried by the queue and leaves the table as it was.
 */
export function defineExchangeRateQueue(services: Services): void {
  if (services.config.market.fxSource !== 'ecb') return;
  services.jobs.define(
    FX_QUEUE,
    async () => {
      await services.rates.update();
      await services.bus.signal(FX_UPDATED, {});
    },
    { retryLimit: 3, retryDelaySeconds: 600, batchSize: 1, cron: services.config.market.fxUpdateCron },
  );
}
