// The server's configuration, read once at boot from the environment. One file per concern holds
// its variables, defaults, types and checks: config/operations.ts (server, database, mail, logging,
// dev tools, jobs, admins, scale-out), config/identity.ts, config/seller.ts (the seller API and its
// areas), config/market.ts (market data, refresh), config/billing.ts; config/load.ts puts them together.
export type { BillingConfig } from './config/billing.js';
export type { IdentityConfig, OAuthProvider, OAuthProviderConfig } from './config/identity.js';
export { OAUTH_PROVIDERS, PKCE_FLOWS } from './config/identity.js';
export { type Config, loadConfig } from './config/load.js';
export type { MarketConfig, RefreshConfig } from './config/market.js';
export type { AdminConfig, ProductionConfig, TraceSamplerName } from './config/operations.js';
export { isLoopback } from './config/operations.js';
export { ConfigError } from './config/parsing.js';
export type { AlertsConfig, DashboardConfig, IntegrationsConfig, SellerConfig, UploadsConfig } from './config/seller.js';
export { BUILT_EXTENSION_ID } from './config/seller.js';
