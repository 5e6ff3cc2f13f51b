import { MARKETPLACES } from '@shelfscope/contracts';
import { and, eq } from 'drizzle-orm';
import { type MoneyStyle, US_DOLLARS } from '../../platform/text/money.js';
import { marketplaceCode } from '../marketplaces/service.js';
import { suppliers } from '../suppliers/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';

/**
 * The money of an order's documents: the supplier's currency (Supplier.currency, else its
 * marketplace's), written as its marketplace's locale writes money ("1.234,50 €" for a German
 * supplier). A supplier deleted since is still read (its order keeps its prices); an order
 * without one is in US dollars, as everything from before marketplaces.
 */
export async function orderMoney(tenant: Tenant, order: { supplierId: string | null }): Promise<MoneyStyle> {
  if (!order.supplierId) return US_DOLLARS;
  const [row] = await tenant.db
    .select({ marketplace: suppliers.marketplace, currency: suppliers.currency })
    .from(suppliers)
    .where(and(companyFilter(tenant, suppliers.companyId), eq(suppliers.id, order.supplierId)));
  if (!row) return US_DOLLARS;
  const marketplace = MARKETPLACES[marketplaceCode(row.marketplace)];
  return { currency: row.currency ?? marketplace.currency, locale: marketplace.locale };
}
