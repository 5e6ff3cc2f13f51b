import { Dashboard, envelope, FirstSteps } from '@shelfscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { checked } from '../../../lib/checked';
import { useRequester } from '../../../lib/requester-context';

const OneDashboard = envelope(Dashboard);

/** GET /Dashboard: this month's usage and projections, and 12 months of downloaded orders. */
export function useDashboard() {
  const request = useRequester();
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) =>
      request('GET', '/Dashboard', { schema: checked(import.meta.env.DEV && OneDashboard), signal }).then((e) => e.data),
  });
}

const Steps = envelope(FirstSteps);

/** GET /api/Dashboard/first-steps: which first steps the company has ever taken. */
export function useFirstSteps() {
  const request = useRequester();
  return useQuery({
    queryKey: ['dashboard', 'first-steps'],
    queryFn: ({ signal }) =>
      request('GET', '/api/Dashboard/first-steps', { schema: checked(import.meta.env.DEV && Steps), signal }).then((e) => e.data),
  });
}
