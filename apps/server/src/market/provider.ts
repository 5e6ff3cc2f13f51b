import type { LookupRow, MarketplaceCode, MarketSnapshot } from '@shelfscope/contracts';

/** A product code that is not an ASIN. */
export type CodeType = 'UPC' | 'EAN' | 'ISBN';

export type ProductRequest = {
  /** The marketplace to read: its prices come in its currency, its rank and offers are its own. */
  marketplace: MarketplaceCode;
  /** Also read the live offers, sellers and stock (costs more provider tokens). */
  offers: boolean;
  /** Also read each offer's stock level (spec: fetchStockLevels). */
  stock: boolean;
  /**
   * Also read the price history (every csv series) for the chart. Without it the snapshot's
   * `history` is null; the figures come from the provider's stats (the same figures unless the
   * provider says `figuresNeedHistory`).
   */
  history: boolean;
};

/** What `lookup` matches codes on. */
export type LookupRequest = {
  type: CodeType;
  /** The marketplace whose catalog is searched (a code may be listed on one and not another). */
  marketplace: MarketplaceCode;
};

/**
 * Where market data comes from: Keepa's API (the real adapter) or the simulated marketplace
 * (the default). Both produce Keepa-format product JSON that one parser turns into snapshots.
 * A provider never drops a request: it waits for capacity (token bucket) and retries.
 */
export interface MarketDataProvider {
  readonly name: 'keepa' | 'simulated';
  /**
   * Some figures of a reading come only from the history (Keepa: the buy-box shares and the
   * 180-day out-of-stock share outside its stats window), so a complete analysis of one product
   * reads it. Unset: a reading without history has every figure.
   */
  readonly figuresNeedHistory?: boolean;
  /**
   * Snapshots of the ASINs the request's marketplace knows, in its currency; unknown ASINs are
   * absent from the map. Any count: it batches.
   */
  products(asins: string[], request: ProductRequest): Promise<Map<string, MarketSnapshot>>;
  /** Candidate ASINs per code on the marketplace; one code may match several ASINs, or none (empty list). */
  lookup(codes: string[], request: LookupRequest): Promise<Map<string, LookupRow[]>>;
  /** Releases what the provider holds (a thread); calls in flight fail. */
  close?(): Promise<void>;
}
