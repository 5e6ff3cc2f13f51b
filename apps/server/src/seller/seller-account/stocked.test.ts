import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { BUILT_EXTENSION_ID } from '../../config.js';
import { asinOf } from '../../market/index.js';
import { products } from '../products/schema.js';
import { sellerAccounts, sellerInventory } from './schema.js';

// "What the seller already stocks" marks a product from the day it is created (an upload's row,
// an add by ASIN, the extension), from the inventory read on connecting: not only after the next
// daily refresh. The simulated seller holds products 97k + 4 (market/seller-account/inventory.ts).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx?.close());

const HELD = [4 + 97 * 5, 4 + 97 * 6, 4 + 97 * 7];
const NOT_HELD = 5 + 97 * 5;

async function marks(companyId: string, asin: string) {
  const rows = await ctx.services.database.db
    .select({ fbaFulfillable: products.fbaFulfillable, fbaInbound: products.fbaInbound })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.asin, asin), eq(products.deleted, false)));
  return rows;
}

describe('stock marks on a new product', () => {
  it('come from the last inventory reading for an upload row, an add by ASIN and the extension', async () => {
    const { jwt } = await sellerSession(ctx, 'Stock On Arrival');
    const connected = await api(ctx, 'POST', '/dev/seller-account/connect', jwt, { region: 'NA' });
    expect(connected.status).toBe(200);
    const [account] = await ctx.services.database.db
      .select()
      .from(sellerAccounts)
      .where(eq(sellerAccounts.sellerId, connected.body.data.sellerId));
    const companyId = account?.companyId as string;
    const held = new Map(
      (
        await ctx.services.database.db
          .select()
          .from(sellerInventory)
          .where(and(eq(sellerInventory.companyId, companyId), eq(sellerInventory.marketplace, 'US')))
      ).map((row) => [row.asin, row]),
    );
    for (const index of HELD) expect(held.get(asinOf(index))?.fulfillable, asinOf(index)).toBeGreaterThan(0);
    expect(held.has(asinOf(NOT_HELD))).toBe(false);
    const supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Arrival Wholesale' })).body.data.id as string;

    // By ASIN: the answer already carries the marks.
    const added = await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId,
      identifier: asinOf(HELD[0] as number),
      identifierType: 0,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const first = held.get(asinOf(HELD[0] as number));
    expect(added.body.data.product).toMatchObject({ fbaFulfillable: first?.fulfillable, fbaInbound: first?.inbound });

    // A price list: the held row is marked, the other is not.
    const content = csvOf([
      ['ASIN', 'Unit Price'],
      [asinOf(HELD[1] as number), '4.00'],
      [asinOf(NOT_HELD), '4.00'],
    ]);
    const upload = await postUpload(ctx, jwt, { name: 'arrival.csv', content }, { supplierId });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    await eventually(
      async () => (await api(ctx, 'GET', `/api/Upload/${upload.body.data.id}?pageSize=1`, jwt)).body.data.status === 'done',
    );
    const second = held.get(asinOf(HELD[1] as number));
    expect(await marks(companyId, asinOf(HELD[1] as number))).toEqual([
      { fbaFulfillable: second?.fulfillable, fbaInbound: second?.inbound },
    ]);
    expect(await marks(companyId, asinOf(NOT_HELD))).toEqual([{ fbaFulfillable: null, fbaInbound: null }]);

    // The extension's first sight of an ASIN adds it to the quick view, marked.
    const session = await api(ctx, 'POST', '/api/ExtensionSession', jwt, { extensionId: BUILT_EXTENSION_ID });
    const read = await api(ctx, 'GET', `/api/BrowserExtension/${asinOf(HELD[2] as number)}`, session.body.data.sessionJwt);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const third = held.get(asinOf(HELD[2] as number));
    expect(read.body.data).toMatchObject({ fbaFulfillable: third?.fulfillable, fbaInbound: third?.inbound });
  }, 90_000);
});
