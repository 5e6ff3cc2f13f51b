import { z } from 'zod';
import { KeepaProvider } from './keepa/provider.js';
import type { MarketDataProvider } from './provider.js';
import { DEFAULT_SIMULATED_SIZE, SimulatedMarket } from './simulated/provider.js';
import { WorkerSimulatedMarket } from './simulated/worker-market.js';

/**
 * The market layer's environment variables. A plain zod object, so its `.shape` can join the
 * server's schema; the Keepa key rule is a refinement, which `.shape` does not carry (check it
 * there too, or parse with this schema).
 */
export const MarketEnv = z
  .object({
    MARKET_PROVIDER: z.enum(['simulated', 'keepa']).default('simulated'),
    KEEPA_API_KEY: z.string().min(1).optional(),
    KEEPA_BASE_URL: z.url().default('https://api.keepa.com'),
    SIMULATED_MARKET_SIZE: z.coerce.number().int().min(100).max(1_000_000).default(DEFAULT_SIMULATED_SIZE),
  })
  .superRefine((env, ctx) => {
    if (env.MARKET_PROVIDER === 'keepa' && !env.KEEPA_API_KEY)
      ctx.addIssue({ code: 'custom', path: ['KEEPA_API_KEY'], message: 'required when MARKET_PROVIDER=keepa' });
  });
export type MarketEnv = z.infer<typeof MarketEnv>;

/** The same settings as the server's config carries them (`config.market`). */
export type MarketSettings = {
  provider: 'simulated' | 'keepa';
  keepaApiKey: string | undefined;
  keepaBaseUrl: string;
  simulatedSize: number;
  /** The simulated marketplace on a worker thread (`WorkerSimulatedMarket`); default in process. */
  simulatedWorker?: boolean;
};

/** What a provider may be given instead of the real thing: the network, the timers and the clock. */
export type MarketProviderDeps = {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
};

/** Reads and checks the market variables of an environment (empty strings count as unset). */
export function readMarketEnv(env: Record<string, string | undefined> = process.env): MarketEnv {
  return MarketEnv.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')));
}

/**
 * The configured market-data provider: the simulated marketplace, or Keepa with an API key.
 * Takes the parsed environment (`MarketEnv`) or the server's `config.market`.
 */
export function createMarketProvider(settings: MarketEnv | MarketSettings, deps: MarketProviderDeps = {}): MarketDataProvider {
  const s: MarketSettings =
    'MARKET_PROVIDER' in settings
      ? {
          provider: settings.MARKET_PROVIDER,
          keepaApiKey: settings.KEEPA_API_KEY,
          keepaBaseUrl: settings.KEEPA_BASE_URL,
          simulatedSize: settings.SIMULATED_MARKET_SIZE,
        }
      : settings;
  if (s.provider === 'keepa') {
    if (!s.keepaApiKey) throw new Error('KEEPA_API_KEY is required for the Keepa provider');
    return new KeepaProvider({
      apiKey: s.keepaApiKey,
      baseUrl: s.keepaBaseUrl,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
      ...(deps.now ? { now: deps.now } : {}),
    });
  }
  const options = { size: s.simulatedSize, ...(deps.now ? { now: deps.now } : {}) };
  return s.simulatedWorker ? new WorkerSimulatedMarket(options) : new SimulatedMarket(options);
}
