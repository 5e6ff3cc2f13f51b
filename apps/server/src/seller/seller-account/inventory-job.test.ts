import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/index.js';
import { products } from '../products/schema.js';
import { INVENTORY_QUEUE, refreshInventories } from './inventory-job.js';
import { sellerAccounts, sellerInventory } from './schema.js';

// The daily inventory refresh: every connected account's FBA inventory is read again, the
// products' marks follow it, and the job is scheduled (pg-boss cron: once across instances).
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ SELLER_INVENTORY_CRON: '5 4 * * *' });
}, 60_000);
afterAll(() => ctx?.close());

describe('the daily inventory refresh', () => {
  it('is scheduled once a day on its own queue', () => {
    expect(ctx.services.jobs.queueNames()).toContain(INVENTORY_QUEUE);
    expect(ctx.services.config.sellerAccount.inventoryCron).toBe('5 4 * * *');
  });

  it("reads every account's inventory again and marks the company's products anew", async () => {
    const { jwt } = await sellerSession(ctx, 'Stocked Traders');
    const connected = await api(ctx, 'POST', '/dev/seller-account/connect', jwt, { region: 'NA' });
    expect(connected.status).toBe(200);
    const supplier = await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Stocked Wholesale' });
    // Index 4 + 97k: the simulated seller holds some of it (market/seller-account/inventory.ts).
    const held = await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId: supplier.body.data.id,
      identifier: asinOf(4 + 97 * 3),
      identifierType: 0,
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const productId = held.body.data.product.id as string;
    const db = ctx.services.database.db;
    const [account] = await db.select().from(sellerAccounts).where(eq(sellerAccounts.sellerId, connected.body.data.sellerId));
    if (!account) throw new Error('account expected');
    const [reading] = await db
      .select()
      .from(sellerInventory)
      .where(and(eq(sellerInventory.companyId, account.companyId), eq(sellerInventory.asin, asinOf(4 + 97 * 3))));
    expect(reading?.fulfillable).toBeGreaterThan(0);

    // As if the last reading were a day old and the seller had sold out since.
    const dayAgo = new Date(Date.now() - 86_400_000);
    await db.update(sellerAccounts).set({ inventoryReadAt: dayAgo }).where(eq(sellerAccounts.id, account.id));
    await db.delete(sellerInventory).where(eq(sellerInventory.companyId, account.companyId));
    await db.update(products).set({ fbaFulfillable: null, fbaInbound: null }).where(eq(products.id, productId));

    const result = await refreshInventories({
      db,
      box: ctx.services.identity.box,
      runtime: ctx.services.sellerAccounts,
      log: ctx.app.log,
    });
    expect(result.failed).toBe(0);
    expect(result.read).toBeGreaterThanOrEqual(1);
    const [after] = await db.select().from(sellerAccounts).where(eq(sellerAccounts.id, account.id));
    expect(after?.inventoryReadAt?.getTime()).toBeGreaterThan(dayAgo.getTime() + 60_000);
    const product = await api(ctx, 'GET', `/api/Product/${productId}`, jwt);
    expect(product.body.data.fbaFulfillable).toBe(reading?.fulfillable);
    expect(product.body.data.fbaInbound).toBe(reading?.inbound ?? null);
  }, 60_000);
});
