import { CompanySettingsProfile, type CompanySettingsProfileInput, envelope } from '@shelfscope/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checked } from '../../../lib/checked';
import { useRequester } from '../../../lib/requester-context';

const OneProfile = envelope(CompanySettingsProfile);

/** `GET /api/Company/settings-profile`: the company's default thresholds, target ROI and columns. */
export const companyProfileQueryOptions = (request: ReturnType<typeof useRequester>) =>
  queryOptions({
    queryKey: ['company-settings-profile'] as const,
    queryFn: ({ signal }) =>
      request('GET', '/api/Company/settings-profile', { schema: checked(import.meta.env.DEV && OneProfile), signal }).then(
        (e) => e.data,
      ),
    staleTime: 60_000,
  });

export function useCompanyProfile() {
  return useQuery(companyProfileQueryOptions(useRequester()));
}

/**
 * `PUT /api/Company/settings-profile` (owners): the profile and its lock. Members following it
 * read other settings now, so the member's own settings are read again too.
 */
export function useSaveCompanyProfile() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanySettingsProfileInput) =>
      request('PUT', '/api/Company/settings-profile', {
        schema: OneProfile,
        body: input,
        successMessage: 'Company profile saved.',
      }).then((e) => e.data),
    onSuccess: (saved) => {
      queryClient.setQueryData(companyProfileQueryOptions(request).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: ['user-settings'] });
    },
  });
}
