import { PURCHASE_ORDER_STATUSES } from '@shelfscope/contracts';
import { HttpError } from '../../platform/http/errors.js';

/**
 * Which status an order may move to: draft -> placed or cancelled; placed -> confirmed or
 * cancelled; confirmed -> shipped or cancelled; shipped -> received. Received and cancelled are
 * final. Only a draft's items and supplier lines may change.
 */
export const TRANSITIONS: Record<number, number[]> = { 0: [1, 5], 1: [2, 5], 2: [3, 5], 3: [4], 4: [], 5: [] };

export const statusName = (status: number) => PURCHASE_ORDER_STATUSES[status] ?? 'unknown';

export function assertTransition(from: number, to: number): void {
  if (from === to || TRANSITIONS[from]?.includes(to)) return;
  const message = `Cannot move an order from ${statusName(from)} to ${statusName(to)}.`;
  throw new HttpError(400, 'invalid_transition', message, [
    { type: 'invalid_transition', description: message, field: 'status' },
  ]);
}

export function assertDraft(status: number): void {
  if (status === 0) return;
  const message = `The order is ${statusName(status)}: only a draft's items can change.`;
  throw new HttpError(409, 'order_not_draft', message);
}
