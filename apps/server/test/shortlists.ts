import { SIMULATED_EXAMPLES } from '../src/market/index.js';
import { api } from './seller.js';
import type { TestContext } from './test-app.js';

/** What a shortlist test may set: the supplier's, the product's and the line's fields beyond the defaults. */
export type ShortlistSetup = {
  supplier?: Record<string, unknown>;
  product?: Record<string, unknown>;
  item?: Record<string, unknown>;
  name?: string;
};

/**
 * A supplier, one product of it (the standard simulated ASIN at 4.00 a pack) and a shortlist
 * holding it, 3 units: what a shortlist test starts from. A refused step throws with the reply.
 */
export async function shortlistWithItem(ctx: TestContext, jwt: string, setup: ShortlistSetup = {}) {
  const step = async (path: string, body: Record<string, unknown>) => {
    const res = await api(ctx, 'POST', path, jwt, body);
    if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const supplierId = (await step('/api/Supplier', { name: 'Shortlist supplier', ...setup.supplier })).id as string;
  const product = (
    await step('/api/Product', {
      supplierId,
      identifier: SIMULATED_EXAMPLES.standard,
      identifierType: 0,
      cost: 4,
      ...setup.product,
    })
  ).product;
  const shortlist = await step('/api/Shortlist', { name: setup.name ?? 'Picks', supplierId });
  const item = await step(`/api/Shortlist/${shortlist.id}/item`, { productId: product.id, quantity: 3, ...setup.item });
  return { supplierId, shortlistId: shortlist.id as string, itemId: item.id as string, productId: product.id as string };
}
