import { gs1CheckDigit } from '../src/market/codes.js';
import { api, sellerSession } from './seller.js';
import { createTestApp, eventually, type TestContext } from './test-app.js';

// What the upload test files (src/seller/uploads/uploads*.test.ts) share.

/** A valid UPC (check digit included) made from an index, so each test uses codes of its own. */
export const upcOf = (index: number) => {
  const body = `8${String(index).padStart(10, '0')}`;
  return body + gs1CheckDigit(body);
};

/** The app, and a member of a new company that the file's tests upload as. */
export async function uploadsTestApp(): Promise<{ ctx: TestContext; jwt: string }> {
  const ctx = await createTestApp();
  const { jwt } = await sellerSession(ctx);
  return { ctx, jwt };
}

/** The shared steps, on the app and member the file's beforeAll set (read when a step runs). */
export function uploadSteps(session: () => { ctx: TestContext; jwt: string }) {
  async function newSupplier(name: string): Promise<string> {
    const { ctx, jwt } = session();
    const res = await api(ctx, 'POST', '/api/Supplier', jwt, { name });
    return res.body.data.id;
  }

  /** The upload once it is done, failed or stopped. */
  async function finished(id: string, query = '') {
    const { ctx, jwt } = session();
    return eventually(async () => {
      const res = await api(ctx, 'GET', `/api/Upload/${id}?pageSize=500${query}`, jwt);
      return ['done', 'failed', 'stopped'].includes(res.body.data.status) ? res.body.data : null;
    }, 25_000);
  }

  async function products(supplierId: string) {
    const { ctx, jwt } = session();
    const res = await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}&pageSize=500`, jwt);
    return res.body.data as { asin: string; cost: number | null; comment: string | null }[];
  }

  return { newSupplier, finished, products };
}
