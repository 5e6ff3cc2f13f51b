import type { LookupRow, MarketSnapshot, Variation } from '@shelfscope/contracts';
import { sameCode } from '../codes.js';
import { CSV } from '../keepa/format.js';
import { parseKeepaProduct } from '../keepa/parse.js';
import { dollars } from '../keepa/units.js';
import type { CodeType, MarketDataProvider, ProductRequest } from '../provider.js';
import { familyOf, indexOf, indexOfCode, multipacksOf } from './catalog.js';
import { describeProduct, generateProduct, SIMULATED_STATS_DAYS } from './generate.js';
import { SIMULATED_IMAGE_BASE } from './image.js';
import { sellersFor } from './sellers.js';

/** Products in the simulated catalog unless configured (the server's SIMULATED_MARKET_SIZE default). */
export const DEFAULT_SIMULATED_SIZE = 12_000;

export type SimulatedMarketOptions = {
  /** Products 0..size-1 exist; other ASINs are unknown (absent from answers). */
  size?: number;
  /** The clock: the history ends on its day. Default: now. */
  now?: () => Date;
};

/**
 * The simulated marketplace (the default provider): products 0..size-1 of the catalog, each
 * generated as Keepa JSON and read by the Keepa parser, so the app sees what the real adapter
 * would give it. Unknown or malformed ASINs are absent, as with Keepa.
 */
export class SimulatedMarket implements MarketDataProvider {
  readonly name = 'simulated' as const;
  readonly size: number;

  constructor(private readonly options: SimulatedMarketOptions = {}) {
    this.size = options.size ?? DEFAULT_SIMULATED_SIZE;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  async products(asins: string[], request: ProductRequest): Promise<Map<string, MarketSnapshot>> {
    const found = new Map<string, MarketSnapshot>();
    const now = this.now();
    for (const asin of new Set(asins.map((a) => a.trim().toUpperCase()))) {
      const index = indexOf(asin, this.size);
      if (index !== null) found.set(asin, this.snapshot(index, now, request));
    }
    return found;
  }

  async lookup(codes: string[], _type: CodeType): Promise<Map<string, LookupRow[]>> {
    const found = new Map<string, LookupRow[]>();
    const now = this.now();
    for (const code of codes) {
      const decoded = indexOfCode(code);
      const rows: LookupRow[] = [];
      if (decoded) {
        // The product carrying the code, then the multipacks that list it too.
        for (const index of [decoded.index, ...multipacksOf(decoded.index)]) {
          if (index >= this.size) continue;
          const product = describeProduct(index, now);
          if (![...(product.upcList ?? []), ...(product.eanList ?? [])].some((listed) => sameCode(listed, code))) continue;
          rows.push({ asin: product.asin, productName: product.title ?? product.asin, countryAndRegion: 'US' });
        }
      }
      found.set(code, rows);
    }
    return found;
  }

  /**
   * Product `index` read as the Keepa adapter reads it: generated JSON through the parser.
   * Without `history` the PriceHistory is not built (most of the parse). The daily model is
   * generated whole either way: the stats' min and max are all-time and the random walks run
   * forwards from three years back, so the last year's figures depend on the whole walk. The
   * JSON keeps its csv (in process there is no bandwidth to save), so every figure is the same.
   */
  snapshot(index: number, now: Date, request: ProductRequest): MarketSnapshot {
    const withOffers = request.offers || request.stock;
    const product = generateProduct(index, now, { withOffers, withStock: request.stock });
    const snapshot = parseKeepaProduct(product, {
      sellers: sellersFor(product),
      now,
      statsDays: SIMULATED_STATS_DAYS,
      imageBase: SIMULATED_IMAGE_BASE,
      history: request.history,
    });
    if (familyOf(index).role === 'single') return snapshot;
    // Keepa lists a family's variations without their figures; we read each sibling for them.
    snapshot.variations = snapshot.variations.map((variation): Variation => {
      const child = indexOf(variation.asin, this.size);
      if (child === null) return variation;
      // Read from the sibling's stats directly: parsing its whole history is not needed.
      const sibling = generateProduct(child, now, { withOffers: false, withStock: false });
      const stats = sibling.stats ?? {};
      const bbPrice = stats.buyBoxPrice ?? -1;
      return {
        ...variation,
        title: sibling.title ?? null,
        offersCount: Math.max(0, stats.current?.[CSV.COUNT_NEW] ?? 0),
        stock: null,
        buyBoxCurrent: bbPrice > 0 ? (bbPrice + Math.max(0, stats.buyBoxShipping ?? 0)) / 100 : null,
        buyBoxAvg90: dollars(stats.avg90?.[CSV.BUY_BOX_SHIPPING]),
      };
    });
    return snapshot;
  }
}
