import { cents, returnOnInvestment } from '@shelfscope/profit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { products } from '../products/schema.js';
import { LINE_FIELDS, type LineProduct, lineFigures } from '../shortlists/figures.js';
import { suppliers } from '../suppliers/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { lineTotal } from './line-total.js';
import type { purchaseOrderItems, purchaseOrders } from './schema.js';

type OrderRow = typeof purchaseOrders.$inferSelect;
type ItemRow = typeof purchaseOrderItems.$inferSelect;

/** What an order is expected to bring when its goods sell at today's selected prices. */
export type OrderProjection = {
  /** Cost of goods: the order's line totals (quantity x pack cost). */
  cogs: number;
  revenue: number;
  profit: number;
  /** Preparation of the units the order's packs make. */
  prep: number;
  /** profit / (cogs + prep), percent (returnOnInvestment); null without costs. */
  roi: number | null;
};

/**
 * The order's projection, from each line's product as last analysed (lines without a product, or
 * whose product is gone, count their cost and nothing else):
 * - listing units Q = floor(quantity x quantityPack / packageQuantity) (packs bought, in units of
 *   the marketplace listing);
 * - revenue, marketplace fees, inbound and prep of Q units at the price the product's and the
 *   supplier's overrides select, as a shortlist line figures them (shortlists/figures.ts);
 * - profit = revenue - fees - inbound - prep - cogs, where cogs is what the order pays.
 */
export async function orderProjection(
  tenant: Tenant,
  order: OrderRow,
  items: ItemRow[],
  at = new Date(),
): Promise<OrderProjection> {
  const cogs = cents(items.reduce((sum, i) => sum + lineTotal(i), 0));
  const ids = [...new Set(items.map((i) => i.productId).filter((id): id is string => id !== null))];
  const lean = sql.raw(`jsonb_build_object(${LINE_FIELDS.map((f) => `'${f}', analysis->'${f}'`).join(', ')})`);
  const rows =
    ids.length === 0
      ? []
      : await tenant.db
          .select({
            id: products.id,
            override: products.override,
            overrideCustomValue: products.overrideCustomValue,
            lean: sql<Omit<LineProduct, 'cost' | 'quantityPack'>>`${lean}`,
          })
          .from(products)
          .where(and(companyFilter(tenant, products.companyId), inArray(products.id, ids), eq(products.deleted, false)));
  const [supplier] = await tenant.db
    .select({ value: suppliers.override, customValue: suppliers.overrideCustomValue })
    .from(suppliers)
    .where(and(companyFilter(tenant, suppliers.companyId), eq(suppliers.id, order.supplierId)));
  const byId = new Map(rows.map((r) => [r.id, r]));

  let revenue = 0;
  let returned = 0;
  let prep = 0;
  for (const item of items) {
    const product = item.productId ? byId.get(item.productId) : undefined;
    if (!product) continue;
    const packageQuantity = Math.max(1, product.lean.packageQuantity ?? 1);
    const units = Math.floor((item.quantity * Math.max(1, item.quantityPack)) / packageQuantity);
    if (units <= 0) continue;
    const figures = lineFigures(
      {
        product: { ...product.lean, cost: item.cost ?? 0, quantityPack: item.quantityPack },
        quantity: units,
        overrides: [
          { value: product.override, customValue: product.overrideCustomValue },
          supplier ?? { value: -1, customValue: null },
        ],
      },
      at,
    );
    revenue += figures.revenueOnPurchase;
    returned += figures.netReturn;
    prep += figures.quantityBuyingPrep;
  }
  const profit = cents(returned - prep - cogs);
  return { cogs, revenue: cents(revenue), profit, prep: cents(prep), roi: returnOnInvestment(profit, cents(cogs + prep)) };
}
