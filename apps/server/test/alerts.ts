import { expect } from 'vitest';
import { asinOf } from '../src/market/index.js';
import { api, sellerSession } from './seller.js';
import type { TestContext } from './test-app.js';

/**
 * A new company named `name` with one product of the simulated marketplace (catalog index `n`,
 * pack cost 5) under a supplier of its own: what an alert rule targets in the alert tests.
 */
export async function sellerWithProduct(ctx: TestContext, n: number, name: string) {
  const session = await sellerSession(ctx, name);
  const supplierId = (await api(ctx, 'POST', '/api/Supplier', session.jwt, { name: `Supplier ${n}` })).body.data.id as string;
  const asin = asinOf(n);
  const created = await api(ctx, 'POST', '/api/Product', session.jwt, {
    supplierId,
    identifier: asin,
    identifierType: 0,
    cost: 5,
  });
  expect(created.status).toBe(200);
  const product = created.body.data.product as { id: string; buyBoxCurrent: number };
  return { ...session, supplierId, asin, productId: product.id, price: product.buyBoxCurrent };
}
