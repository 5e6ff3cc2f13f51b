import type { FastifyBaseLogger } from 'fastify';
import { analyzerWith } from '../src/seller/products/analyze.js';
import { MarketStore } from '../src/seller/products/market-store.js';
import type { WatchDeps } from '../src/seller/watch/job.js';
import type { Services } from '../src/services.js';

/** The watch schedule's dependencies as an app instance wires them (seller/routes.ts), for calling its tick and job directly. */
export const watchDeps = (services: Services, log: FastifyBaseLogger): WatchDeps => ({
  db: services.database.db,
  jobs: services.jobs,
  store: new MarketStore(services.database.db, services.market),
  provider: services.market,
  analyze: analyzerWith(services.rates),
  budget: services.config.alerts.watchBudget,
  refreshJob: services.config.alerts.watchRefreshJob,
  log,
});
