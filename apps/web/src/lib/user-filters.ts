import { envelope, UserFilter } from '@shelfscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Requester } from './request';
import { useRequester } from './requester-context';

/** The query key of the member's saved filters (their mutations read the list again). */
export const USER_FILTERS_KEY = ['user-filters'] as const;
const List = envelope(z.array(UserFilter));

/** `GET /api/UserFilters` without a name: the member's saved filters (the products grid, the Watching screen). */
export const userFiltersQueryOptions = (request: Requester) =>
  queryOptions({
    queryKey: USER_FILTERS_KEY,
    queryFn: ({ signal }) => request('GET', '/api/UserFilters', { schema: List, signal }).then((e) => e.data),
  });

export const useUserFilters = () => useQuery(userFiltersQueryOptions(useRequester()));
