import { MARKETPLACE_CODES, MARKETPLACES, type MarketplaceCode, type MarketplaceRegion } from '@shelfscope/contracts';
import { hash } from '../simulated/random.js';

/**
 * The simulated seller accounts: one per company and region, named from the company so that the
 * demo and tests always meet the same seller id. Each sells on every marketplace of its region.
 */
export const SIMULATED_CLIENT = {
  clientId: 'amzn1.application-oa2-client.shelfscope-simulated',
  clientSecret: 'simulated-client-secret',
  appId: 'amzn1.sp.solution.shelfscope-simulated',
} as const;

/** A seller id in Amazon's form (`A` and 13 upper-case characters), from the company and region. */
export function simulatedSellerId(companyId: string, region: MarketplaceRegion): string {
  const a = hash(`${companyId}:${region}`, 1).toString(36).toUpperCase();
  const b = hash(`${companyId}:${region}`, 2).toString(36).toUpperCase();
  return `A${`${a}${b}`.padEnd(13, 'X').slice(0, 13)}`;
}

export function marketplacesOfRegion(region: MarketplaceRegion): MarketplaceCode[] {
  return MARKETPLACE_CODES.filter((code) => MARKETPLACES[code].region === region);
}

/** The marketplace with this SP-API id, or null. */
export function marketplaceOfId(id: string): MarketplaceCode | null {
  return MARKETPLACE_CODES.find((code) => MARKETPLACES[code].spApiMarketplaceId === id) ?? null;
}

/** The Sellers API's `getMarketplaceParticipations` payload for a region's simulated account. */
export function participations(region: MarketplaceRegion) {
  return marketplacesOfRegion(region).map((code) => {
    const m = MARKETPLACES[code];
    return {
      marketplace: {
        id: m.spApiMarketplaceId,
        name: m.name,
        countryCode: code === 'UK' ? 'GB' : code,
        defaultCurrencyCode: m.currency,
        defaultLanguageCode: m.locale.replace('-', '_'),
        domainName: `www.${m.domain}`,
      },
      participation: { isParticipating: true, hasSuspendedListings: false },
      storeName: 'ShelfScope Demo Store',
    };
  });
}
