import {
  AdminAuditEntry,
  AdminCustomerPage,
  AdminUserDetail,
  AdminUserSummary,
  envelope,
  listEnvelope,
  PaymentMethod,
  Subscription,
  SubscriptionValidation,
  UpcomingInvoice,
} from '@shelfscope/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useRequester } from '../../../lib/requester-context';

export { useAdminAccess } from '../../../lib/admin-access';

const adminKey = ['admin'] as const;

const Users = listEnvelope(AdminUserSummary);
const User = envelope(AdminUserDetail);
const Cards = envelope(z.array(PaymentMethod));
const Subscriptions = envelope(z.array(Subscription));
const NextInvoice = envelope(UpcomingInvoice.nullable());
const Customers = envelope(AdminCustomerPage);
const Validation = envelope(SubscriptionValidation);
const Audit = listEnvelope(AdminAuditEntry);

export const USERS_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 25;
export const CUSTOMERS_PAGE_SIZE = 10;

export function useUserSearch(search: string, page: number) {
  const request = useRequester();
  return useQuery({
    queryKey: [...adminKey, 'users', search, page],
    queryFn: ({ signal }) =>
      request('GET', '/api/admin/Users', { schema: Users, signal, query: { search, page, pageSize: USERS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(userId: string) {
  const request = useRequester();
  return useQuery({
    queryKey: [...adminKey, 'user', userId],
    queryFn: ({ signal }) =>
      request('GET', `/api/admin/Users/${encodeURIComponent(userId)}`, { schema: User, signal }).then((e) => e.data),
  });
}

/** A user's payment data by their company's provider customer (only once they have one). */
export function useUserPayments(userId: string, hasCustomer: boolean) {
  const request = useRequester();
  const query = { userId };
  return {
    cards: useQuery({
      queryKey: [...adminKey, 'payment-methods', userId],
      queryFn: ({ signal }) =>
        request('GET', '/api/admin/Users/payment-methods', { schema: Cards, signal, query }).then((e) => e.data),
      enabled: hasCustomer,
    }),
    subscriptions: useQuery({
      queryKey: [...adminKey, 'subscriptions', userId],
      queryFn: ({ signal }) =>
        request('GET', '/api/admin/Users/subscriptions', { schema: Subscriptions, signal, query }).then((e) => e.data),
      enabled: hasCustomer,
    }),
    nextInvoice: useQuery({
      queryKey: [...adminKey, 'next-invoice', userId],
      queryFn: ({ signal }) =>
        request('GET', '/api/admin/Users/next-invoice', { schema: NextInvoice, signal, query }).then((e) => e.data),
      enabled: hasCustomer,
    }),
  };
}

/** A cursor: the page after (older than) or before (newer than) a customer, or the first page. */
export type CustomerCursor = { startingAfter?: string; endingBefore?: string };

export function useCustomers(cursor: CustomerCursor) {
  const request = useRequester();
  return useQuery({
    queryKey: [...adminKey, 'customers', cursor],
    queryFn: ({ signal }) =>
      request('GET', '/api/admin/Users/stripe-customers', {
        schema: Customers,
        signal,
        query: { limit: CUSTOMERS_PAGE_SIZE, ...cursor },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Runs the subscription validation; `shouldSelfHeal` repairs what differs from the provider. */
export function useSubscriptionValidation() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shouldSelfHeal: boolean) =>
      request('GET', '/api/admin/Utility/subscription-validation', { schema: Validation, query: { shouldSelfHeal } }).then(
        (e) => e.data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useAuditLog(page: number) {
  const request = useRequester();
  return useQuery({
    queryKey: [...adminKey, 'audit', page],
    queryFn: ({ signal }) =>
      request('GET', '/api/admin/AuditLog', { schema: Audit, signal, query: { page, pageSize: AUDIT_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
