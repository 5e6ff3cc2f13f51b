import { AdminAccess, envelope } from '@shelfscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { checked } from './checked';
import { useRequester } from './requester-context';

const Access = envelope(AdminAccess);

/**
 * Whether the signed-in member may see the admin area (the server guards every admin route
 * anyway). A module of its own: the shell asks it on every page, without the admin area's calls.
 */
export function useAdminAccess() {
  const request = useRequester();
  return useQuery({
    queryKey: ['admin-access'],
    queryFn: ({ signal }) =>
      request('GET', '/api/UserAccount/admin-access', { schema: checked(import.meta.env.DEV && Access), signal }).then(
        (e) => e.data,
      ),
    staleTime: 5 * 60_000,
  });
}
