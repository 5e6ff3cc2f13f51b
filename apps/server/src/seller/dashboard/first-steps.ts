import type { FirstSteps } from '@shelfscope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { suppliers } from '../suppliers/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { usageEvents } from '../usage/schema.js';
import type { UsageKind } from '../usage/service.js';

/**
 * Which first steps the company has ever taken. A step is done once, whenever it was (the
 * dashboard's counters cover months, not all time): the usage events say what was ever uploaded,
 * created or downloaded; a supplier counts while the company still has one.
 */
export async function firstStepsOf(tenant: Tenant): Promise<FirstSteps> {
  const ever = (kind: UsageKind) =>
    sql<boolean>`exists (${tenant.db
      .select({ one: sql`1` })
      .from(usageEvents)
      .where(and(companyFilter(tenant, usageEvents.companyId), eq(usageEvents.kind, kind)))})`;
  const [row] = await tenant.db
    .select({
      supplier: sql<boolean>`exists (${tenant.db
        .select({ one: sql`1` })
        .from(suppliers)
        .where(and(companyFilter(tenant, suppliers.companyId), eq(suppliers.deleted, false)))})`,
      priceList: ever('files_uploaded'),
      shortlist: ever('shortlists_created'),
      purchaseOrder: ever('purchase_orders_downloaded'),
    })
    .from(sql`(select 1) as one`);
  return {
    supplier: Boolean(row?.supplier),
    priceList: Boolean(row?.priceList),
    shortlist: Boolean(row?.shortlist),
    purchaseOrder: Boolean(row?.purchaseOrder),
  };
}
