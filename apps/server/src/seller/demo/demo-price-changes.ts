import { and, asc, eq, sql } from 'drizzle-orm';
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
const FILE_NAME = 'sunbelt-summer-price-list.csv';

const csvCell = (value: string | number) =>
  /[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value);
const money = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

type Listed = {
  itemNumber: string | null;
  upc: string | null;
  title: string | null;
  pack: number;
  cost: number;
  profit: number | null;
  units: number;
};

/**
 * The supplier's next list, from its products as the spring list left them, in another order:
 * one cheaper, the loss-maker much cheaper (now profitable), one dearer past its profit (no
 * longer profitable), one in a case twice the size, one renumbered, one dropped, and a new
 * item whose code lists three products (no product until the member chooses one: the
 * supplier keeps its six products).
 */
function summerRows(listed: Listed[]): (string | number)[][] {
  const rows = listed.map((p, k) => {
    const item = p.itemNumber ?? '';
    if (k === 0) return [item, p.upc ?? '', p.title ?? '', p.pack, money(p.cost * 0.85)];
    if (k === 1 && (p.profit ?? 0) < 0) return [item, p.upc ?? '', p.title ?? '', p.pack, money(p.cost * 0.4)];
    if (k === 2) {
      // Enough more a case that each unit loses: twice its profit a unit, for the units a case makes.
      const rise = Math.max(1, 2 * (p.profit ?? 0)) * (p.pack / Math.max(1, p.units));
      return [item, p.upc ?? '', p.title ?? '', p.pack, money(p.cost + rise)];
    }
    if (k === 3) return [item, p.upc ?? '', p.title ?? '', p.pack * 2, money(p.cost * 1.9)];
    if (k === 4) return [`${item}-N`, p.upc ?? '', p.title ?? '', p.pack, money(p.cost)];
    return k === listed.length - 1 ? null : [item, p.upc ?? '', p.title ?? '', p.pack, money(p.cost)];
  });
  return [
    ['Item #', 'UPC', 'Description', 'Case Pack', 'Case Cost'],
    ['SHS-2004', SIMULATED_EXAMPLES.tripleMatchUpc, 'Storage set (single, 3 or 12?)', 12, '30.00'],
    ...rows.filter((row): row is (string | number)[] => row !== null).reverse(),
    ['SHS-2001', SIMULATED_EXAMPLES.multiMatchUpc, 'Storage bins (single or set?)', 6, '21.00'],
    ['SHS-2002', SIMULATED_EXAMPLES.unmatchedUpc, 'Discontinued kettle', 4, '38.00'],
    ['SHS-2003', SIMULATED_EXAMPLES.singleMatchUpc, 'Price on request', 12, ''],
  ];
}

/**
 * A second price list of the demo's Sunbelt Home Supply, after its spring list (the step before),
 * so the uploads page shows "What changed" (docs/price-changes.md), uploaded through the job queue
 * like any other. It is stored right after the spring list and starts when that one ends; its
 * comparison would wait for the spring list anyway (on-upload-done.ts).
 */
export const sellerDemoPriceChangesStep: SeedStep = {
  name: 'seller-demo-price-changes',
  async run(services) {
    const tenant = await demoTenant(services);
    if (!tenant) return;
    const run = <T>(fn: (scoped: Tenant) => Promise<T>) =>
      withTenant(services.database.db, tenant.companyId, (db) => fn({ ...tenant, db }));
    const supplier = (await run(slimSuppliers)).find((s) => s.name === SUPPLIER);
    if (!supplier) return;
    const lists = await run((t) =>
      t.db
        .select({ fileName: uploads.fileName })
        .from(uploads)
        .where(and(eq(uploads.companyId, t.companyId), eq(uploads.supplierId, supplier.id))),
    );
    if (lists.length !== 1 || lists.some((u) => u.fileName === FILE_NAME)) return;
    const queued = await run(async (scoped) => {
      const listed = await scoped.db
        .select({
          itemNumber: products.itemNumber,
          upc: products.supplierUpc,
          title: products.title,
          pack: products.quantityPack,
          cost: products.cost,
          profit: products.profitLoss,
          units: sql<number | null>`(${products.analysis}->>'packageQuantity')::int`,
        })
        .from(products)
        .where(and(eq(products.companyId, tenant.companyId), eq(products.supplierId, supplier.id), eq(products.deleted, false)))
        .orderBy(asc(products.itemNumber));
      const rows = summerRows(listed.map((p) => ({ ...p, cost: p.cost ?? 0, units: p.units ?? 1 })));
      const body = Buffer.from(`${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`);
      return storeUpload(
        scoped,
        {
          supplierId: supplier.id,
          mapping: null,
          firstRowIsData: false,
          encoding: 'utf-8',
          fileName: FILE_NAME,
          format: 'csv',
          chunks: [body],
          size: body.length,
        },
        Number.POSITIVE_INFINITY,
      );
    });
    // Started when the spring list ends (an ending upload starts the next in line), so the two do
    // not write the same products at once; this delayed start is the fallback if that is missed.
    await queueUpload(services.jobs, { uploadId: queued, companyId: tenant.companyId, start: true }, { startAfterSeconds: 60 });
  },
};
