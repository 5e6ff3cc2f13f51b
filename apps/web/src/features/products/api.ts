import { envelope, listEnvelope, Product, SupplierSlim } from '@shelfscope/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useRequester } from '../../lib/requester-context';

export type ProductQuery = {
  supplierId: string;
  search: string;
  filter: string;
  order: string;
  descending: boolean;
  page: number;
  pageSize: number;
};

const SuppliersSlim = envelope(z.array(SupplierSlim));
const ProductPage = listEnvelope(Product);
const OneProduct = envelope(Product);

/** Every supplier of the company, by name, for the supplier picker. */
export function useSupplierOptions() {
  const request = useRequester();
  return useQuery({
    queryKey: ['suppliers', 'slim'],
    queryFn: ({ signal }) => request('GET', '/api/Supplier/slim', { schema: SuppliersSlim, signal }).then((e) => e.data),
  });
}

/** One page of a supplier's products; the previous page stays on screen while the next loads. */
export function useProducts(query: ProductQuery) {
  const request = useRequester();
  return useQuery({
    queryKey: ['products', query],
    enabled: query.supplierId !== '',
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request('GET', '/api/Product', {
        schema: ProductPage,
        signal,
        query: {
          supplierId: query.supplierId,
          search: query.search || undefined,
          filter: query.filter || undefined,
          order: query.order || undefined,
          descending: query.order ? query.descending : undefined,
          page: query.page,
          pageSize: query.pageSize,
        },
      }),
  });
}

/** PATCH /api/product/{id}/cost: the supplier's pack price; the server analyses again. */
export function useSetCost() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cost }: { id: string; cost: number }) =>
      request('PATCH', `/api/product/${encodeURIComponent(id)}/cost`, {
        schema: OneProduct,
        query: { cost },
        successMessage: 'Cost saved; profit recomputed.',
      }).then((e) => e.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
