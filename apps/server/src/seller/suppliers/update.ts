import type { Supplier, SupplierUpdate } from '@shelfscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { EventBus } from '../../platform/notifications/bus.js';
import { supplierCurrency } from '../marketplaces/service.js';
import { products } from '../products/schema.js';
import { queueRefresh } from '../refresh/job.js';
import { recordRefresh } from '../refresh/start.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { findSupplier, updateSupplier } from './service.js';

/** What the supplier's figures depend on: a change to any of them analyses its products again. */
const ANALYSIS_FIELDS = ['marketplace', 'currency', 'costsIncludeVat'] as const;

/**
 * `PUT /api/Supplier`. When the marketplace, the currency or whether prices include VAT changes,
 * the supplier's products move to the new marketplace in the same transaction (so nothing shows
 * one marketplace's figures under another's name for long) and a background refresh of the
 * supplier is recorded; `after` publishes it and queues its job once the caller has committed.
 */
export async function updateSupplierFigures(options: {
  tenant: Tenant;
  bus: EventBus;
  input: SupplierUpdate;
}): Promise<{ supplier: Supplier; after: (jobs: Jobs) => Promise<void> }> {
  const { tenant, bus, input } = options;
  const before = await findSupplier(tenant, input.id);
  const supplier = await updateSupplier(tenant, input);
  const beforeFigures = {
    marketplace: before.marketplace,
    currency: supplierCurrency(before),
    costsIncludeVat: before.costsIncludeVat,
  };
  const changed = ANALYSIS_FIELDS.some((field) => String(beforeFigures[field] ?? '') !== String(supplier[field] ?? ''));
  if (!changed) return { supplier, after: async () => {} };
  if (supplier.marketplace !== before.marketplace) {
    await tenant.db
      .update(products)
      .set({ marketplace: supplier.marketplace })
      .where(and(companyFilter(tenant, products.companyId), eq(products.supplierId, supplier.id), eq(products.deleted, false)));
  }
  const started = await recordRefresh(tenant, bus, { scope: 'supplier', supplierId: supplier.id }, { fetchStockLevels: false });
  return {
    supplier,
    after: async (jobs) => {
      await started.publish();
      if (started.refresh?.status === 'queued')
        await queueRefresh(jobs, { refreshId: started.refresh.id, companyId: started.refresh.companyId });
    },
  };
}
