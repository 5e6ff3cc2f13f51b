import { Category, envelope, listEnvelope, Supplier } from '@shelfscope/contracts';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useRequester } from '../../../lib/requester-context';

const CategoryPage = listEnvelope(Category);
const OneCategory = envelope(Category);
const SupplierPage = listEnvelope(Supplier);
const OneSupplier = envelope(Supplier);

/** Keys shared by name with the suppliers area (features never import each other). */
export const categoryKeys = {
  all: ['categories'] as const,
  page: (page: number, pageSize: number) => ['categories', 'page', page, pageSize] as const,
};
const supplierKeys = {
  all: ['suppliers'] as const,
  inCategory: (id: string) => ['suppliers', 'in-category', id] as const,
};

const path = (id: string) => `/api/Category/${encodeURIComponent(id)}`;

export function useCategories(page: number, pageSize: number) {
  const request = useRequester();
  return useQuery({
    queryKey: categoryKeys.page(page, pageSize),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => request('GET', '/api/Category', { schema: CategoryPage, signal, query: { page, pageSize } }),
  });
}

/** The suppliers in one category (the first 500, by name: more than a category ever holds in practice). */
export function useCategorySuppliers(categoryId: string) {
  const request = useRequester();
  return useQuery({
    queryKey: supplierKeys.inCategory(categoryId),
    queryFn: ({ signal }) =>
      request('GET', '/api/Supplier', { schema: SupplierPage, signal, query: { categories: categoryId, pageSize: 500 } }),
  });
}

/** Categories and suppliers both show the link between them, so both are read again. */
const settle = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
  ]);

export function useCreateCategory() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      request('POST', '/api/Category', { schema: OneCategory, body: { name }, successMessage: 'category created' }),
    onSuccess: () => settle(queryClient),
  });
}

export function useRenameCategory() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      request('PUT', path(id), { schema: OneCategory, body: { name }, successMessage: 'Category renamed.' }),
    onSuccess: () => settle(queryClient),
  });
}

export function useDeleteCategory() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request('DELETE', path(id), { schema: envelope(z.unknown()), successMessage: 'Category deleted.' }),
    onSuccess: () => settle(queryClient),
  });
}

export function useToggleSupplier() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, supplierId, assign }: { categoryId: string; supplierId: string; assign: boolean }) =>
      request('PUT', `${path(categoryId)}/${assign ? 'assign' : 'unassign'}/${encodeURIComponent(supplierId)}`, {
        schema: OneSupplier,
        successMessage: assign ? 'Category assigned' : 'Category unassigned',
      }),
    onSuccess: () => settle(queryClient),
  });
}
