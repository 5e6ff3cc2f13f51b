/** Amounts in cents, shown as all money is ($49.00). */
export { moneyFromCents as money } from '../../lib/money';

export function day(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Whole days from now until `iso` (0 once it has passed). */
export function daysLeft(iso: string | null | undefined, now = Date.now()): number {
  if (!iso) return 0;
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / 86_400_000));
}

export const STATUS_LABEL: Record<string, { label: string; color: string }> = {
  trialing: { label: 'Free trial', color: 'blue' },
  active: { label: 'Active', color: 'teal' },
  past_due: { label: 'Payment failed', color: 'orange' },
  canceled: { label: 'Canceled', color: 'gray' },
  incomplete: { label: 'Incomplete', color: 'gray' },
  none: { label: 'No plan', color: 'gray' },
};
