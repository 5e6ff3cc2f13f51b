import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { envelope, ProductCreateResult, Supplier } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import type { KeepaProduct } from '../../market/keepa/format.js';

/**
 * A single add reads the price history only when the provider's figures need it (Keepa: the
 * buy-box shares and the 180-day out-of-stock share). The simulated marketplace's are whole
 * without it (products.test.ts: the chart fetches it on first view).
 */
const standard = JSON.parse(
  readFileSync(new URL('../../market/keepa/fixtures/standard.json', import.meta.url), 'utf8'),
) as KeepaProduct;

const requests: URL[] = [];
let keepa: Server;
let ctx: TestContext;
beforeAll(async () => {
  // A local stand-in for api.keepa.com at the network boundary.
  keepa = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    res.writeHead(200, { 'content-type': 'application/json' });
    const body =
      url.pathname === '/product'
        ? { products: [standard], tokensLeft: 1000, refillIn: 60_000, refillRate: 20 }
        : { sellers: {}, tokensLeft: 1000, refillIn: 60_000, refillRate: 20 };
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => keepa.listen(0, '127.0.0.1', resolve));
  ctx = await createTestApp({
    MARKET_PROVIDER: 'keepa',
    KEEPA_API_KEY: 'test-key',
    KEEPA_BASE_URL: `http://127.0.0.1:${(keepa.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => keepa.close(resolve));
});

describe('adding a product with Keepa', () => {
  it('reads the price history with the reading, in one request', async () => {
    const { jwt } = await sellerSession(ctx);
    const supplier = envelope(Supplier).parse(
      (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Keepa Supplier' })).body,
    ).data;
    const res = await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId: supplier.id,
      identifier: standard.asin,
      identifierType: 0,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(envelope(ProductCreateResult).parse(res.body).data.product?.asin).toBe(standard.asin);
    const reads = requests.filter((url) => url.pathname === '/product');
    expect(reads).toHaveLength(1);
    expect(reads[0]?.searchParams.get('history')).toBe('1');
  });
});
