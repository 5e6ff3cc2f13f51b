import { envelope, MARKETPLACES, SupplierSlim } from '@shelfscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DEFAULT_CURRENCY } from './money';
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

/**
 * The currencies of a supplier's totals, from the shared list: `figures`, the marketplace's
 * (revenue, fees and profit of its shortlists: the analysis converts its costs into it), and
 * `prices`, the supplier's own (what its purchase orders cost). USD while the list loads or for a
 * supplier it does not name, as every record from before marketplaces.
 */
export function useSupplierCurrency(supplierId: string | null | undefined): { figures: string; prices: string } {
  const options = useSupplierOptions();
  return supplierCurrency(options.data, supplierId);
}

export function supplierCurrency(
  suppliers: readonly SupplierSlim[] | undefined,
  supplierId: string | null | undefined,
): { figures: string; prices: string } {
  const slim = suppliers?.find((s) => s.id === supplierId);
  const figures = slim?.marketplace ? MARKETPLACES[slim.marketplace].currency : DEFAULT_CURRENCY;
  return { figures, prices: slim?.currency ?? figures };
}
