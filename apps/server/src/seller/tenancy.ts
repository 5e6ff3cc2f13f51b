import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/**
 * Runs seller queries for one company: in a transaction, as the role shelfscope_app, with
 * app.company_id set, so row-level security admits only that company's rows even if a query
 * forgets its company filter. Queries still filter by company themselves (the first wall).
 */
export async function withTenant<T>(db: Db, companyId: string, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.company_id', ${companyId}, true)`);
    await tx.execute(sql`set local role shelfscope_app`);
    return run(tx as unknown as Db);
  });
}
