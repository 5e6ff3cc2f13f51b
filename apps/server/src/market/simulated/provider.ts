import { setImmediate as nextTurn } from 'node:timers/promises';
import { type LookupRow, MARKETPLACES, type MarketplaceCode, type MarketSnapshot, type Variation } from '@shelfscope/contracts';
import { sameCode } from '../codes.js';
import { CSV, DAY_MINUTES, dateToKeepaMinute, type KeepaProduct } from '../keepa/format.js';
import { parseKeepaProduct } from '../keepa/parse.js';
import { minorUnitsPer, money } from '../keepa/units.js';
import type { LookupRequest, MarketDataProvider, ProductRequest } from '../provider.js';
import { familyOf, indexOfCode, multipacksOf } from './catalog.js';
import { describeProduct, generateProduct, SIMULATED_STATS_DAYS } from './generate.js';
import { SIMULATED_IMAGE_BASE } from './image.js';
import { indexOn, isListedIn } from './marketplaces.js';
import { sellersFor } from './sellers.js';

/** Products in the simulated catalog unless configured (the server's SIMULATED_MARKET_SIZE default). */
export const DEFAULT_SIMULATED_SIZE = 12_000;

/** What a family's snapshot shows of each sibling variation (Keepa lists them without figures). */
type VariationFigures = Pick<Variation, 'title' | 'offersCount' | 'buyBoxCurrent' | 'buyBoxAvg90'>;

/**
 * Products generated between two turns of the event loop (about 1 ms each). A batch is a few
 * hundred ms of work: in one piece it would hold up the database replies and requests waiting
 * beside it (an upload writes one batch while it reads the next one's snapshots).
 */
const PRODUCTS_PER_TURN = 10;

/** Siblings' figures kept at most (a few hundred kB); the memo starts afresh past it. */
const MAX_REMEMBERED_VARIATIONS = 20_000;

export type SimulatedMarketOptions = {
  /** Products 0..size-1 exist; other ASINs are unknown (absent from answers). */
  size?: number;
  /** The clock: the history ends on its day. Default: now. */
  now?: () => Date;
};

/**
 * The simulated marketplace (the default provider): products 0..size-1 of the catalog on
 * Amazon.com, and each other marketplace's part of it plus its own slice (marketplaces.ts), each
 * generated as Keepa JSON and read by the Keepa parser, so the app sees what the real adapter
 * would give it. Unknown or malformed ASINs, and ASINs the marketplace does not list, are absent,
 * as with Keepa.
 */
export class SimulatedMarket implements MarketDataProvider {
  readonly name = 'simulated' as const;
  readonly size: number;
  /**
   * Each variation's figures by marketplace, index and day (`US:index@day`). A family of n children asked for
   * together (an upload lists them side by side) would otherwise generate every sibling's three
   * years n times over. A product's figures are a function of its index and the day alone, so
   * the memo cannot change an answer, only its cost.
   */
  private readonly variationFigures = new Map<string, VariationFigures>();

