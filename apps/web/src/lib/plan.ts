import { envelope, PlanDetails } from '@shelfscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checked } from './checked';
import { formatDate } from './locale';
import { useRequester } from './requester-context';

const Details = envelope(PlanDetails);

/**
 * `GET /api/UserAccount/plan`: the company's plan, status, trial end and usage. Shared: Plan &
 * billing and the shell's trial banner (under the billing key, so a subscription change refreshes both).
 */
export const planDetailsQueryOptions = (request: ReturnType<typeof useRequester>) =>
  queryOptions({
    queryKey: ['billing', 'plan'] as const,
    queryFn: ({ signal }) =>
      request('GET', '/api/UserAccount/plan', { schema: checked(import.meta.env.DEV && Details), signal }).then((e) => e.data),
    // Read afresh whenever Plan & billing opens: the shell's banner keeps this query alive from
    // sign-in, and a plan changed elsewhere (checkout, portal) must show at once. The page's route
    // reads it as it is entered (features/billing/prefetch.ts, at staleTime 0); the page and the
    // banner then mount seconds later at most (the code loads after the requests, issue 40 item
    // 29), and must not ask for it a second time.
    staleTime: 10_000,
  });

export function usePlanDetails() {
  return useQuery(planDetailsQueryOptions(useRequester()));
}

/** Whole days from now until `iso` (0 once it has passed): "12 days left". */
export function daysLeft(iso: string | null | undefined, now = Date.now()): number {
  if (!iso) return 0;
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / 86_400_000));
}

/** A date as the app shows it (Dec 12, 2026), in UTC. */
export function day(iso: string | null | undefined): string {
  if (!iso) return '—';
  return formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** How a subscription's status reads, here and in the operators' admin area. */
export const STATUS_LABEL: Record<string, { label: string; color: string }> = {
  trialing: { label: 'Free trial', color: 'blue' },
  active: { label: 'Active', color: 'teal' },
  past_due: { label: 'Payment failed', color: 'orange' },
  canceled: { label: 'Canceled', color: 'gray' },
  incomplete: { label: 'Incomplete', color: 'gray' },
  none: { label: 'No plan', color: 'gray' },
};
