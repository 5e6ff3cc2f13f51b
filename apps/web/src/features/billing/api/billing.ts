import {
  type BillingPeriod,
  CatalogPlan,
  CheckoutSession,
  CustomerPortal,
  envelope,
  Invoice,
  type PaidPlan,
  PaymentMethod,
  Subscription,
  UpcomingInvoice,
} from '@shelfscope/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Requester } from '../../../lib/request';
import { useRequester } from '../../../lib/requester-context';

/** Everything billing reads, refetched together after any change. */
export const billingKey = ['billing'] as const;

const Plans = envelope(z.array(CatalogPlan));
const Subscriptions = envelope(z.array(Subscription));
const Cards = envelope(z.array(PaymentMethod));
const NextInvoice = envelope(UpcomingInvoice.nullable());
const Portal = envelope(CustomerPortal);
const Checkout = envelope(CheckoutSession);
const OneSubscription = envelope(Subscription);
const MaybeSubscription = envelope(Subscription.nullable());

/** Leaves the app for the provider's page (checkout or portal). */
export const leaveFor = (url: string) => window.location.assign(url);

export const planCatalogQuery = (request: Requester) =>
  queryOptions({
    queryKey: [...billingKey, 'plans'],
    queryFn: ({ signal }) => request('GET', '/api/Checkout/Plans', { schema: Plans, signal }).then((e) => e.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePlanCatalog = () => useQuery(planCatalogQuery(useRequester()));

/** Shared with the shell's trial banner: lib/plan.ts. */
export { usePlanDetails } from '../../../lib/plan';

export const subscriptionsQuery = (request: Requester) =>
  queryOptions({
    queryKey: [...billingKey, 'subscriptions'],
    queryFn: ({ signal }) =>
      request('GET', '/api/Customer/GetSubscriptions', { schema: Subscriptions, signal }).then((e) => e.data),
  });

export const useSubscriptions = () => useQuery(subscriptionsQuery(useRequester()));

export function usePaymentMethods() {
  const request = useRequester();
  return useQuery({
    queryKey: [...billingKey, 'cards'],
    queryFn: ({ signal }) => request('GET', '/api/Customer/GetPaymentMethods', { schema: Cards, signal }).then((e) => e.data),
  });
}

export function useNextInvoice() {
  const request = useRequester();
  return useQuery({
    queryKey: [...billingKey, 'next-invoice'],
    queryFn: ({ signal }) =>
      request('GET', '/api/AccountManagement/get-next-invoice', { schema: NextInvoice, signal }).then((e) => e.data),
  });
}

const Invoices = envelope(z.array(Invoice));

/** The company's invoices, newest first; each has its PDF at /api/Billing/Invoices/{id}/pdf. */
export function useInvoices() {
  const request = useRequester();
  return useQuery({
    queryKey: [...billingKey, 'invoices'],
    queryFn: ({ signal }) => request('GET', '/api/Billing/Invoices', { schema: Invoices, signal }).then((e) => e.data),
  });
}

/** Opens the provider's checkout for a plan (the page is left). */
export function useCheckout() {
  const request = useRequester();
  return useMutation({
    mutationFn: (input: { plan: PaidPlan; period: BillingPeriod; trialEnabled: boolean }) =>
      request('GET', '/api/Checkout/GetCheckoutSessionUrl', { schema: Checkout, query: input }).then((e) => e.data),
    onSuccess: (session) => leaveFor(session.url),
  });
}

/** Opens the provider's customer portal (the page is left). */
export function usePortal() {
  const request = useRequester();
  return useMutation({
    mutationFn: () => request('GET', '/api/AccountManagement/customer-portal', { schema: Portal }).then((e) => e.data),
    onSuccess: (portal) => {
      if (portal.portalUrl) leaveFor(portal.portalUrl);
    },
  });
}

/** Back from checkout: apply the session at once (spec section 9: the payment update is silent). */
export function useConfirmCheckout() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      request('PUT', '/Payments', { schema: MaybeSubscription, body: { sessionId }, silent: true }).then((e) => e.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  });
}

function useSubscriptionChange<I>(run: (request: ReturnType<typeof useRequester>, input: I) => Promise<unknown>) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => run(request, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  });
}

export const useCancelSubscription = () =>
  useSubscriptionChange((request, input: { subscriptionId: string; cancelImmediately: boolean }) =>
    request('POST', '/api/Customer/CancelSubscription', {
      schema: OneSubscription,
      body: input,
      successMessage: input.cancelImmediately
        ? 'Your subscription is canceled. Your data is kept.'
        : 'Your subscription will end at the end of the period. Your data is kept.',
    }),
  );

export const useResumeSubscription = () =>
  useSubscriptionChange((request, subscriptionId: string) =>
    request('POST', '/api/Customer/ResumeSubscription', {
      schema: OneSubscription,
      body: { subscriptionId },
      successMessage: 'Your subscription will continue.',
    }),
  );

export const useUpgradeTrial = () =>
  useSubscriptionChange((request, _: undefined) =>
    request('PUT', '/api/AccountManagement/upgrade-trial-now', {
      schema: OneSubscription,
      successMessage: 'Your trial is over: the plan is paid and active.',
    }),
  );
