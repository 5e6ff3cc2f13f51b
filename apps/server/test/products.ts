import { envelope, Product, ProductCreateResult, Supplier } from '@shelfscope/contracts';
import { expect } from 'vitest';
import { brandAlertsStep } from '../src/seller/products/brand-alerts-seed.js';
import { api, sellerSession, storedSnapshots } from './seller.js';
import { createTestApp, type TestContext } from './test-app.js';

// What the product test files (src/seller/products/products*.test.ts) share: the app they boot
// and the steps their tests take.

/** The app with the brand alerts seeded (the flags on risky products come from them). */
export async function productsTestApp(): Promise<TestContext> {
  const ctx = await createTestApp();
  await brandAlertsStep.run(ctx.services);
  return ctx;
}

/** The shared steps, on the context the file's beforeAll set (read when a step runs). */
export function productSteps(context: () => TestContext) {
  /** Whether each stored snapshot of the ASIN holds its price history. */
  const storedHistory = async (asin: string) => (await storedSnapshots(context(), asin)).map((row) => row.history !== null);
  const productOf = (body: unknown) => envelope(Product).parse(body).data;
  const createdOf = (body: unknown) => envelope(ProductCreateResult).parse(body).data;

  /** A new company's member and a supplier of it. */
  async function seller() {
    const ctx = context();
    const session = await sellerSession(ctx);
    const supplier = envelope(Supplier).parse(
      (await api(ctx, 'POST', '/api/Supplier', session.jwt, { name: 'Acme Wholesale' })).body,
    ).data;
    return { ...session, supplierId: supplier.id };
  }

  /** Adds a product (by ASIN unless the body says otherwise), expecting a 200. */
  async function add(jwt: string, supplierId: string, body: Record<string, unknown>) {
    const res = await api(context(), 'POST', '/api/Product', jwt, { supplierId, identifierType: 0, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return createdOf(res.body);
  }

  return { storedHistory, productOf, createdOf, seller, add };
}
