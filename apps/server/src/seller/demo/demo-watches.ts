import { and, asc, eq } from 'drizzle-orm';
import type { SeedStep } from '../../seed/seed.js';
import { products } from '../products/schema.js';
import { shortlists } from '../shortlists/schema.js';
import { slimSuppliers } from '../suppliers/service.js';
import { type Tenant, withTenant } from '../tenancy.js';
import { addWatch } from '../watch/watches.js';
import { demoTenant } from './demo-seed.js';

/**
 * The demo member's watch list (docs/alerts.md, "Watching"): two products of the second supplier
 * and the company's first shortlist, read again on the schedule without a rule (the first
 * supplier is already watched by the demo alert rules).
 */
export const sellerDemoWatchesStep: SeedStep = {
  name: 'seller-demo-watches',
  async run(services) {
    const tenant = await demoTenant(services);
    if (!tenant) return;
    await withTenant(services.database.db, tenant.companyId, async (db) => {
      const scoped: Tenant = { ...tenant, db };
      const [, supplier] = await slimSuppliers(scoped);
      if (supplier) {
        const rows = await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.supplierId, supplier.id), eq(products.deleted, false)))
          .orderBy(asc(products.created))
          .limit(2);
        for (const row of rows) await addWatch(scoped, { productId: row.id });
      }
      const [shortlist] = await db
        .select({ id: shortlists.id })
        .from(shortlists)
        .where(and(eq(shortlists.companyId, tenant.companyId), eq(shortlists.deleted, false)))
        .orderBy(asc(shortlists.created))
        .limit(1);
      if (shortlist) await addWatch(scoped, { shortlistId: shortlist.id });
    });
  },
};
