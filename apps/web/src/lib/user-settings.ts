import { envelope, UserSettings } from '@shelfscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { checked } from './checked';
import type { useRequester } from './requester-context';

const OneSettings = envelope(UserSettings);

/**
 * `GET /api/UserSettings`: the member's settings (theme, units, costs, score thresholds, the
 * grid's columns). Shared: the settings page, the products grid and quick view. (The sign-in
 * page reads the theme itself: features/auth/sign-in-screen.tsx.)
 */
export const userSettingsQueryOptions = (request: ReturnType<typeof useRequester>) =>
  queryOptions({
    queryKey: ['user-settings'] as const,
    queryFn: ({ signal }) =>
      request('GET', '/api/UserSettings', { schema: checked(import.meta.env.DEV && OneSettings), signal }).then((e) => e.data),
    staleTime: 30_000,
  });
