import { envelope, UserSettings, type UserSettingsInput } from '@shelfscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRequester } from '../../../lib/requester-context';
import { userSettingsQueryOptions } from '../../../lib/user-settings';

const OneSettings = envelope(UserSettings);

/** The shared settings query (lib/user-settings), so a save here recolours the grid's scores at once. */
export function useSettings() {
  return useQuery(userSettingsQueryOptions(useRequester()));
}

/**
 * PUT /api/UserSettings replaces every preference; the default columns are left out, so the
 * grid's own choice of columns is kept. Saved settings change every product's analysis, so
 * product data is read again too.
 */
export function useSaveSettings() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<UserSettingsInput, 'defaultColumns'>) =>
      request('PUT', '/api/UserSettings', { schema: OneSettings, body: input, successMessage: 'Settings saved.' }).then(
        (e) => e.data,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(userSettingsQueryOptions(request).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
