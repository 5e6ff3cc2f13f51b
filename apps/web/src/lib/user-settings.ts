import { useMantineColorScheme } from '@mantine/core';
import { envelope, UserSettings } from '@shelfscope/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { checked } from './checked';
import { useRequester } from './requester-context';

const OneSettings = envelope(UserSettings);

/**
 * `GET /api/UserSettings`: the member's settings (theme, units, costs, score thresholds, the
 * grid's columns). Shared: the settings page, the products grid and quick view, and the sign-in
 * page, which applies the account's theme.
 */
export const userSettingsQueryOptions = (request: ReturnType<typeof useRequester>) =>
  queryOptions({
    queryKey: ['user-settings'] as const,
    queryFn: ({ signal }) =>
      request('GET', '/api/UserSettings', { schema: checked(import.meta.env.DEV && OneSettings), signal }).then((e) => e.data),
    staleTime: 30_000,
  });

/**
 * What the account's saved theme does at sign-in: it wins over what this browser remembered (a
 * new browser, or one last used by another member), so the saved choice follows the account.
 * The header's toggle changes this browser's theme after that until it is saved in Settings.
 * A failure to read the settings leaves the browser's theme as it is.
 */
export function useApplyAccountTheme(): () => Promise<void> {
  const request = useRequester();
  const queryClient = useQueryClient();
  const { setColorScheme } = useMantineColorScheme();
  return useCallback(async () => {
    const settings = await queryClient.fetchQuery(userSettingsQueryOptions(request)).catch(() => null);
    if (settings) setColorScheme(settings.theme === 1 ? 'dark' : 'light');
  }, [request, queryClient, setColorScheme]);
}
