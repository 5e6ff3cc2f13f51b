import { envelope, SupplierSlim } from '@shelfscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Requester } from './request';
import { useRequester } from './requester-context';

const SuppliersSlim = envelope(z.array(SupplierSlim));

/**
 * `GET /api/Supplier/slim`: every supplier of the company by name, for the supplier pickers of
 * products, price lists, shortlists, orders and categories. One factory, so every screen shares
 * one cache entry and one request; a change to suppliers invalidates `['suppliers']`, which
 * covers this key.
 */
export const supplierOptionsQuery = (request: Requester) =>
  queryOptions({
    queryKey: ['suppliers', 'slim'] as const,
    queryFn: ({ signal }) => request('GET', '/api/Supplier/slim', { schema: SuppliersSlim, signal }).then((e) => e.data),
  });

export function useSupplierOptions() {
  return useQuery(supplierOptionsQuery(useRequester()));
}
