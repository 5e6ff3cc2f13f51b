import { and, eq, sql } from 'drizzle-orm';
import { simulatedSellerId } from '../../market/seller-account/accounts.js';
import type { SeedStep } from '../../seed/seed.js';
import { products } from '../products/schema.js';
import { callbackUrl, completeConnection } from '../seller-account/connect.js';
import { queueChecks } from '../seller-account/queue.js';
import { eligibilityQueue, sellerAccounts } from '../seller-account/schema.js';
import { withTenant } from '../tenancy.js';
import { demoTenant } from './demo-seed.js';

/**
 * The demo company's Amazon seller account (docs/seller-account.md): the simulated North
 * American account connected, its FBA inventory read, and every amazon.com product of the demo
 * put in line for its eligibility check (the queue works them at the quota after start-up).
 * Offline only: with a registered SP-API application nothing is connected for the demo.
 */
export const sellerDemoSellerAccountStep: SeedStep = {
  name: 'seller-demo-seller-account',
  async run(services) {
    const simulated = services.sellerAccounts.simulated;
    const who = await demoTenant(services);
    if (!simulated || !who) return;
    const job = await withTenant(services.database.db, who.companyId, async (db) => {
      const tenant = { ...who, db };
      const sellerId = simulatedSellerId(tenant.companyId, 'NA');
      const connected = await completeConnection({
        tenant,
        box: services.identity.box,
        runtime: services.sellerAccounts,
        region: 'NA',
        code: simulated.issueCode({ sellerId, region: 'NA' }),
        sellerId,
        redirectUri: callbackUrl(services.config.publicUrl),
      });
      const [account] = await db
        .select({ id: sellerAccounts.id })
        .from(sellerAccounts)
        .where(and(eq(sellerAccounts.companyId, tenant.companyId), eq(sellerAccounts.region, connected.region)));
      if (!account) return null;
      await db.execute(sql`
        insert into ${eligibilityQueue} (company_id, account_id, asin, marketplace, condition)
        select distinct ${tenant.companyId}::uuid, ${account.id}::uuid, ${products.asin}, 'US', 'new_new'
        from ${products}
        where ${and(eq(products.companyId, tenant.companyId), eq(products.marketplace, 'US'), sql`not ${products.deleted}`)}`);
      return { accountId: account.id, companyId: tenant.companyId };
    });
    if (job) await queueChecks(services.jobs, job);
  },
};
