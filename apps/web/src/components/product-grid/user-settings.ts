import { envelope, type ProductColumn, UserSettings } from '@shelfscope/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Requester } from '../../lib/request';
import { useRequester } from '../../lib/requester-context';

const SettingsEnvelope = envelope(UserSettings);
export const USER_SETTINGS_KEY = ['user-settings'] as const;

/** The member's settings: thresholds that colour scores, units, the grid's default columns. */
export const userSettingsQuery = (request: Requester) =>
  queryOptions({
    queryKey: USER_SETTINGS_KEY,
    queryFn: ({ signal }) => request('GET', '/api/UserSettings', { schema: SettingsEnvelope, signal }).then((e) => e.data),
    staleTime: 30_000,
  });

export function useUserSettings() {
  return useQuery(userSettingsQuery(useRequester()));
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
    onSuccess: (settings) => queryClient.setQueryData(USER_SETTINGS_KEY, settings),
  });
}
