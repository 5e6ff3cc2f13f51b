import type { AdminCustomerPage, AdminCustomersQuery } from '@shelfscope/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { BillingProvider } from '../billing/provider.js';
import { billingCustomers } from '../billing/schema.js';
import { nextInvoiceOf, subscriptionDto } from '../billing/service.js';
import { companies } from '../company/schema.js';
import { customerOfUser, resolveCustomer } from './users.js';

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

/** What the admin's reads of one customer act with: the customer named, or the user's company's (users.ts resolveCustomer). */
type CustomerRead = {
  db: Db;
  provider: BillingProvider;
  query: { customerId?: string | undefined; userId?: string | undefined };
};

/** A customer's cards: brand, last four, expiry. */
export async function customerPaymentMethods({ db, provider, query }: CustomerRead) {
  return provider.listPaymentMethods(await resolveCustomer(db, query));
}

/** A customer's subscriptions, newest first. */
export async function customerSubscriptions({ db, provider, query }: CustomerRead) {
  return (await provider.listSubscriptions(await resolveCustomer(db, query))).map(subscriptionDto);
}

/** A customer's next invoice (null: nothing will be charged). */
export async function customerNextInvoice({ db, provider, query }: CustomerRead) {
  return nextInvoiceOf(provider, await resolveCustomer(db, query));
}

/** The user's company's customer id at the billing provider (null: none yet); 404 for an unknown user. */
export async function userCustomer({ db, provider, userId }: { db: Db; provider: BillingProvider; userId: string }) {
  return { customerId: await customerOfUser(db, userId), provider: provider.name };
}
