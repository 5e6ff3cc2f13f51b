import {
  ConnectedSellerAccount,
  EligibilityAnswer,
  EligibilityCounts,
  envelope,
  FeeEstimatesAnswer,
  type ListingCondition,
  type MarketplaceCode,
  SellerAccountAuthorization,
  type SellerAccountRegion,
  SellerAccountStatus,
} from '@shelfscope/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { checked } from './checked';
import { useRequester } from './requester-context';

type Request = ReturnType<typeof useRequester>;

const Status = envelope(SellerAccountStatus);
const Authorization = envelope(SellerAccountAuthorization);
const Disconnected = envelope(z.object({ disconnected: z.boolean() }));
const Connected = envelope(ConnectedSellerAccount);
const Answer = envelope(EligibilityAnswer);
const Fees = envelope(FeeEstimatesAnswer);
const Counts = envelope(EligibilityCounts);

/** `GET /api/SellerAccount`: whether the company's Amazon seller accounts are connected. */
export const sellerAccountQueryOptions = (request: Request) =>
  queryOptions({
    queryKey: ['seller-account'] as const,
    queryFn: ({ signal }) =>
      request('GET', '/api/SellerAccount', { schema: checked(import.meta.env.DEV && Status), signal }).then((e) => e.data),
  });

/** `GET /api/SellerAccount/Eligibility`: may the seller list this product (Amazon's reasons, the approval link). */
export const eligibilityQueryOptions = (
  request: Request,
  key: { asin: string; marketplace?: MarketplaceCode | undefined; condition?: ListingCondition },
) =>
  queryOptions({
    queryKey: ['seller-account', 'eligibility', key.asin, key.marketplace ?? null, key.condition ?? 'new_new'] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ asin: key.asin, condition: key.condition ?? 'new_new' });
      if (key.marketplace) query.set('marketplace', key.marketplace);
      return request('GET', `/api/SellerAccount/Eligibility?${query}`, {
        schema: checked(import.meta.env.DEV && Answer),
        signal,
      }).then((e) => e.data);
    },
    staleTime: 60_000,
  });

/**
 * `POST /api/SellerAccount/FeeEstimates`: Amazon's fee estimate beside ours at each product's
 * selected price. Keyed by the products and their versions, so a saved price asks again.
 */
export const feeEstimatesQueryOptions = (request: Request, products: { id: string; versionId: string }[]) =>
  queryOptions({
    queryKey: ['seller-account', 'fees', ...products.map((p) => `${p.id}@${p.versionId}`)] as const,
    queryFn: ({ signal }) =>
      request('POST', '/api/SellerAccount/FeeEstimates', {
        body: { productIds: products.map((p) => p.id) },
        schema: checked(import.meta.env.DEV && Fees),
        signal,
      }).then((e) => e.data),
    staleTime: 5 * 60_000,
  });

export function useFeeEstimates(products: { id: string; versionId: string }[]) {
  return useQuery(feeEstimatesQueryOptions(useRequester(), products));
}

/** `GET /api/Upload/{id}/eligibility`: how many of an upload's rows are checked, and the answers. */
export const uploadEligibilityQueryOptions = (request: Request, uploadId: string) =>
  queryOptions({
    queryKey: ['seller-account', 'upload', uploadId] as const,
    queryFn: ({ signal }) =>
      request('GET', `/api/Upload/${encodeURIComponent(uploadId)}/eligibility`, {
        schema: checked(import.meta.env.DEV && Counts),
        signal,
      }).then((e) => e.data),
  });

export function useUploadEligibility(uploadId: string) {
  return useQuery(uploadEligibilityQueryOptions(useRequester(), uploadId));
}

/** Asks Amazon again (`refresh=true`) and shows the new answer. */
export function useRecheckEligibility(key: { asin: string; marketplace?: MarketplaceCode | undefined }) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      const query = new URLSearchParams({ asin: key.asin, condition: 'new_new', refresh: 'true' });
      if (key.marketplace) query.set('marketplace', key.marketplace);
      return request('GET', `/api/SellerAccount/Eligibility?${query}`, { schema: checked(import.meta.env.DEV && Answer) }).then(
        (e) => e.data,
      );
    },
    onSuccess: (data) => queryClient.setQueryData(eligibilityQueryOptions(request, key).queryKey, data),
  });
}

export function useSellerAccount() {
  return useQuery(sellerAccountQueryOptions(useRequester()));
}

export function useEligibility(key: { asin: string; marketplace?: MarketplaceCode | undefined; condition?: ListingCondition }) {
  return useQuery(eligibilityQueryOptions(useRequester(), key));
}

/** Starts connecting: the consent page's address, which the caller opens. */
export function useAuthorizeSellerAccount() {
  const request = useRequester();
  return useMutation({
    mutationFn: (region: SellerAccountRegion) =>
      request('POST', '/api/SellerAccount/authorize', {
        body: { region },
        schema: checked(import.meta.env.DEV && Authorization),
      }).then((e) => e.data),
  });
}

export function useDisconnectSellerAccount() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (region: SellerAccountRegion) =>
      request('DELETE', `/api/SellerAccount/${region}`, { schema: checked(import.meta.env.DEV && Disconnected) }).then(
        (e) => e.data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['seller-account'] }),
  });
}

/** The dev tools' one-step connection of the simulated account (no consent page). */
export function useConnectSimulated() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (region: SellerAccountRegion) =>
      request('POST', '/dev/seller-account/connect', {
        body: { region },
        schema: checked(import.meta.env.DEV && Connected),
      }).then((e) => e.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['seller-account'] }),
  });
}
