import { envelope, type ProductColumn, UserSettings } from '@shelfscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRequester } from '../../lib/requester-context';
import { userSettingsQueryOptions } from '../../lib/user-settings';

const SettingsEnvelope = envelope(UserSettings);

/** The member's settings: thresholds that colour scores, units, the grid's default columns. */
export function useUserSettings() {
  return useQuery(userSettingsQueryOptions(useRequester()));
}

/** PUT /api/UserSettings/default-columns: the columns the grid opens with, everywhere. */
export function useSaveDefaultColumns() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    // Silent: the chooser saves on every change and says so itself; a toast each time is noise.
    mutationFn: (columns: ProductColumn[]) =>
      request('PUT', '/api/UserSettings/default-columns', { schema: SettingsEnvelope, body: { columns }, silent: true }).then(
        (e) => e.data,
      ),
    onSuccess: (settings) => queryClient.setQueryData(userSettingsQueryOptions(request).queryKey, settings),
  });
}
