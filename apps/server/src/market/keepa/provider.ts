import { type LookupRow, MARKETPLACES, type MarketplaceCode, type MarketSnapshot } from '@shelfscope/contracts';
import { normalizeCode, sameCode } from '../codes.js';
import type { LookupRequest, MarketDataProvider, ProductRequest } from '../provider.js';
import { KeepaClient, type KeepaClientOptions } from './client.js';
import { type KeepaProduct, type KeepaSeller, PRODUCT_TYPE } from './format.js';
import { liveOffers } from './offers.js';
import { parseKeepaProduct } from './parse.js';

export type KeepaProviderOptions = KeepaClientOptions & {
  /** The moment snapshots are read at (windows end there). Default: now. */
  now?: () => Date;
  /** A client to share (its token bucket and queue); default: one made from these options. */
  client?: KeepaClient;
  /** How long a seller's name and rating are reused. Default 24 h. */
  sellerCacheMs?: number;
};

/** Codes or ASINs per request (Keepa's limit). */
export const KEEPA_BATCH = 100;
/** ASINs per request with offers: Keepa's Java client documents "max 20 ASINs if the offers parameter is used". */
export const KEEPA_OFFERS_BATCH = 20;
/** The `stats` interval we request: buyBoxStats and `avg` cover it. */
export const KEEPA_STATS_DAYS = 365;
/** Offers read per product (Keepa's minimum; each page of 10 costs 6 tokens). */
export const KEEPA_OFFERS = 20;

/** The country a lookup row names (ISO 3166: the UK is GB, as Amazon names it). */
const countryOf = (marketplace: MarketplaceCode) => (marketplace === 'UK' ? 'GB' : marketplace);

/** Keepa's `domain` parameter for the marketplace (sent on every request, overriding the client's). */
const domainOf = (marketplace: MarketplaceCode) => String(MARKETPLACES[marketplace].keepaDomain);

/**
 * The real adapter: Keepa's /product (by ASIN or by code) and /seller, through a KeepaClient that
 * waits for tokens and retries. Every requested ASIN is sent until Keepa answers for its batch
 * (or the request fails for good and the call throws); ASINs Keepa does not know are absent.
 */
export class KeepaProvider implements MarketDataProvider {
  readonly name = 'keepa' as const;
  readonly figuresNeedHistory = true;
  readonly client: KeepaClient;
  private readonly sellerCache = new Map<string, { seller: KeepaSeller | null; until: number }>();

  constructor(private readonly options: KeepaProviderOptions) {
    this.client = options.client ?? new KeepaClient(options);
  }

  async products(asins: string[], request: ProductRequest): Promise<Map<string, MarketSnapshot>> {
    const withOffers = request.offers || request.stock; // stock levels come with the offers
    const found = new Map<string, MarketSnapshot>();
    const unique = [...new Set(asins.map((a) => a.trim().toUpperCase()).filter(Boolean))];
    const { marketplace } = request;
    for (const batch of chunks(unique, withOffers ? KEEPA_OFFERS_BATCH : KEEPA_BATCH)) {
      const answer = await this.client.request('/product', {
        domain: domainOf(marketplace),
        asin: batch.join(','),
        stats: String(KEEPA_STATS_DAYS),
        // Without the csv series Keepa still computes the stats (history=0 only saves bandwidth).
        history: request.history ? '1' : '0',
        rating: '1',
        // buybox adds the buy-box fields without offers; with offers Keepa ignores it.
        ...(withOffers ? { offers: String(KEEPA_OFFERS), ...(request.stock ? { stock: '1' } : {}) } : { buybox: '1' }),
      });
      const products = (answer.products ?? []).filter(isKnown);
      const sellerIds = products.flatMap((p) => liveOffers(p).map((o) => o.sellerId));
      const sellers = withOffers ? await this.sellers(sellerIds, marketplace) : {};
      const now = this.options.now?.() ?? new Date();
      for (const product of products) {
        found.set(
          product.asin,
          parseKeepaProduct(product, {
            sellers,
            now,
            statsDays: KEEPA_STATS_DAYS,
            history: request.history,
            currency: MARKETPLACES[marketplace].currency,
          }),
        );
      }
    }
    return found;
  }

  async lookup(codes: string[], { marketplace }: LookupRequest): Promise<Map<string, LookupRow[]>> {
    const found = new Map<string, LookupRow[]>(codes.map((code) => [code, []]));
    const normal = new Map<string, string>();
    for (const code of codes) {
      const n = normalizeCode(code);
      if (n) normal.set(code, n); // malformed codes match nothing and cost nothing
    }
    const country = countryOf(marketplace);
    for (const batch of chunks([...new Set(normal.values())], KEEPA_BATCH)) {
      const answer = await this.client.request('/product', {
        domain: domainOf(marketplace),
        code: batch.join(','),
        'code-limit': '10',
        history: '0',
      });
      for (const product of (answer.products ?? []).filter(isKnown)) {
        const listed = [...(product.upcList ?? []), ...(product.eanList ?? [])];
        // A product lists the codes it carries; in a one-code request it can only be that code's.
        const matched = batch.filter((code) => batch.length === 1 || listed.some((l) => sameCode(l, code)));
        for (const code of matched) {
          for (const [original, n] of normal) {
            if (n !== code) continue;
            const rows = found.get(original) ?? [];
            if (rows.some((r) => r.asin === product.asin)) continue;
            rows.push({ asin: product.asin, productName: product.title || product.asin, countryAndRegion: country });
          }
        }
      }
    }
    return found;
  }

  /**
   * Seller records for the ids on the marketplace, from the cache or Keepa's /seller (up to 100
   * per request). Cached per marketplace: a seller's name and rating are the storefront's own.
   */
  private async sellers(ids: string[], marketplace: MarketplaceCode): Promise<Record<string, KeepaSeller>> {
    const now = (this.options.clock ?? Date.now)();
    const unique = [...new Set(ids)];
    const key = (id: string) => `${marketplace}:${id}`;
    if (this.sellerCache.size > 50_000) this.sellerCache.clear(); // bounded memory; a refetch costs tokens only
    const missing = unique.filter((id) => (this.sellerCache.get(key(id))?.until ?? 0) <= now);
    const ttl = this.options.sellerCacheMs ?? 24 * 3_600_000;
    for (const batch of chunks(missing, KEEPA_BATCH)) {
      const answer = await this.client.request('/seller', { domain: domainOf(marketplace), seller: batch.join(',') });
      for (const id of batch) this.sellerCache.set(key(id), { seller: answer.sellers?.[id] ?? null, until: now + ttl });
    }
    const out: Record<string, KeepaSeller> = {};
    for (const id of unique) {
      const seller = this.sellerCache.get(key(id))?.seller;
      if (seller) out[id] = seller;
    }
    return out;
  }
}

/** Keepa answers an unknown ASIN with a stub (no title, no history) or an invalid product. */
function isKnown(product: KeepaProduct): boolean {
  return product.productType !== PRODUCT_TYPE.INVALID && Boolean(product.title || product.csv);
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
