import { envelope, type LookupRow, listEnvelope, Product, ProductCreateResult } from '@shelfscope/contracts';
import { ApiRequestError } from '../../../lib/api';
import type { Requester } from '../../../lib/request';

const Page = listEnvelope(Product);
const One = envelope(Product);
const Created = envelope(ProductCreateResult);
const itemPath = (id: string) => `/api/QuickView/${encodeURIComponent(id)}`;

/** A scan's answer: the product, the products a code matches, or nothing on the marketplace. */
export type ScanAnswer = { product: Product } | { candidates: LookupRow[] } | { notFound: string };

/** Whether a failure is the connection's (queue the scan) rather than the server's answer. */
export const isOffline = (error: unknown) => !(error instanceof ApiRequestError);

/** The quick-view item already analysed for `code` (its UPC, the code it was added by, or ASIN). */
async function findInQuickView(request: Requester, code: string): Promise<Product | null> {
  const page = await request('GET', '/api/QuickView', { schema: Page, query: { search: code, page: 1, pageSize: 10 } });
  return page.data.find((p) => p.upc === code || p.supplierUPC === code || p.identifier === code || p.asin === code) ?? null;
}

/** The item costed at `price` when it was at another (PATCH .../cost analyses it again). */
async function atPrice(request: Requester, product: Product, price: number | null): Promise<Product> {
  if (price === null || product.cost === price) return product;
  return (await request('PATCH', `${itemPath(product.id)}/cost`, { schema: One, query: { cost: price }, silent: true })).data;
}

/**
 * Looks a scanned code up through the quick view (spec section 7): the item it already has for
 * the code, else POST /api/QuickView analyses it, costed at the shelf price. A code several
 * products carry answers their list until the seller picks one (`asin`). Each scan is a SKU
 * scanned, so a code seen before is read back, not added again (the quick view holds an ASIN
 * once: a second add is a 409). Silent calls: the card says what happened.
 */
export async function lookUpScan(
  request: Requester,
  input: { code: string; price: number | null; asin?: string },
): Promise<ScanAnswer> {
  const known = await findInQuickView(request, input.asin ?? input.code);
  if (known) return { product: await atPrice(request, known, input.price) };
  try {
    const created = await request('POST', '/api/QuickView', {
      schema: Created,
      body: {
        identifier: input.code,
        ...(input.asin ? { asin: input.asin } : {}),
        ...(input.price === null ? {} : { cost: input.price }),
      },
      silent: true,
    });
    if (created.data.product) return { product: created.data.product };
    return { candidates: created.data.candidates };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { notFound: error.message };
    // Added meanwhile (another tab, a replayed queue): read it back.
    if (error instanceof ApiRequestError && error.status === 409) {
      const added = await findInQuickView(request, input.asin ?? input.code);
      if (added) return { product: await atPrice(request, added, input.price) };
    }
    throw error;
  }
}

/** PATCH .../cost: the card's figures at another shelf price. */
export const repriceScan = (request: Requester, productId: string, price: number) =>
  request('PATCH', `${itemPath(productId)}/cost`, { schema: One, query: { cost: price }, silent: true }).then((e) => e.data);
