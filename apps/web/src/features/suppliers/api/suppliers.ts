import {
  CategorySlim,
  envelope,
  listEnvelope,
  Supplier,
  type SupplierInput,
  SupplierRefresh,
  type SupplierUpdate,
} from '@shelfscope/contracts';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useRequester } from '../../../lib/requester-context';

const SupplierPage = listEnvelope(Supplier);
const SupplierList = envelope(z.array(Supplier));
const OneSupplier = envelope(Supplier);
const CategoriesSlim = envelope(z.array(CategorySlim));
const Refresh = envelope(SupplierRefresh);

/** Keys shared by name with the categories area (features never import each other). */
export const supplierKeys = {
  all: ['suppliers'] as const,
  list: (query: SupplierQuery) => ['suppliers', 'list', query] as const,
  one: (id: string) => ['suppliers', 'one', id] as const,
};
const categoryKeys = { all: ['categories'] as const, slim: ['categories', 'slim'] as const };

export type SupplierQuery = { search: string; categories: string[]; page: number; pageSize: number };

const path = (id: string) => `/api/Supplier/${encodeURIComponent(id)}`;

/**
 * A name search goes to POST /api/SupplierSearch (substring, one category at most, no paging:
 * up to 500 matches are paged here); otherwise GET /api/Supplier pages on the server and filters
 * by any of the chosen categories. Both answer the same page shape.
 */
export function useSuppliers(query: SupplierQuery) {
  const request = useRequester();
  return useQuery({
    queryKey: supplierKeys.list(query),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      if (!query.search.trim()) {
        const page = await request('GET', '/api/Supplier', {
          schema: SupplierPage,
          signal,
          query: { page: query.page, pageSize: query.pageSize, categories: query.categories.join(',') },
        });
        return { rows: page.data, total: page.totalItems };
      }
      const found = await request('POST', '/api/SupplierSearch', {
        schema: SupplierList,
        signal,
        silent: true,
        body: { name: query.search.trim(), limit: 500 },
      });
      const wanted = new Set(query.categories);
      const rows = wanted.size ? found.data.filter((s) => s.categoriesIds.some((id) => wanted.has(id))) : found.data;
      const start = (query.page - 1) * query.pageSize;
      return { rows: rows.slice(start, start + query.pageSize), total: rows.length };
    },
  });
}

export function useSupplier(id: string) {
  const request = useRequester();
  return useQuery({
    queryKey: supplierKeys.one(id),
    queryFn: ({ signal }) => request('GET', path(id), { schema: OneSupplier, signal }).then((e) => e.data),
  });
}

/** Every category, for the filter and the assign menus. */
export function useCategoryOptions() {
  const request = useRequester();
  return useQuery({
    queryKey: categoryKeys.slim,
    queryFn: ({ signal }) => request('GET', '/api/Category/slim', { schema: CategoriesSlim, signal }).then((e) => e.data),
  });
}

/** A supplier change shows in the lists, its page, and the categories' supplier counts. */
const settle = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
    queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  ]);

export function useCreateSupplier() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierInput) =>
      request('POST', '/api/Supplier', { schema: OneSupplier, body: input, successMessage: 'Supplier created.' }).then(
        (e) => e.data,
      ),
    onSuccess: () => settle(queryClient),
  });
}

export function useUpdateSupplier() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierUpdate) =>
      request('PUT', '/api/Supplier', { schema: OneSupplier, body: input, successMessage: 'Supplier saved.' }).then(
        (e) => e.data,
      ),
    onSuccess: () => settle(queryClient),
  });
}

export type InlineField = 'name' | 'email' | 'phone' | 'address';

/** PATCH /api/Supplier/{id}/{field}?{field}=: one contact field; an empty value clears it (not the name). */
export function usePatchSupplier() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, field, value }: { id: string; field: InlineField; value: string }) =>
      request('PATCH', `${path(id)}/${field}`, { schema: OneSupplier, query: { [field]: value } }).then((e) => e.data),
    onSuccess: (supplier) => {
      queryClient.setQueryData(supplierKeys.one(supplier.id), supplier);
      return settle(queryClient);
    },
  });
}

/**
 * DELETE /api/Supplier/{id}. `leave` moves off the deleted supplier's page first: while its
 * page is mounted, dropping or invalidating its query would read it again (a 404).
 */
export function useDeleteSupplier({ leave }: { leave?: () => Promise<unknown> } = {}) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request('DELETE', path(id), { schema: envelope(z.unknown()), successMessage: 'Supplier deleted.' }),
    onSuccess: async (_data, id) => {
      await leave?.();
      queryClient.removeQueries({ queryKey: supplierKeys.one(id) });
      return settle(queryClient);
    },
  });
}

/** PUT /api/Category/{categoryId}/assign|unassign/{supplierId}, with the spec's toasts. */
export function useToggleCategory() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ supplierId, categoryId, assign }: { supplierId: string; categoryId: string; assign: boolean }) =>
      request(
        'PUT',
        `/api/Category/${encodeURIComponent(categoryId)}/${assign ? 'assign' : 'unassign'}/${encodeURIComponent(supplierId)}`,
        { schema: OneSupplier, successMessage: assign ? 'Category assigned' : 'Category unassigned' },
      ).then((e) => e.data),
    onSuccess: () => settle(queryClient),
  });
}

export function useSetSupplierOverride() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { supplierId: string; override: number; overrideCustomValue: number | null }) =>
      request('PUT', '/api/Supplier/override', { schema: OneSupplier, body: input, successMessage: 'Supplier override saved.' }),
    onSuccess: () => settle(queryClient),
  });
}

/** GET .../refresh queues the supplier's products; its message says how many (or why none). */
export function useRefreshSupplier() {
  const request = useRequester();
  return useMutation({
    mutationFn: (id: string) => request('GET', `${path(id)}/refresh`, { schema: Refresh }).then((e) => e.data),
  });
}
