import { listEnvelope, Product } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSteps, productsTestApp } from '../../../test/products.js';
import { api } from '../../../test/seller.js';
import type { TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES } from '../../market/index.js';
import { asinOf } from '../../market/simulated/catalog.js';
import { productVersions } from './schema.js';

// Products, the errors: what adding refuses (404, 400, 409), and two adds of one ASIN racing.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await productsTestApp();
});
afterAll(() => ctx.close());

const { createdOf, seller, add } = productSteps(() => ctx);

describe('adding products: errors', () => {
  it('adds an ASIN once when two adds race, with one version that the row shows', async () => {
    const { jwt, supplierId } = await seller();
    const asin = asinOf(1401);
    const both = await Promise.all(
      [1, 2].map(() => api(ctx, 'POST', '/api/Product', jwt, { supplierId, identifier: asin, identifierType: 0, cost: 3 })),
    );
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(both.find((res) => res.status === 409)?.body.errors[0].type).toBe('duplicate_product');
    const product = createdOf(both.find((res) => res.status === 200)?.body).product as Product;
    const versions = await ctx.services.database.db
      .select({ id: productVersions.id, created: productVersions.created, snapshotId: productVersions.snapshotId })
      .from(productVersions)
      .where(eq(productVersions.productId, product.id));
    expect(versions).toHaveLength(1);
    expect(versions[0]?.id).toBe(product.versionId);
    expect(versions[0]?.created.toISOString()).toBe(product.versionCreated);
    const listed = listEnvelope(Product).parse((await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}`, jwt)).body);
    expect(listed.data.map((p) => p.id)).toEqual([product.id]);
    // Deleted, the ASIN can be added to the supplier again.
    expect((await api(ctx, 'DELETE', `/api/product/${product.id}`, jwt)).status).toBe(200);
    expect((await add(jwt, supplierId, { identifier: asin })).product?.id).not.toBe(product.id);
  });

  it('refuses unknown codes and ASINs (404), bad identifiers (400) and duplicates (409)', async () => {
    const { jwt, supplierId } = await seller();
    const post = (body: Record<string, unknown>) => api(ctx, 'POST', '/api/Product', jwt, { supplierId, ...body });
    const unknownCode = await post({ identifier: SIMULATED_EXAMPLES.unmatchedUpc, identifierType: 1 });
    expect(unknownCode.status).toBe(404);
    expect(unknownCode.body.errors[0].description).toBe(
      `No product on the marketplace matches ${SIMULATED_EXAMPLES.unmatchedUpc}.`,
    );
    expect((await post({ identifier: SIMULATED_EXAMPLES.unknownAsin, identifierType: 0 })).status).toBe(404);
    expect((await post({ identifier: '12345', identifierType: 0 })).status).toBe(400);
    expect((await post({ identifier: 'B0ABCDEFGH12', identifierType: 0 })).status).toBe(400);
    expect((await post({ identifier: SIMULATED_EXAMPLES.standard, identifierType: 2 })).status).toBe(400);
    expect((await post({ identifier: SIMULATED_EXAMPLES.standard, identifierType: 0, cost: -1 })).status).toBe(400);
    expect((await post({ identifier: SIMULATED_EXAMPLES.standard, identifierType: 0 })).status).toBe(200);
    const again = await post({ identifier: SIMULATED_EXAMPLES.standard, identifierType: 0 });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toEqual({
      type: 'duplicate_product',
      description: `This supplier already lists ${SIMULATED_EXAMPLES.standard}.`,
    });
    const unknownSupplier = await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId: '00000000-0000-4000-8000-000000000000',
      identifier: SIMULATED_EXAMPLES.standard,
      identifierType: 0,
    });
    expect(unknownSupplier.status).toBe(404);
    // The supplier is checked beside the market lookup, and still answers first.
    const unknownBoth = await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId: '00000000-0000-4000-8000-000000000000',
      identifier: SIMULATED_EXAMPLES.unknownAsin,
      identifierType: 0,
    });
    expect(unknownBoth.status).toBe(404);
    expect(unknownBoth.body.errors[0].description).toBe('No such supplier.');
  });
});
