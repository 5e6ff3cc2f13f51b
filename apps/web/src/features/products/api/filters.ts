import { envelope, UserFilter } from '@shelfscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRequester } from '../../../lib/requester-context';
import { USER_FILTERS_KEY } from '../../../lib/user-filters';

const FILTERS = USER_FILTERS_KEY;
const One = envelope(UserFilter);

/** Save, change and delete named filters; each refreshes the list. */
export function useFilterMutations(quiet: boolean) {
  const request = useRequester();
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: FILTERS });
  const create = useMutation({
    mutationFn: (input: { name: string; filter: string }) =>
      request('POST', '/api/UserFilters', { schema: One, body: input, successMessage: 'Filter saved.', silent: quiet }).then(
        (e) => e.data,
      ),
    onSuccess: done,
  });
  const update = useMutation({
    mutationFn: ({ id, filter }: { id: string; filter: string }) =>
      request('PUT', `/api/UserFilters/${encodeURIComponent(id)}`, {
        schema: One,
        body: { filter },
        successMessage: 'Filter updated.',
        silent: quiet,
      }).then((e) => e.data),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      request('DELETE', `/api/UserFilters/${encodeURIComponent(id)}`, { schema: One, silent: true }).then((e) => e.data),
    onSuccess: done,
  });
  return { create, update, remove };
}
