import { PURCHASE_ORDER_STATUSES } from '@shelfscope/contracts';

/**
 * The moves docs/purchase-orders.md allows (the server's purchase-orders/status.ts is the
 * authority and refuses any other): draft -> placed or cancelled, placed -> confirmed or
 * cancelled, confirmed -> shipped or cancelled, shipped -> received; received and cancelled are
 * final.
 */
export const TRANSITIONS: Record<number, number[]> = { 0: [1, 5], 1: [2, 5], 2: [3, 5], 3: [4], 4: [], 5: [] };

export const STATUS_COLORS = ['gray', 'blue', 'indigo', 'violet', 'teal', 'red'] as const;

export const statusLabel = (status: number) => {
  const name = PURCHASE_ORDER_STATUSES[status] ?? 'unknown';
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** The button text of a move. */
export const MOVE_LABELS: Record<number, string> = {
  1: 'Mark as placed',
  2: 'Mark as confirmed',
  3: 'Mark as shipped',
  4: 'Mark as received',
  5: 'Cancel order',
};