  constructor(private readonly options: SimulatedMarketOptions = {}) {
    this.size = options.size ?? DEFAULT_SIMULATED_SIZE;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  products(asins: string[], request: ProductRequest): Promise<Map<string, MarketSnapshot>> {
    return this.productsAt(asins, request, this.now());
  }

  lookup(codes: string[], request: LookupRequest): Promise<Map<string, LookupRow[]>> {
    return this.lookupAt(codes, request, this.now());
  }

  /** `products` on the day of `now` (the worker thread is given the caller's clock with each call). */
  async productsAt(asins: string[], request: ProductRequest, now: Date): Promise<Map<string, MarketSnapshot>> {
    const readings = new Map<string, { index: number; snapshot: MarketSnapshot }>();
    const { marketplace } = request;
    for (const asin of new Set(asins.map((a) => a.trim().toUpperCase()))) {
      const index = indexOn(asin, marketplace, this.size);
      if (index === null) continue;
      readings.set(asin, { index, snapshot: this.reading(index, now, request) });
      if (readings.size % PRODUCTS_PER_TURN === 0) await nextTurn();
    }
    // The variations once every product is read: a family's children asked together have each
    // remembered their figures by then, so none is generated a second time for a sibling's list
    // (an upload lists a family side by side; that was about a tenth of the simulator's time).
    const found = new Map<string, MarketSnapshot>();
    for (const [asin, { index, snapshot }] of readings) found.set(asin, this.withVariations(index, now, marketplace, snapshot));
    return found;
  }

  /** `lookup` on the day of `now`. */
  async lookupAt(codes: string[], { marketplace }: LookupRequest, now: Date): Promise<Map<string, LookupRow[]>> {
    const found = new Map<string, LookupRow[]>();
    const country = marketplace === 'UK' ? 'GB' : marketplace; // ISO 3166, as Amazon names it
    for (const code of codes) {
      const decoded = indexOfCode(code);
      const rows: LookupRow[] = [];
      if (decoded) {
        // The product carrying the code, then the multipacks that list it too.
        for (const index of [decoded.index, ...multipacksOf(decoded.index)]) {
          if (!isListedIn(index, marketplace, this.size)) continue;
          const product = describeProduct(index, now, marketplace);
          if (![...(product.upcList ?? []), ...(product.eanList ?? [])].some((listed) => sameCode(listed, code))) continue;
          rows.push({ asin: product.asin, productName: product.title ?? product.asin, countryAndRegion: country });
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
    return this.withVariations(index, now, request.marketplace, this.reading(index, now, request));
  }

  /** Product `index` through the parser, its variations (if any) still without figures; a child remembers its own. */
  private reading(index: number, now: Date, request: ProductRequest): MarketSnapshot {
    const { marketplace } = request;
    const withOffers = request.offers || request.stock;
    const product = generateProduct(index, now, { withOffers, withStock: request.stock, marketplace });
    const snapshot = parseKeepaProduct(product, {
      sellers: sellersFor(product),
      now,
      statsDays: SIMULATED_STATS_DAYS,
      imageBase: SIMULATED_IMAGE_BASE,
      history: request.history,
      currency: MARKETPLACES[marketplace].currency,
    });
    if (familyOf(index).role === 'child') this.remember(index, now, marketplace, figuresOf(product, marketplace));
    return snapshot;
  }

  /** Keepa lists a family's variations without their figures; we read each sibling for them. */
  private withVariations(index: number, now: Date, marketplace: MarketplaceCode, snapshot: MarketSnapshot): MarketSnapshot {
    if (familyOf(index).role === 'single') return snapshot;
    // Keepa lists a family's variations without their figures; we read each sibling for them.
    snapshot.variations = snapshot.variations.map((variation): Variation => {
      const child = indexOn(variation.asin, marketplace, this.size);
      return child === null ? variation : { ...variation, ...this.figuresOf(child, now, marketplace), stock: null };
    });
    return snapshot;
  }

  /** A variation's figures, from the memo or from its generated product (its stats, not its history). */
  private figuresOf(index: number, now: Date, marketplace: MarketplaceCode): VariationFigures {
    const known = this.variationFigures.get(dayKey(index, now, marketplace));
    if (known) return known;
    const product = generateProduct(index, now, { withOffers: false, withStock: false, marketplace });
    const figures = figuresOf(product, marketplace);
    this.remember(index, now, marketplace, figures);
    return figures;
  }

  private remember(index: number, now: Date, marketplace: MarketplaceCode, figures: VariationFigures): void {
    if (this.variationFigures.size >= MAX_REMEMBERED_VARIATIONS) this.variationFigures.clear();
    this.variationFigures.set(dayKey(index, now, marketplace), figures);
  }
}

/** Products are generated per marketplace and day (history points fall on UTC midnights): the memo's key. */
function dayKey(index: number, now: Date, marketplace: MarketplaceCode): string {
  return `${marketplace}:${index}@${Math.floor(dateToKeepaMinute(now) / DAY_MINUTES)}`;
}

/** A variation's figures from its product's stats (the same with or without its offers), in the marketplace's currency. */
function figuresOf(product: KeepaProduct, marketplace: MarketplaceCode): VariationFigures {
  const stats = product.stats ?? {};
  const bbPrice = stats.buyBoxPrice ?? -1;
  const perUnit = minorUnitsPer(MARKETPLACES[marketplace].currency);
  return {
    title: product.title ?? null,
    offersCount: Math.max(0, stats.current?.[CSV.COUNT_NEW] ?? 0),
    buyBoxCurrent: bbPrice > 0 ? (bbPrice + Math.max(0, stats.buyBoxShipping ?? 0)) / perUnit : null,
    buyBoxAvg90: money(stats.avg90?.[CSV.BUY_BOX_SHIPPING], perUnit),
  };
}
