import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { SeedStep } from '../../seed/seed.js';
import { products } from '../products/schema.js';
import { createOrder, updateOrder } from '../purchase-orders/service.js';
import { addItem, createShortlist, listShortlists } from '../shortlists/service.js';
import { slimSuppliers } from '../suppliers/service.js';
import { type Tenant, withTenant } from '../tenancy.js';
import { demoTenant } from './demo-seed.js';

/** The demo shortlists: a supplier's products with the packs to buy (after the products step). */
const SHORTLISTS = [
  { name: 'Harbor restock', supplier: 'Harbor Wholesale Foods', packs: [3, 2, 4, 1] },
  { name: 'Holiday toys', supplier: 'Midwest Toy Distributors', packs: [2, 4, 3, 2] },
];

/**
 * A shortlist per demo supplier above, and purchase orders made from them: one placed last
 * week with an invoice number, one still a draft, so both states are there to look at.
 */
export const sellerDemoOrdersStep: SeedStep = {
  name: 'seller-demo-orders',
  async run(services) {
    const tenant = await demoTenant(services);
    if (!tenant) return;
    await withTenant(services.database.db, tenant.companyId, async (db) => {
      const scoped: Tenant = { ...tenant, db };
      const suppliers = await slimSuppliers(scoped);
      const existing = new Set((await listShortlists(scoped)).map((s) => s.name));
      for (const [index, plan] of SHORTLISTS.entries()) {
        const supplier = suppliers.find((s) => s.name === plan.supplier);
        if (!supplier || existing.has(plan.name)) continue;
        const shortlist = await createShortlist(
          scoped,
          { name: plan.name, supplierId: supplier.id },
          // The demo's few shortlists sit far under any plan's limit: the seed does not count them.
          Number.POSITIVE_INFINITY,
        );
        // The supplier's best buys: a shortlist that makes money.
        const listed = await db
          .select({ id: products.id, quantityPack: products.quantityPack })
          .from(products)
          .where(
            and(
              eq(products.companyId, tenant.companyId),
              eq(products.supplierId, supplier.id),
              eq(products.deleted, false),
              gt(products.profitLoss, 0),
            ),
          )
          .orderBy(desc(products.roi), asc(products.asin))
          .limit(plan.packs.length);
        for (const [k, product] of listed.entries()) {
          await addItem(scoped, shortlist, { productId: product.id, quantity: (plan.packs[k] ?? 1) * product.quantityPack });
        }
        const order = await createOrder(scoped, {
          supplierId: supplier.id,
          shortlistId: shortlist.id,
          invoiceNumber: index === 0 ? 'HWF-2026-0412' : null,
        });
        if (index === 0) {
          const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
          await updateOrder(scoped, order, { status: 1, placementDate: lastWeek });
        }
      }
    });
  },
};
