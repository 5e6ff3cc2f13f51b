import type { MarketplaceCode, MarketplaceRegion } from '@shelfscope/contracts';

/*
 * What the Selling Partner API adapter (sp-api.ts) takes and answers, and its errors: apart from
 * the adapter so that the routes and queues that catch them do not load the SDK and axios at
 * start (5 MB of heap, decision 048); the adapter itself is loaded with the first account.
 */
export type SpApiEndpoints = Record<MarketplaceRegion, string>;

export type Participation = { marketplace: MarketplaceCode; storeName: string };
export type InventoryItem = { asin: string; fulfillable: number; inbound: number };

/** One product at one price, to estimate Amazon's fees for (FBA). */
export type FeeRequest = { asin: string; marketplace: MarketplaceCode; price: number; currency: string };
/** Amazon's estimate for one request: its total and each fee as Amazon names it, or its error. */
export type FeeEstimate =
  | { ok: true; total: number; currency: string; fees: { type: string; amount: number }[]; estimatedAt: string }
  | { ok: false; message: string };

/** getMyFeesEstimates takes at most 20 requests a call. */
export const FEES_BATCH = 20;

/** Amazon throttled the call (429): its rate header says how fast to go. */
export class SpApiThrottled extends Error {
  constructor(readonly rateLimit: number | null) {
    super('Selling Partner API quota exceeded (429)');
  }
}

/** Amazon refused the call for another reason: the status and Amazon's own message. */
export class SpApiFailed extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}
