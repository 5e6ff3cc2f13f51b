import type { LookupRow, MarketSnapshot } from '@shelfscope/contracts';
import type { CodeType, MarketDataProvider, ProductRequest } from '../provider.js';
import type { KeepaProduct, KeepaSeller } from './format.js';
import { parseKeepaProduct } from './parse.js';

/** Keepa answers this much about its token bucket with every response. */
type TokenState = { tokensLeft: number; refillIn: number; refillRate: number };

type KeepaResponse = Partial<TokenState> & {
  products?: KeepaProduct[];
  sellers?: Record<string, KeepaSeller>;
  error?: { type?: string; message?: string };
};

export type KeepaOptions = {
  apiKey: string;
  baseUrl?: string;
  /** Marketplace: 1 = amazon.com. */
  domain?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Attempts per request on network errors and 5xx (then the error is thrown). */
  attempts?: number;
  now?: () => Date;
};

export const KEEPA_BATCH = 100;

/**
 * Keepa's product API: batches of up to 100 ASINs or codes, token-bucket aware (waits for a
 * refill when the bucket is empty or Keepa answers 429, never drops a lookup), retries with
 * exponential backoff on network errors and 5xx. Missing ASINs are simply absent.
 */
export class KeepaProvider implements MarketDataProvider {
  readonly name = 'keepa' as const;
  private tokens: TokenState | null = null;
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: KeepaOptions) {
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  async products(asins: string[], request: ProductRequest): Promise<Map<string, MarketSnapshot>> {
    const found = new Map<string, MarketSnapshot>();
    for (const batch of batches([...new Set(asins)])) {
      const answer = await this.call('/product', {
        asin: batch.join(','),
        stats: '365',
        history: '1',
        rating: '1',
        buybox: '1',
        ...(request.offers ? { offers: '20' } : {}),
        ...(request.stock ? { stock: '1' } : {}),
      });
      const products = answer.products ?? [];
      const sellers = request.offers ? await this.sellers(products) : {};
      for (const product of products) {
        if (!product.title && !product.csv) continue; // Keepa's placeholder for an unknown ASIN
        found.set(product.asin, parseKeepaProduct(product, sellers, this.options.now?.() ?? new Date()));
      }
    }
    return found;
  }

  async lookup(codes: string[], _type: CodeType): Promise<Map<string, LookupRow[]>> {
    const found = new Map<string, LookupRow[]>(codes.map((code) => [code, []]));
    for (const batch of batches([...new Set(codes)])) {
      const answer = await this.call('/product', { code: batch.join(','), 'code-limit': '10' });
      for (const product of answer.products ?? []) {
        const listed = [...(product.upcList ?? []), ...(product.eanList ?? [])];
        for (const code of batch) {
          if (!listed.some((c) => c.replace(/^0+/, '') === code.replace(/^0+/, ''))) continue;
          found.get(code)?.push({ asin: product.asin, productName: product.title ?? product.asin, countryAndRegion: 'US' });
        }
      }
    }
    return found;
  }

  private async sellers(products: KeepaProduct[]): Promise<Record<string, KeepaSeller>> {
    const ids = [...new Set(products.flatMap((p) => (p.offers ?? []).map((o) => o.sellerId)))];
    const sellers: Record<string, KeepaSeller> = {};
    for (const batch of batches(ids))
      Object.assign(sellers, (await this.call('/seller', { seller: batch.join(',') })).sellers ?? {});
    return sellers;
  }

  /** One API call: waits for tokens, retries 429 after the refill and 5xx with backoff. */
  private async call(path: string, params: Record<string, string>): Promise<KeepaResponse> {
    const url = new URL(path, this.options.baseUrl ?? 'https://api.keepa.com');
    url.search = new URLSearchParams({
      key: this.options.apiKey,
      domain: String(this.options.domain ?? 1),
      ...params,
    }).toString();
    const attempts = this.options.attempts ?? 5;
    let refills = 0;
    for (let attempt = 0; ; attempt++) {
      if (this.tokens && this.tokens.tokensLeft <= 0) {
        await this.sleep(Math.max(1000, this.tokens.refillIn));
        this.tokens = null; // refilled; the next answer says how many
      }
      let response: Response;
      try {
        response = await this.fetch(url, { signal: AbortSignal.timeout(60_000) });
      } catch (error) {
        if (attempt + 1 >= attempts) throw new Error(`Keepa unreachable after ${attempts} attempts`, { cause: error });
        await this.sleep(backoff(attempt));
        continue;
      }
      const body = (await response.json().catch(() => ({}))) as KeepaResponse;
      if (body.tokensLeft !== undefined) {
        this.tokens = { tokensLeft: body.tokensLeft, refillIn: body.refillIn ?? 60_000, refillRate: body.refillRate ?? 1 };
      }
      if (response.status === 429) {
        // Out of tokens: wait for the refill and send the same request again (not an attempt),
        // up to an hour of waiting; the caller's job then fails and is retried, nothing is dropped.
        if (++refills > 60) throw new Error('Keepa kept answering 429 (no tokens) for an hour');
        await this.sleep(Math.max(1000, body.refillIn ?? 60_000));
        this.tokens = null;
        attempt -= 1;
        continue;
      }
      if (response.status >= 500) {
        if (attempt + 1 >= attempts) throw new Error(`Keepa answered ${response.status} after ${attempts} attempts`);
        await this.sleep(backoff(attempt));
        continue;
      }
      if (!response.ok)
        throw new Error(`Keepa refused the request (${response.status}): ${body.error?.message ?? 'no reason given'}`);
      return body;
    }
  }
}

function* batches<T>(items: T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += KEEPA_BATCH) yield items.slice(i, i + KEEPA_BATCH);
}

/** 1 s, 2 s, 4 s ... capped at 30 s. */
function backoff(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt);
}
