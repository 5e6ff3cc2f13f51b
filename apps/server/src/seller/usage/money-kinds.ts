/**
 * The currency of an order's money in the usage rollup. Every order recorded before marketplaces
 * was in US dollars, so US-dollar amounts keep the plain kinds; another currency's amounts go to
 * the kind tagged with it (`projected_profit_on_orders:GBP`), so summing a kind never adds two
 * currencies (docs/dashboard.md).
 */
export const UNTAGGED_CURRENCY = 'USD';

/** The kinds an order counts once for. */
export type OrderUsageKind =
  | 'purchase_orders_downloaded'
  | 'projected_revenue_on_orders'
  | 'projected_profit_on_orders'
  | 'projected_prep_on_orders';

/** An order's money kind in `currency`: the plain kind in US dollars, `kind:CUR` otherwise. */
export function moneyKind(kind: OrderUsageKind, currency: string): OrderUsageKind | `${OrderUsageKind}:${string}` {
  return currency === UNTAGGED_CURRENCY ? kind : `${kind}:${currency}`;
}

/** The currency of a kind's amounts: its tag, else US dollars. */
export function currencyOfKind(kind: string): string {
  const tag = kind.split(':')[1];
  return tag ?? UNTAGGED_CURRENCY;
}
