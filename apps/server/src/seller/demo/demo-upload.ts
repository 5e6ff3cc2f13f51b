import { and, asc, count, eq } from 'drizzle-orm';
import { SIMULATED_EXAMPLES } from '../../market/index.js';
import type { SeedStep } from '../../seed/seed.js';
import { products } from '../products/schema.js';
import { slimSuppliers } from '../suppliers/service.js';
import { type Tenant, withTenant } from '../tenancy.js';
import { queueUpload } from '../uploads/job.js';
import { storeUpload } from '../uploads/receive.js';
import { uploads } from '../uploads/schema.js';
import { demoTenant } from './demo-seed.js';

const SUPPLIER = 'Sunbelt Home Supply';

const csvCell = (value: string | number) =>
  /[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value);

/**
 * One price list as a distributor sends it, for the demo's uploads page: the supplier's own
 * products again (item numbers, UPCs, case packs and case costs: each row finds its product
 * and reports it updated), a code that matches a single item and its multipack (the report's
 * "choose one" picker), a code nobody sells and a row without a price. The upload runs on the
 * job queue like any other and is finished moments after the first start.
 */
export const sellerDemoUploadStep: SeedStep = {
  name: 'seller-demo-upload',
  async run(services) {
    const tenant = await demoTenant(services);
    if (!tenant) return;
    const queued = await withTenant(services.database.db, tenant.companyId, async (db) => {
      const scoped: Tenant = { ...tenant, db };
      const [done] = await db.select({ n: count() }).from(uploads).where(eq(uploads.companyId, tenant.companyId));
      if ((done?.n ?? 0) > 0) return null;
      const supplier = (await slimSuppliers(scoped)).find((s) => s.name === SUPPLIER);
      if (!supplier) return null;
      const listed = await db
        .select({
          itemNumber: products.itemNumber,
          upc: products.supplierUpc,
          title: products.title,
          quantityPack: products.quantityPack,
          cost: products.cost,
        })
        .from(products)
        .where(and(eq(products.companyId, tenant.companyId), eq(products.supplierId, supplier.id), eq(products.deleted, false)))
        .orderBy(asc(products.itemNumber));
      const rows: (string | number)[][] = [
        ['Item #', 'UPC', 'Description', 'Case Pack', 'Case Cost'],
        ...listed.map((p) => [p.itemNumber ?? '', p.upc ?? '', p.title ?? '', p.quantityPack, (p.cost ?? 0).toFixed(2)]),
        ['SHS-2001', SIMULATED_EXAMPLES.multiMatchUpc, 'Storage bins (single or set?)', 6, '21.00'],
        ['SHS-2002', SIMULATED_EXAMPLES.unmatchedUpc, 'Discontinued kettle', 4, '38.00'],
        ['SHS-2003', SIMULATED_EXAMPLES.singleMatchUpc, 'Price on request', 12, ''],
      ];
      const body = Buffer.from(`${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`);
      const id = await storeUpload(
        scoped,
        {
          supplierId: supplier.id,
          mapping: null,
          firstRowIsData: false,
          encoding: 'utf-8',
          fileName: 'sunbelt-spring-price-list.csv',
          format: 'csv',
          chunks: [body],
          size: body.length,
        },
        Number.POSITIVE_INFINITY,
      );
      return id;
    });
    if (queued) await queueUpload(services.jobs, { uploadId: queued, companyId: tenant.companyId, start: true });
  },
};
