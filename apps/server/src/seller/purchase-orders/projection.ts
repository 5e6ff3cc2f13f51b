import { cents, inMarketplaceCurrency, returnOnInvestment } from '@shelfscope/profit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { products } from '../products/schema.js';
import { LINE_FIELDS, type LineFigures, type LineProduct, lineFigures } from '../shortlists/figures.js';
import { leanMarketplace } from '../shortlists/service.js';
import { suppliers } from '../suppliers/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { lineTotal } from './line-total.js';
import type { purchaseOrderItems, purchaseOrders } from './schema.js';

type OrderRow = typeof purchaseOrders.$inferSelect;
type ItemRow = typeof purchaseOrderItems.$inferSelect;

/** What an order is expected to bring when its goods sell at today's selected prices. */
export type OrderProjection = {
  /** Cost of goods: the order's line totals (quantity x pack cost), in the supplier's currency. */
  cogs: number;
  /** The rest is in the marketplace's currency (`currency`), as the products' analyses are. */
  revenue: number;
  profit: number;
  /** Preparation of the units the order's packs make. */
  prep: number;
  /** profit / (goods + prep - reclaimed VAT), percent (returnOnInvestment); null without costs. */
  roi: number | null;
  /**
   * The cost of goods in `currency`: the lines' goods at the products' exchange rate, less the
   * input VAT a registered seller reclaims, so profit / (cost + prep) is `roi`.
   */
  cost: number;
  /** The marketplace's currency; the supplier's when no line has a product (nothing is converted). */
  currency: string;
};

/**
 * The order's projection: each line with a live product is that product's shortlist line
 * (shortlists/figures.ts, lineFigures: N units of the product's own analysis at the price the
 * product's and the supplier's overrides select) for the packs the line buys at the line's cost;
 * a line without a product, or whose product is gone, counts its cost and nothing else (at the
 * order's exchange rate: the products'). So:
 * - revenue = the sum of the lines' revenue; prep = the sum of their prep;
 * - profit = the sum of the lines' profit - the cost of the lines without a product;
 * - cost = the lines' goods - reclaimed VAT + the other lines' cost, in the marketplace's currency;
 * - roi = profit / (cost + prep).
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
            marketplace: products.marketplace,
            cost: products.cost,
            quantityPack: products.quantityPack,
            override: products.override,
            overrideCustomValue: products.overrideCustomValue,
            lean: sql<Omit<LineProduct, 'cost' | 'quantityPack' | 'marketplace' | 'currency'>>`${lean}`,
          })
          .from(products)
          .where(and(companyFilter(tenant, products.companyId), inArray(products.id, ids), eq(products.deleted, false)));
  const [supplier] = await tenant.db
    .select({
      value: suppliers.override,
      customValue: suppliers.overrideCustomValue,
      costsIncludeVat: suppliers.costsIncludeVat,
      marketplace: suppliers.marketplace,
      currency: suppliers.currency,
    })
    .from(suppliers)
    .where(and(companyFilter(tenant, suppliers.companyId), eq(suppliers.id, order.supplierId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = items.flatMap((item) => {
    const product = item.productId ? byId.get(item.productId) : undefined;
    if (!product) return [];
    const figures = lineFigures(
      {
        product: {
          ...product.lean,
          ...leanMarketplace(product.marketplace),
          cost: product.cost,
          quantityPack: product.quantityPack,
        },
        quantity: 0,
        costsIncludeVat: supplier?.costsIncludeVat ?? false,
        // The order's line as printed: its packs at its pack cost to the cent (lineTotal).
        purchase: { cost: cents(item.cost ?? 0), quantityPack: item.quantityPack, packs: item.quantity },
        overrides: [
          { value: product.override, customValue: product.overrideCustomValue },
          supplier ?? { value: -1, customValue: null },
        ],
      },
      at,
    );
    return [{ item, figures, rate: product.lean.exchangeRate ?? null }];
  });
  const rate = lines.find((l) => l.rate)?.rate ?? null;
  const counted = new Set(lines.map((l) => l.item));
  const other = cents(
    inMarketplaceCurrency(
      items.filter((i) => !counted.has(i)).reduce((sum, i) => sum + lineTotal(i), 0),
      rate,
    ),
  );
  const sum = (pick: (f: LineFigures) => number) => cents(lines.reduce((total, l) => total + pick(l.figures), 0));
  const profit = cents(sum((f) => f.profitOnPurchase) - other);
  const cost = cents(sum((f) => f.quantityBuyingGoods) - sum((f) => f.vatReclaimedOnPurchase) + other);
  const prep = sum((f) => f.quantityBuyingPrep);
  const supplierCurrency = supplier?.currency ?? leanMarketplace(supplier?.marketplace ?? null).currency ?? 'USD';
  return {
    cogs,
    revenue: sum((f) => f.revenueOnPurchase),
    profit,
    prep,
    roi: returnOnInvestment(profit, cents(cost + prep)),
    cost,
    currency: lines[0]?.figures.currency ?? supplierCurrency,
  };
}
