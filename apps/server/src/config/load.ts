import { z } from 'zod';
import { type BillingConfig, billingConfig, billingVariables } from './billing.js';
import { type IdentityConfig, identityConfig, identityVariables } from './identity.js';
import { type MarketConfig, marketConfig, marketVariables, type RefreshConfig } from './market.js';
import { bootContextOf, type OperationsConfig, operationsConfig, operationsVariables } from './operations.js';
import { ConfigError } from './parsing.js';
import { type SellerSettings, sellerSettings, sellerVariables } from './seller.js';

// Each concern's file holds its variables (with their defaults and messages), its settings' types,
// the checks that span its variables, and the function that builds its part of Config. This file
// only puts them together.

/** Every variable the server reads, by concern. */
const EnvSchema = z.object({
  ...operationsVariables,
  ...identityVariables,
  ...sellerVariables,
  ...marketVariables,
  ...billingVariables,
});

/** The typed settings every module receives. */
export type Config = OperationsConfig &
  SellerSettings & {
    identity: IdentityConfig;
    market: MarketConfig;
    refresh: RefreshConfig;
    billing: BillingConfig;
  };

/** Parses the environment once at boot; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, so `FOO=` in a .env file does not trip validation.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`));
  }
  const e = parsed.data;
  const boot = bootContextOf(e);
  const seller = sellerSettings(e, boot);
  const { market, refresh } = marketConfig(e);
  const billing = billingConfig(e);
  const identity = identityConfig(e, cleaned, boot);
  return { ...operationsConfig(e, boot), identity, ...seller, market, refresh, billing };
}
