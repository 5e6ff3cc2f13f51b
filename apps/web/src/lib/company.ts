import { Company, type CompanyProfileInput, DEFAULT_MARKETPLACE, envelope, MARKETPLACES } from '@shelfscope/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checked } from './checked';
import { useRequester } from './requester-context';

const OneCompany = envelope(Company);

/** `GET /api/Company`: the caller's company profile. Shared: the company page and the shell's naming prompt. */
export const companyQueryOptions = (request: ReturnType<typeof useRequester>) =>
  queryOptions({
    queryKey: ['company'] as const,
    queryFn: ({ signal }) =>
      request('GET', '/api/Company', { schema: checked(import.meta.env.DEV && OneCompany), signal }).then((e) => e.data),
    staleTime: 60_000,
  });

export function useCompany() {
  return useQuery(companyQueryOptions(useRequester()));
}

/** `POST /api/Company` (organization admins): the profile, and the organization's name with it. */
export function useSaveCompany(successMessage = 'Company profile saved.') {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyProfileInput) =>
      request('POST', '/api/Company', { schema: checked(import.meta.env.DEV && OneCompany), body: input, successMessage }).then(
        (e) => e.data,
      ),
    onSuccess: (saved) => queryClient.setQueryData(companyQueryOptions(request).queryKey, saved),
  });
}

/** `PUT /api/Company/approvals` (owners, `company:write`): whether a VA's finds wait for a buyer's approval. */
export function useSetApprovals() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approvalsRequired: boolean) =>
      request('PUT', '/api/Company/approvals', {
        schema: checked(import.meta.env.DEV && OneCompany),
        body: { approvalsRequired },
        successMessage: approvalsRequired ? 'Approvals turned on.' : 'Approvals turned off.',
      }).then((e) => e.data),
    onSuccess: (saved) => queryClient.setQueryData(companyQueryOptions(request).queryKey, saved),
  });
}

/**
 * The currency of the company's default marketplace: what the member's money settings (inbound
 * fees, preparation, FBM shipping, the profit thresholds) are in. USD while the profile loads.
 */
export function useCompanyCurrency(): string {
  return MARKETPLACES[useCompany().data?.defaultMarketplace ?? DEFAULT_MARKETPLACE].currency;
}
