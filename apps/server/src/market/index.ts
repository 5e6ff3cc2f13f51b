/** The market-data layer's public pieces (README.md). */
export { gs1CheckDigit, isbn10To13, normalizeCode, sameCode } from './codes.js';
export {
  createMarketProvider,
  MarketEnv,
  type MarketProviderDeps,
  type MarketSettings,
  readMarketEnv,
} from './config.js';
export { KeepaClient, type KeepaClientOptions, KeepaError } from './keepa/client.js';
export type { KeepaProduct, KeepaSeller } from './keepa/format.js';
export { type ParseOptions, parseKeepaProduct } from './keepa/parse.js';
export { KeepaProvider, type KeepaProviderOptions } from './keepa/provider.js';
export type { CodeType, MarketDataProvider, ProductRequest } from './provider.js';
export { asinOf, indexOf } from './simulated/catalog.js';
export { RISKY_BRANDS } from './simulated/departments.js';
export { SIMULATED_EXAMPLES } from './simulated/examples.js';
export { DEFAULT_SIMULATED_SIZE, SimulatedMarket, type SimulatedMarketOptions } from './simulated/provider.js';
export { WorkerSimulatedMarket } from './simulated/worker-market.js';
