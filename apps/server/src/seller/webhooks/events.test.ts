import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../../test/api-keys.js';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { type Received, startReceiver } from '../../../test/webhook-receiver.js';
import { createEndpoint } from '../../../test/webhooks.js';
import { asinOf } from '../../market/index.js';

let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  ctx = await createTestApp();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});

/** The first received event of `type`, verified against the endpoint's secret. */
const eventOf = (secret: string, type: string) =>
  eventually(async () => {
    for (const request of receiver.received as Received[]) {
      const event = new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as {
        type: string;
        data: Record<string, unknown>;
      };
      if (event.type === type) return event;
    }
    return null;
  });

describe('seller events', () => {
  it('an integration with an API key makes a supplier, uploads a price list, refreshes it, places an order; each step is an event', async () => {
    const { jwt } = await sellerSession(ctx, 'Integrated Traders');
    const endpoint = await createEndpoint(ctx, jwt, receiver.url, [
      'upload.finished',
      'refresh.finished',
      'purchase_order.status_changed',
    ]);
    const { key } = await createKey(ctx, jwt, ['suppliers:write', 'uploads:write', 'products:write', 'orders:write']);

    const supplier = await api(ctx, 'POST', '/api/Supplier', key, { name: 'Keyed Wholesale' });
    expect(supplier.status).toBe(200);
    const supplierId = supplier.body.data.id as string;
    const csv = csvOf([['ASIN', 'Unit Price'], ...[0, 1, 2].map((i) => [asinOf(i), '4.20'])]);
    const upload = await postUpload(ctx, key, { name: 'list.csv', content: csv }, { supplierId });
    expect(upload.status).toBe(200);
    const finished = await eventOf(endpoint.secret, 'upload.finished');
    expect(finished.data).toMatchObject({ uploadId: upload.body.data.id, supplierId, status: 'done', fileName: 'list.csv' });

    const refresh = await api(ctx, 'GET', `/api/Supplier/${supplierId}/refresh`, key);
    expect(refresh.status).toBe(200);
    const refreshed = await eventOf(endpoint.secret, 'refresh.finished');
    expect(refreshed.data).toMatchObject({ scope: 'supplier', supplierId, status: 'done', total: 3 });

    const order = await api(ctx, 'POST', '/api/PurchaseOrder', key, { supplierId });
    expect(order.status).toBe(200);
    const placed = await api(ctx, 'PUT', `/api/PurchaseOrder/${order.body.data.id}`, key, { status: 1 });
    expect(placed.status).toBe(200);
    const changed = await eventOf(endpoint.secret, 'purchase_order.status_changed');
    expect(changed.data).toMatchObject({ purchaseOrderId: order.body.data.id, supplierId, from: 'draft', to: 'placed' });
  });
});
