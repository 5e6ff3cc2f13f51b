import type { AdminCustomerPage, AdminCustomersQuery } from '@shelfscope/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { BillingProvider } from '../billing/provider.js';
import { billingCustomers } from '../billing/schema.js';
import { companies } from '../company/schema.js';

/**
 * One page of the billing provider's customers as Stripe's list pages them (cursors are the
 * provider's), each with the company it belongs to when it is one of ours.
 */
export async function providerCustomersPage(options: {
  db: Db;
  provider: BillingProvider;
  query: AdminCustomersQuery;
}): Promise<AdminCustomerPage> {
  const { db, provider, query } = options;
  const page = await provider.listCustomers({
    limit: query.limit,
    startingAfter: query.startingAfter,
    endingBefore: query.endingBefore,
  });
  const ids = page.data.map((c) => c.id);
  const known = ids.length
    ? await db
        .select({ customerId: billingCustomers.customerId, companyId: companies.id, companyName: companies.name })
        .from(billingCustomers)
        .innerJoin(companies, eq(companies.id, billingCustomers.companyId))
        .where(inArray(billingCustomers.customerId, ids))
    : [];
  const byId = new Map(known.map((k) => [k.customerId, k]));
  const data = page.data.map((c) => ({
    customerId: c.id,
    email: c.email,
    name: c.name,
    created: c.created.toISOString(),
    companyId: byId.get(c.id)?.companyId ?? null,
    companyName: byId.get(c.id)?.companyName ?? null,
  }));
  // The provider pages newest first; ascending turns the page around (the cursors stay the provider's).
  if (!query.descending) data.reverse();
  return { data, hasMore: page.hasMore, provider: provider.name };
}
