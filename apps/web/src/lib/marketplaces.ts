import { DEFAULT_MARKETPLACE, envelope, MARKETPLACES, Marketplace, type MarketplaceCode } from '@shelfscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { checked } from './checked';
import type { Requester } from './request';
import { useRequester } from './requester-context';

const Marketplaces = envelope(z.array(Marketplace));

/**
 * `GET /api/Marketplace`: the marketplaces figures can be shown for, for the company profile's,
 * the supplier form's and the settings' pickers. Static on the server, so it is fetched once a
 * session (no refetch, no staleness).
 */
export const marketplacesQueryOptions = (request: Requester) =>
  queryOptions({
    queryKey: ['marketplaces'] as const,
    queryFn: ({ signal }) =>
      request('GET', '/api/Marketplace', { schema: checked(import.meta.env.DEV && Marketplaces), signal }).then((e) => e.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMarketplaces() {
  return useQuery(marketplacesQueryOptions(useRequester()));
}

/** A marketplace select's options: "Amazon.co.uk (GBP)". */
export const marketplaceOptions = (rows: readonly Marketplace[]) =>
  rows.map((m) => ({ value: m.code, label: `${m.name} (${m.currency})` }));

/** The product's page on its marketplace's storefront (amazon.com for a product without one). */
export const marketplaceUrl = (asin: string, marketplace: MarketplaceCode = DEFAULT_MARKETPLACE) =>
  `https://www.${MARKETPLACES[marketplace].domain}/dp/${encodeURIComponent(asin)}`;
