import type { MarketConfig } from '../config.js';
import { KeepaProvider } from './keepa/provider.js';
import type { MarketDataProvider } from './provider.js';
import { SimulatedMarket } from './simulated/provider.js';

export type { CodeType, MarketDataProvider, ProductRequest } from './provider.js';
export { RISKY_BRANDS } from './simulated/departments.js';
export { SIMULATED_EXAMPLES, SimulatedMarket } from './simulated/provider.js';

/** The configured market-data provider: the simulated marketplace, or Keepa with an API key. */
export function createMarketProvider(config: MarketConfig): MarketDataProvider {
  if (config.provider === 'keepa') {
    if (!config.keepaApiKey) throw new Error('KEEPA_API_KEY is required for the Keepa provider');
    return new KeepaProvider({ apiKey: config.keepaApiKey, baseUrl: config.keepaBaseUrl });
  }
  return new SimulatedMarket({ size: config.simulatedSize });
}
