import type { KeepaResponse } from './format.js';
import { TokenBucket } from './tokens.js';

export type KeepaClientOptions = {
  apiKey: string;
  /** Default https://api.keepa.com (tests point it at a local server). */
  baseUrl?: string;
  /** Keepa's marketplace id: 1 = amazon.com. */
  domain?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Milliseconds clock for the token bucket (tests advance it in their `sleep`). */
  clock?: () => number;
  /** Attempts per request on network errors, 5xx and unreadable answers; then it throws. Default 5. */
  attempts?: number;
  /** Per attempt. Offers and stock make Keepa slow: default 120 s. */
  timeoutMs?: number;
  /** The longest total wait for tokens before a request gives up. Default 2 h. */
  maxTokenWaitMs?: number;
};

/** A Keepa request that failed for good (refused, or still failing after the retries). */
export class KeepaError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'KeepaError';
  }
}

/**
 * Keepa's HTTP API, one request at a time (so the token bookkeeping sees every answer in order).
 * Before sending it waits while the bucket's projected balance is not positive; on 429 it waits
 * for the refill and sends the same request again (waits do not count as attempts); network
 * errors, 5xx and unreadable bodies are retried with exponential backoff (1 s, 2 s, 4 s ...
 * capped at 30 s) up to `attempts`; any other status is thrown at once. The API key never
 * appears in an error.
 */
export class KeepaClient {
  readonly bucket = new TokenBucket();
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly clock: () => number;
  private queue: Promise<unknown> = Promise.resolve();
  private consumed = 0;
  private sent = 0;

  constructor(private readonly options: KeepaClientOptions) {
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.clock = options.clock ?? Date.now;
  }

  /** Requests sent (attempts included) and tokens Keepa reported consumed, since start. */
  get usage(): { requests: number; tokensConsumed: number } {
    return { requests: this.sent, tokensConsumed: this.consumed };
  }

  /** GET `path` with `params` (key added; `domain` when params do not name one); resolves with Keepa's JSON answer. */
  request(path: '/product' | '/seller', params: Record<string, string>): Promise<KeepaResponse> {
    const result = this.queue.then(() => this.send(path, params));
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async send(path: string, params: Record<string, string>): Promise<KeepaResponse> {
    const url = new URL(path, this.options.baseUrl ?? 'https://api.keepa.com');
    url.search = new URLSearchParams({
      key: this.options.apiKey,
      domain: String(this.options.domain ?? 1),
      ...params,
    }).toString();
    const attempts = this.options.attempts ?? 5;
    const maxWait = this.options.maxTokenWaitMs ?? 2 * 3_600_000;
    let failures = 0;
    let waited = 0;
    const waitForTokens = async (ms: number) => {
      if (waited + ms > maxWait) throw new KeepaError(`Keepa had no tokens for ${Math.round(waited / 60_000)} minutes`, 429);
      waited += ms;
      await this.sleep(ms);
    };
    const retry = async (reason: string, status: number | null, cause?: unknown) => {
      failures += 1;
      if (failures >= attempts) throw new KeepaError(`${reason} after ${attempts} attempts`, status, { cause });
      await this.sleep(Math.min(30_000, 1000 * 2 ** (failures - 1)));
    };

    for (;;) {
      const wait = this.bucket.waitFor(this.clock());
      if (wait > 0) await waitForTokens(wait);
      this.sent += 1;
      let response: Response;
      try {
        response = await this.fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 120_000) });
      } catch (error) {
        await retry('Keepa unreachable', null, error);
        continue;
      }
      const body = (await response.json().catch(() => null)) as KeepaResponse | null;
      if (body) {
        this.bucket.observe(body, this.clock());
        this.consumed += body.tokensConsumed ?? 0;
      }
      if (response.status === 429) {
        // Out of tokens: the answer's bucket says how long; without one, a minute.
        await waitForTokens(this.bucket.waitFor(this.clock()) || body?.refillIn || 60_000);
        continue;
      }
      if (response.status >= 500) {
        await retry(`Keepa answered ${response.status}`, response.status);
        continue;
      }
      if (!response.ok || body?.error) {
        const reason = body?.error?.message ?? body?.error?.type ?? 'no reason given';
        throw new KeepaError(`Keepa refused the request (${response.status}): ${reason}`, response.status);
      }
      if (!body) {
        await retry('Keepa sent an unreadable answer', response.status);
        continue;
      }
      return body;
    }
  }
}
