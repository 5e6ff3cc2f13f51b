import type { MarketplaceRegion } from '@shelfscope/contracts';
import { SIMULATED_CLIENT } from '../../market/seller-account/accounts.js';

/**
 * The seller-account settings. With `SP_API_CLIENT_ID`, `SP_API_CLIENT_SECRET` and
 * `SP_API_APP_ID` the registered application talks to Amazon (or to `SP_API_ENDPOINT` and
 * `SP_API_LWA_URL`, a stand-in); without them, to the simulated account this process serves.
 */
export type SellerAccountConfig = {
  mode: 'amazon' | 'simulated';
  clientId: string;
  clientSecret: string;
  appId: string;
  lwaUrl: string;
  /** One endpoint for every region (a stand-in), or null: the region's own (Amazon's, or the simulated account's). */
  endpoint: string | null;
  /** Seller Central's consent page per region (the website authorization workflow). */
  consentUrls: Record<MarketplaceRegion, string>;
  /** getListingsRestrictions' usage plan the queue keeps under: requests a second and burst. */
  restrictionsRate: number;
  restrictionsBurst: number;
  /** How long an answer (eligibility, fee estimate) is reused before it is asked again. */
  ttlMs: number;
  /** Amazon's fee estimate and ours differing by more than this many minor units (cents, yen) is highlighted. */
  feeDifferenceMinorUnits: number;
  /** When every account's FBA inventory is read again (cron, UTC; once across instances). */
  inventoryCron: string;
};

type Env = {
  SP_API_CLIENT_ID?: string | undefined;
  SP_API_CLIENT_SECRET?: string | undefined;
  SP_API_APP_ID?: string | undefined;
  SP_API_LWA_URL: string;
  SP_API_ENDPOINT?: string | undefined;
  SP_API_RESTRICTIONS_RATE: number;
  SP_API_RESTRICTIONS_BURST: number;
  ELIGIBILITY_TTL_HOURS: number;
  FEE_DIFFERENCE_MINOR_UNITS: number;
  SELLER_INVENTORY_CRON: string;
};

export function sellerAccountConfig(e: Env): SellerAccountConfig {
  const amazon = Boolean(e.SP_API_CLIENT_ID && e.SP_API_CLIENT_SECRET && e.SP_API_APP_ID);
  return {
    mode: amazon ? 'amazon' : 'simulated',
    clientId: amazon ? (e.SP_API_CLIENT_ID as string) : SIMULATED_CLIENT.clientId,
    clientSecret: amazon ? (e.SP_API_CLIENT_SECRET as string) : SIMULATED_CLIENT.clientSecret,
    appId: amazon ? (e.SP_API_APP_ID as string) : SIMULATED_CLIENT.appId,
    lwaUrl: e.SP_API_LWA_URL,
    endpoint: e.SP_API_ENDPOINT ?? null,
    consentUrls: {
      NA: 'https://sellercentral.amazon.com/apps/authorize/consent',
      EU: 'https://sellercentral-europe.amazon.com/apps/authorize/consent',
      FE: 'https://sellercentral.amazon.co.jp/apps/authorize/consent',
    },
    restrictionsRate: e.SP_API_RESTRICTIONS_RATE,
    restrictionsBurst: e.SP_API_RESTRICTIONS_BURST,
    ttlMs: e.ELIGIBILITY_TTL_HOURS * 3_600_000,
    feeDifferenceMinorUnits: e.FEE_DIFFERENCE_MINOR_UNITS,
    inventoryCron: e.SELLER_INVENTORY_CRON,
  };
}

/** Amazon's SP-API endpoint per region, from the SDK's own table (loaded with the first account). */
export async function amazonEndpoints(): Promise<Record<MarketplaceRegion, string>> {
  const { sellingPartnerRegions } = await import('@sp-api-sdk/common');
  return {
    NA: sellingPartnerRegions.na.endpoints.production,
    EU: sellingPartnerRegions.eu.endpoints.production,
    FE: sellingPartnerRegions.fe.endpoints.production,
  };
}
