import { envelope, UserSettings, type UserSettingsInput } from '@shelfscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRequester } from '../../../lib/requester-context';

const OneSettings = envelope(UserSettings);

/**
 * The same key as the product grid's settings query (components/product-grid), so a save here
 * recolours its scores at once; both hold the envelope's `data`.
 */
export const settingsKey = ['user-settings'] as const;

export function useSettings() {
  const request = useRequester();
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => request('GET', '/api/UserSettings', { schema: OneSettings, signal }).then((e) => e.data),
  });
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
      queryClient.setQueryData(settingsKey, saved);
      return queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
