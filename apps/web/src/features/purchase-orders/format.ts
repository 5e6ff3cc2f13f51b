import { formatDate } from '../../lib/locale';

/** Money, counts and dates as the order screens show them ('–' for no value); figures by lib/format.ts. */
export { count, money } from '../../lib/format';

/** A placement date (YYYY-MM-DD or an ISO time) as "Nov 23, 2026", read as the calendar day it names. */
export function day(value: string | null | undefined): string {
  if (!value) return '–';
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return value;
  return formatDate(Date.UTC(y, m - 1, d), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** How an order is named everywhere (breadcrumb, list, dialogs): its number, else (older orders) its invoice number. */
export const orderName = (order: { orderNumber: string | null; invoiceNumber: string | null }) =>
  order.orderNumber ?? order.invoiceNumber ?? 'Order';
