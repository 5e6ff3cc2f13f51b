import { envelope, LookupEntry, listEnvelope, TeamActivity } from '@shelfscope/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checked } from '../../../lib/checked';
import { useRequester } from '../../../lib/requester-context';

const OneActivity = envelope(TeamActivity);
const Lookups = listEnvelope(LookupEntry);

/** GET /api/Dashboard/team: each member's counts per day over the last `days` days. */
export const teamActivityQueryOptions = (request: ReturnType<typeof useRequester>, days: number) =>
  queryOptions({
    queryKey: ['dashboard', 'team', days] as const,
    queryFn: ({ signal }) =>
      request('GET', `/api/Dashboard/team?days=${days}`, { schema: checked(import.meta.env.DEV && OneActivity), signal }).then(
        (e) => e.data,
      ),
  });

/** Only asked for by members who may see it (dashboard:team): the others would get the 403. */
export function useTeamActivity(days: number, enabled: boolean) {
  return useQuery({ ...teamActivityQueryOptions(useRequester(), days), enabled });
}

export const LOOKUPS_PAGE_SIZE = 10;

/** GET /api/Dashboard/team/lookups: a member's lookups, newest first, a page at a time. */
export const lookupHistoryQueryOptions = (request: ReturnType<typeof useRequester>, memberId: string, page: number) =>
  queryOptions({
    queryKey: ['dashboard', 'team', 'lookups', memberId, page] as const,
    queryFn: ({ signal }) =>
      request(
        'GET',
        `/api/Dashboard/team/lookups?memberId=${encodeURIComponent(memberId)}&page=${page}&pageSize=${LOOKUPS_PAGE_SIZE}`,
        { schema: checked(import.meta.env.DEV && Lookups), signal },
      ),
    placeholderData: keepPreviousData,
  });

export function useLookupHistory(memberId: string, page: number) {
  return useQuery(lookupHistoryQueryOptions(useRequester(), memberId, page));
}
