import {
  envelope,
  listEnvelope,
  Product,
  PurchaseOrder,
  type PurchaseOrderBuyerField,
  PurchaseOrderItem,
  PurchaseOrderWithItems,
} from '@shelfscope/contracts';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useRequester } from '../../../lib/requester-context';

const OrderPage = listEnvelope(PurchaseOrder);
const OneOrder = envelope(PurchaseOrder);
const OrderWithItems = envelope(PurchaseOrderWithItems);
export type OrderWithItems = z.infer<typeof PurchaseOrderWithItems>;
const OneItem = envelope(PurchaseOrderItem);

export const orderKeys = {
  all: ['purchase-orders'] as const,
  list: (page: number, pageSize: number) => ['purchase-orders', 'list', page, pageSize] as const,
  one: (id: string) => ['purchase-orders', 'one', id] as const,
};

const path = (id: string) => `/api/PurchaseOrder/${encodeURIComponent(id)}`;

/** One page of orders, newest first. */
export function useOrders(page: number, pageSize: number) {
  const request = useRequester();
  return useQuery({
    queryKey: orderKeys.list(page, pageSize),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => request('GET', '/api/PurchaseOrder', { schema: OrderPage, signal, query: { page, pageSize } }),
  });
}

/** One order with its lines. */
export function useOrder(id: string) {
  const request = useRequester();
  return useQuery({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) => request('GET', path(id), { schema: OrderWithItems, signal }).then((e) => e.data),
  });
}

export type OrderInput = { supplierId: string; invoiceNumber: string | null; placementDate: string | null };

export function useCreateOrder() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderInput) =>
      request('POST', '/api/PurchaseOrder', { schema: OneOrder, body: input, successMessage: 'Purchase order created.' }).then(
        (e) => e.data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export type OrderUpdate = {
  invoiceNumber?: string | null;
  placementDate?: string | null;
  status?: number;
  notes?: string | null;
} & Partial<Record<PurchaseOrderBuyerField, string | null>>;

/** PUT the invoice number, the placement date, the buyer's fields, or a move to another status. */
export function useUpdateOrder(id: string) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderUpdate) =>
      request('PUT', path(id), {
        schema: OneOrder,
        body: input,
        successMessage: input.status !== undefined ? 'Status changed.' : 'Order saved.',
      }).then((e) => e.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export function useDeleteOrder() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request('DELETE', path(id), { schema: OneOrder, successMessage: 'Purchase order deleted.' }).then((e) => e.data),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: orderKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

// The order's totals and the list's change with every line.
const refetchOrder = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: orderKeys.all });

/** Up to 20 of the supplier's products matching a search, for "Add a line". */
export function useSupplierProducts(supplierId: string, search: string) {
  const request = useRequester();
  return useQuery({
    queryKey: ['purchase-orders', 'products', supplierId, search],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request('GET', '/api/Product', {
        schema: listEnvelope(Product),
        signal,
        query: { supplierId, search: search || undefined, page: 1, pageSize: 20 },
      }),
  });
}

/** A product of the order's supplier (its fields copied) or a free line with a title. */
export type LineInput =
  | { productId: string; quantity: number; comment: string | null }
  | { title: string; quantity: number; cost: number | null; itemNumber: string | null; comment: string | null };

/** Lines of a draft: add a free line, change quantity, cost or comment, remove (silent, as on shortlists). */
export function useOrderLines(orderId: string) {
  const request = useRequester();
  const queryClient = useQueryClient();
  const settle = () => refetchOrder(queryClient);
  const add = useMutation({
    mutationFn: (input: LineInput) =>
      request('POST', `${path(orderId)}/items`, { schema: OneItem, body: input, successMessage: 'Line added.' }),
    onSettled: settle,
  });
  const edit = useMutation({
    mutationFn: ({ id, ...change }: { id: string; quantity?: number; cost?: number | null; comment?: string | null }) =>
      request('PUT', `${path(orderId)}/items/${encodeURIComponent(id)}`, { schema: OneItem, body: change, silent: true }),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      request('DELETE', `${path(orderId)}/items/${encodeURIComponent(id)}`, { schema: OneItem, silent: true }),
    onSettled: settle,
  });
  return { add, edit, remove };
}
