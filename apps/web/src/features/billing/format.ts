/** Amounts in cents, shown as all money is ($49.00). */
export { moneyFromCents as money } from '../../lib/money';

export { day, daysLeft } from '../../lib/plan';

export const STATUS_LABEL: Record<string, { label: string; color: string }> = {
  trialing: { label: 'Free trial', color: 'blue' },
  active: { label: 'Active', color: 'teal' },
  past_due: { label: 'Payment failed', color: 'orange' },
  canceled: { label: 'Canceled', color: 'gray' },
  incomplete: { label: 'Incomplete', color: 'gray' },
  none: { label: 'No plan', color: 'gray' },
};
