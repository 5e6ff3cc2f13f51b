import { z } from 'zod';
import { ConfigError, type EnvOf, flag } from './parsing.js';

export const marketVariables = {
  // Market data: the simulated marketplace by default, Keepa with an API key.
  MARKET_PROVIDER: z.enum(['simulated', 'keepa']).default('simulated'),
  KEEPA_API_KEY: z.string().min(1).optional(),
  KEEPA_BASE_URL: z.url().default('https://api.keepa.com'),
  SIMULATED_MARKET_SIZE: z.coerce.number().int().min(100).max(1_000_000).default(12_000),
  SIMULATED_MARKET_WORKER: flag.default(true),
  MARKET_FRESH_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  // Exchange rates for costs in another currency (docs/marketplaces.md): the shipped table, or the ECB's too.
  FX_SOURCE: z.enum(['offline', 'ecb']).default('offline'),
  FX_ECB_URL: z.url().default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml'),
  FX_UPDATE_CRON: z.string().min(9).default('30 15 * * 1-5'),
  // Seconds a product list total is reused (0: count every time).
  SELLER_LIST_COUNT_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  // Background product refresh (docs/jobs.md).
  REFRESH_BATCH_PRODUCTS: z.coerce.number().int().min(1).max(1_000).default(100),
  // Keepa's client waits up to 2 hours for tokens inside one batch: the job must outlive that.
  REFRESH_JOB_EXPIRE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(23 * 3_600)
    .default(3 * 3_600),
  REFRESH_CAPACITY_WAIT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(300),
  // 0: one batch a job (each batch hands over to the next job).
  REFRESH_SLICE_SECONDS: z.coerce.number().min(0).max(600).default(4),
};

type MarketEnv = EnvOf<typeof marketVariables>;

/** Where market data comes from and how long a reading stays fresh. */
export type MarketConfig = {
  provider: 'simulated' | 'keepa';
  keepaApiKey: string | undefined;
  keepaBaseUrl: string;
  simulatedSize: number;
  /** The simulated marketplace runs on a worker thread (as a remote service, off the main thread). */
  simulatedWorker: boolean;
  /** A stored reading younger than this serves creates and reads; refreshes always fetch. */
  freshMinutes: number;
  /** Seconds a product list total is reused (0: count every time). */
  listCountCacheSeconds: number;
  /** Exchange rates: the shipped table only, or the ECB's published days too (read on `fxUpdateCron`). */
  fxSource: 'offline' | 'ecb';
  fxEcbUrl: string;
  fxUpdateCron: string;
};

/** Background product refresh: products per committed batch and the queue's waits. */
export type RefreshConfig = {
  batchProducts: number;
  /** How long one refresh job may run before pg-boss takes it for dead and retries it. */
  jobExpireSeconds: number;
  /** How long a refresh waits before trying again when the market provider has no capacity. */
  capacityWaitSeconds: number;
  /** How long one job works before queueing its continuation (a shutdown waits at most about this). */
  sliceMs: number;
};

/** The market data settings (`market`) and the background refresh's (`refresh`). */
export function marketConfig(e: MarketEnv): { market: MarketConfig; refresh: RefreshConfig } {
  if (e.MARKET_PROVIDER === 'keepa' && !e.KEEPA_API_KEY) {
    throw new ConfigError(['KEEPA_API_KEY: required when MARKET_PROVIDER=keepa']);
  }
  return {
    market: {
      provider: e.MARKET_PROVIDER,
      keepaApiKey: e.KEEPA_API_KEY,
      keepaBaseUrl: e.KEEPA_BASE_URL,
      simulatedSize: e.SIMULATED_MARKET_SIZE,
      simulatedWorker: e.SIMULATED_MARKET_WORKER,
      freshMinutes: e.MARKET_FRESH_MINUTES,
      listCountCacheSeconds: e.SELLER_LIST_COUNT_CACHE_SECONDS,
      fxSource: e.FX_SOURCE,
      fxEcbUrl: e.FX_ECB_URL,
      fxUpdateCron: e.FX_UPDATE_CRON,
    },
    refresh: {
      batchProducts: e.REFRESH_BATCH_PRODUCTS,
      jobExpireSeconds: e.REFRESH_JOB_EXPIRE_SECONDS,
      capacityWaitSeconds: e.REFRESH_CAPACITY_WAIT_SECONDS,
      sliceMs: e.REFRESH_SLICE_SECONDS * 1000,
    },
  };
}
