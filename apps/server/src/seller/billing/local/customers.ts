import { and, asc, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { BillingProviderError, type CustomerPageInput, type ProviderCustomerRecord } from '../provider.js';
import { localBillingCustomers } from './schema.js';

type Row = typeof localBillingCustomers.$inferSelect;
const c = localBillingCustomers;

/** Rows older (`lt`) or newer (`gt`) than the cursor in the list's order: created, then id. */
function beyond(cursor: Row, direction: 'lt' | 'gt'): SQL | undefined {
  const cmp = direction === 'lt' ? lt : gt;
  return or(cmp(c.created, cursor.created), and(eq(c.created, cursor.created), cmp(c.id, cursor.id)));
}

/**
 * The local provider's customer list with Stripe's cursor semantics: newest first, at most
 * `limit`; `startingAfter` answers the customers after (older than) that one, `endingBefore` those
 * before (newer than) it, still newest first. An unknown cursor is Stripe's resource_missing.
 */
export async function listLocalCustomers(
  db: Db,
  input: CustomerPageInput,
): Promise<{ data: ProviderCustomerRecord[]; hasMore: boolean }> {
  const cursorId = input.startingAfter ?? input.endingBefore;
  let cursor: Row | undefined;
  if (cursorId) {
    [cursor] = await db.select().from(c).where(eq(c.id, cursorId));
    if (!cursor) throw new BillingProviderError('resource_missing', `No such customer: '${cursorId}'`);
  }
  const newer = Boolean(input.endingBefore && cursor);
  const rows = await db
    .select()
    .from(c)
    .where(cursor ? beyond(cursor, newer ? 'gt' : 'lt') : undefined)
    // Paging towards newer customers reads upwards from the cursor, then turns the page around.
    .orderBy(...(newer ? [asc(c.created), asc(c.id)] : [desc(c.created), desc(c.id)]))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  if (newer) page.reverse();
  return {
    data: page.map((r) => ({ id: r.id, email: r.email, name: r.name, created: r.created })),
    hasMore: rows.length > input.limit,
  };
}
