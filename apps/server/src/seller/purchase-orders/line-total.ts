import { cents } from '@shelfscope/profit';

/**
 * A line's total: the pack cost as the order shows it (to the cent) times the packs, rounded to
 * the cent per line; the order's total is the sum of its lines. So every figure on the order
 * adds up as printed, whatever decimals the supplier's price list carried: a pack priced 12 x 4.3517 =
 * 52.2204 shows 52.22, and 3 packs are 156.66 (3 x 52.22), where 3 x 52.2204 would round to
 * 156.66 or, at other quantities, a cent away from what the page shows.
 */
export const lineTotal = (line: { cost: number | null; quantity: number }) => cents(cents(line.cost ?? 0) * line.quantity);
