import { envelope, listEnvelope, Product, ProductCreateResult, type Shortlist } from '@shelfscope/contracts';
import { ApiRequestError } from '../../../lib/api';
import type { Requester } from '../../../lib/request';
import { addShortlistItem } from '../../../lib/shortlists';

const Created = envelope(ProductCreateResult);
const Page = listEnvelope(Product);

/**
 * The scanned product on one of the shortlist supplier's lists, in one tap: a shortlist holds its
 * supplier's products only, so the product is listed under the supplier first (POST /api/Product
 * by ASIN, the shelf price as its cost, the scanned code as the supplier's UPC), or the one the
 * supplier already lists is taken (a 409), then one unit goes on the list. Silent calls: the
 * card says it was added.
 */
export async function shortlistScan(
  request: Requester,
  input: { shortlist: Pick<Shortlist, 'id' | 'supplierId'>; code: string; asin: string; price: number | null },
): Promise<void> {
  const { supplierId } = input.shortlist;
  let productId: string | null = null;
  try {
    const created = await request('POST', '/api/Product', {
      schema: Created,
      body: {
        supplierId,
        identifier: input.asin,
        identifierType: 0,
        supplierUPC: input.code,
        ...(input.price === null ? {} : { cost: input.price }),
      },
      silent: true,
    });
    productId = created.data.product?.id ?? null;
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 409)) throw error;
    const listed = await request('GET', '/api/Product', {
      schema: Page,
      query: { supplierId, search: input.asin, page: 1, pageSize: 5 },
    });
    productId = listed.data.find((p) => p.asin === input.asin)?.id ?? null;
  }
  if (!productId) throw new ApiRequestError(`The supplier's list has no product ${input.asin}.`, 404);
  await addShortlistItem(request, input.shortlist.id, { productId, quantity: 1 });
}
