import {
  ApiRequestError,
  type CostField,
  createRequester,
  type EligibilityAnswer,
  EXTENSION_COST_PATHS,
  type LookupRow,
  type MarketplaceCode,
  type Offer,
  type PlanDetails,
  type Product,
  type ProductCreateResult,
  type ProductGraph,
  type Requester,
  type ShortlistSlim,
  type SupplierSlim,
  serverChecked,
  type Toaster,
  type Variation,
} from '@shelfscope/contracts';
import type { Send } from './bridge';

const One = serverChecked<Product>();
const Offers = serverChecked<Offer[]>();

/** The cost inputs the panel edits (spec section 7's PATCH routes). */
export type { CostField };

/**
 * The seller API's request wrapper (contracts' createRequester: the spec's error catalogue) over
 * the service worker: each call is a message, the worker adds the bearer and answers the
 * response's status, type and text. `onSignedOut` runs when the session is over.
 */
export function createWorkerRequester(send: Send, ports: { toast: Toaster; onSignedOut: (reason: string) => void }): Requester {
  return createRequester({
    toast: ports.toast,
    auth: {
      // The worker holds the token; the page only says "signed in" with an empty credential set.
      credentials: () => ({}),
      refresh: async () => ((await send({ type: 'auth.refresh' })) ? {} : null),
      logOut: (reason) => ports.onSignedOut(reason),
    },
    fetch: async (input, init) => {
      const reply = await send({
        type: 'api',
        call: {
          method: (init?.method ?? 'GET') as 'GET',
          path: String(input),
          ...(typeof init?.body === 'string' ? { body: init.body } : {}),
        },
      });
      return new Response(reply.status === 204 ? null : reply.text, {
        status: reply.status,
        headers: { 'content-type': reply.contentType },
      });
    },
  });
}

/**
 * The extension's typed client: every call the panel and the popup make, typed from contracts (the
 * server checks each reply against its schema). `marketplace`: the storefront's, sent with every
 * product call (`?marketplace=`); without it (the popup) the server takes the company's default.
 */
export function createExtensionClient(request: Requester, marketplace?: MarketplaceCode) {
  const base = (asin: string) => `/api/BrowserExtension/${encodeURIComponent(asin)}`;
  const on = marketplace ? { marketplace } : {};
  const query = (fields: Record<string, string | number> = {}) => ({ query: { ...fields, ...on } });
  const data = <T>(p: Promise<{ data: T }>) => p.then((e) => e.data);

  async function addToSupplier(supplierId: string, product: Product): Promise<Product> {
    const result = await data(
      request('POST', '/api/Product', {
        schema: serverChecked<ProductCreateResult>(),
        body: {
          supplierId,
          identifier: product.asin,
          identifierType: 0,
          cost: product.cost,
          preparationCost: product.preparationCost,
          quantityPack: product.quantityPack,
        },
        successMessage: 'Asin was added successfully',
      }),
    );
    if (!result.product) throw new ApiRequestError(`${product.asin} was not added.`, 409);
    return result.product;
  }

  return {
    plan: (signal?: AbortSignal) =>
      data(request('GET', '/api/UserAccount/plan', { schema: serverChecked<PlanDetails>(), ...(signal ? { signal } : {}) })),
    marketplace,
    product: (asin: string) => data(request('GET', base(asin), { schema: One, ...query() })),
    graph: (asin: string) => data(request('GET', `${base(asin)}/graph`, { schema: serverChecked<ProductGraph>(), ...query() })),
    offers: (asin: string) => data(request('GET', `${base(asin)}/offers`, { schema: Offers, ...query() })),
    offersUpdate: (asin: string) => data(request('GET', `${base(asin)}/offers-update`, { schema: Offers, ...query() })),
    variations: (asin: string) =>
      data(request('GET', `${base(asin)}/variations`, { schema: serverChecked<Variation[]>(), ...query() })),
    /** The seller's own Amazon account's answer (new condition), or the sentence to connect one. */
    eligibility: (asin: string) =>
      data(
        request('GET', '/api/SellerAccount/Eligibility', {
          schema: serverChecked<EligibilityAnswer>(),
          ...query({ asin, condition: 'new_new' }),
        }),
      ),
    lookup: (code: string) =>
      data(request('GET', '/api/BrowserExtension/lookup', { schema: serverChecked<LookupRow[]>(), ...query({ code }) })),
    /** A cost input; null clears it. Silent: the panel shows the new figures, not a toast per keystroke. */
    setCost: (asin: string, field: CostField, value: number | null) =>
      data(
        request('PATCH', `${base(asin)}/${EXTENSION_COST_PATHS[field]}`, {
          schema: One,
          ...query({ [field]: value ?? '' }),
          silent: true,
        }),
      ),
    /** The buy-box override, -1..5; 5 takes a custom value. */
    setOverride: (asin: string, override: number, customValue: number | null) =>
      data(
        request('PATCH', `${base(asin)}/override`, {
          schema: One,
          ...query({ buyBoxOverride: override, ...(override === 5 && customValue !== null ? { customValue } : {}) }),
          silent: true,
        }),
      ),
    suppliers: () => data(request('GET', '/api/Supplier/slim', { schema: serverChecked<SupplierSlim[]>() })),
    shortlists: () => data(request('GET', '/api/Shortlist/slim', { schema: serverChecked<ShortlistSlim[]>() })),
    addToSupplier,
    /**
     * A shortlist holds its supplier's products: the ASIN joins that supplier's list first (or is
     * found there), then the shortlist.
     */
    async addToShortlist(shortlist: ShortlistSlim, product: Product): Promise<void> {
      let productId: string;
      try {
        productId = (await addToSupplier(shortlist.supplierId, product)).id;
      } catch (error) {
        if (!(error instanceof ApiRequestError) || error.status !== 409) throw error;
        const listed = await data(
          request('GET', '/api/Product', {
            schema: serverChecked<Product[]>(),
            query: { supplierId: shortlist.supplierId, search: product.asin, page: 1, pageSize: 10 },
          }),
        );
        const found = listed.find((p) => p.asin === product.asin);
        if (!found) throw error;
        productId = found.id;
      }
      await request('POST', `/api/Shortlist/${encodeURIComponent(shortlist.id)}/item`, {
        schema: serverChecked<unknown>(),
        body: { productId },
        successMessage: `Added to ${shortlist.name}.`,
      });
    },
  };
}

export type ExtensionClient = ReturnType<typeof createExtensionClient>;
