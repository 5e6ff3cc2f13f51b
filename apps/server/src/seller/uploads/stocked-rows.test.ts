import { envelope, UploadDetail } from '@shelfscope/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/index.js';
import { sellerInventory } from '../seller-account/schema.js';

// The upload report marks the rows whose product the seller already holds at Amazon ("37 units,
// 2 inbound"): the connected account's FBA inventory, also for products the upload itself created.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx?.close());

describe("the upload report's stocked rows", () => {
  it('says what the seller holds of each row’s product, and nothing for one not held', async () => {
    const { jwt } = await sellerSession(ctx, 'Stocked Rows');
    const connected = await api(ctx, 'POST', '/dev/seller-account/connect', jwt, { region: 'NA' });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    const supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Stocked Rows Wholesale' })).body.data.id as string;
    // Index 4 + 97k: the simulated seller holds some of it (read on connecting); 5 + 97k: none.
    const held = asinOf(4 + 97 * 7);
    const notHeld = asinOf(5 + 97 * 7);
    const [reading] = await ctx.services.database.db
      .select()
      .from(sellerInventory)
      .where(and(eq(sellerInventory.asin, held), eq(sellerInventory.marketplace, 'US')));
    expect(reading?.fulfillable).toBeGreaterThan(0);

    const posted = await postUpload(
      ctx,
      jwt,
      {
        name: 'stocked.csv',
        content: csvOf([
          ['ASIN', 'Unit Price'],
          [held, '4.00'],
          [notHeld, '5.00'],
        ]),
      },
      { supplierId },
    );
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const id = posted.body.data.id as string;
    const detail = await eventually(async () => {
      const got = envelope(UploadDetail).parse((await api(ctx, 'GET', `/api/Upload/${id}`, jwt)).body).data;
      return got.status === 'done' ? got : undefined;
    });
    const rowOf = (asin: string) => detail.report.find((r) => r.asin === asin);
    expect(rowOf(held)).toMatchObject({ status: 'matched', fbaFulfillable: reading?.fulfillable, fbaInbound: reading?.inbound });
    expect(rowOf(notHeld)).toMatchObject({ status: 'matched', fbaFulfillable: null, fbaInbound: null });
  }, 120_000);
});
