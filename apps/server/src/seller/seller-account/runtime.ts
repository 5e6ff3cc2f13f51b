import { setTimeout as sleep } from 'node:timers/promises';
import type { MarketplaceRegion } from '@shelfscope/contracts';
import { TokenBucket } from '../../market/seller-account/quota.js';
import { SimulatedSpApi } from '../../market/seller-account/server.js';
import { amazonEndpoints, type SellerAccountConfig } from './config.js';
import type { LwaClient } from './lwa.js';
import type { SpApiAccount } from './sp-api.js';
import type { FeeEstimate, SpApiEndpoints } from './sp-api-types.js';

/**
 * Where this process reaches the Selling Partner API and LWA: Amazon (or a configured stand-in),
 * or the simulated seller account, started on 127.0.0.1 the first time it is needed. Keeps one
 * client per refresh token, so access tokens are reused until they expire.
 */
export class SellerAccountRuntime {
  readonly simulated: SimulatedSpApi | null;
  private readonly clients = new Map<string, SpApiAccount>();
  private readonly buckets = new Map<string, TokenBucket>();
  /** Amazon's fee estimates by seller, ASIN, marketplace and price, kept for the eligibility TTL. */
  private readonly fees = new Map<string, { estimate: FeeEstimate; until: number }>();

  constructor(
    readonly config: SellerAccountConfig,
    marketSize: number,
  ) {
    this.simulated =
      config.mode === 'simulated'
        ? new SimulatedSpApi({
            size: marketSize,
            restrictionsRate: config.restrictionsRate,
            restrictionsBurst: config.restrictionsBurst,
          })
        : null;
  }

  /** The simulated account's address (started on first use), or null with a registered application. */
  private async simulatedUrl(): Promise<string | null> {
    return this.simulated ? this.simulated.start() : null;
  }

  async lwa(): Promise<LwaClient> {
    const local = await this.simulatedUrl();
    return { lwaUrl: local ?? this.config.lwaUrl, clientId: this.config.clientId, clientSecret: this.config.clientSecret };
  }

  async endpoints(): Promise<SpApiEndpoints> {
    const one = (await this.simulatedUrl()) ?? this.config.endpoint;
    return one ? { NA: one, EU: one, FE: one } : amazonEndpoints();
  }

  /** The client of one connected account (by its refresh token). */
  async account(refreshToken: string, region: MarketplaceRegion): Promise<SpApiAccount> {
    const key = `${region}:${refreshToken}`;
    let client = this.clients.get(key);
    if (!client) {
      // The SDK and axios are loaded with the first account, not at start (decision 048).
      const { SpApiAccount } = await import('./sp-api.js');
      client = new SpApiAccount({ client: await this.lwa(), refreshToken, region, endpoints: await this.endpoints() });
      if (this.clients.size > 1000) this.clients.clear();
      this.clients.set(key, client);
    }
    return client;
  }

  /**
   * Waits for a token of the seller's getListingsRestrictions bucket (the documented rate and
   * burst): every check of this process, single or queued, takes one, so together they never
   * ask faster than the quota.
   */
  async acquire(sellerId: string): Promise<void> {
    const bucket = this.bucketOf(sellerId);
    for (;;) {
      const wait = bucket.waitMs(Date.now());
      if (wait === 0 && bucket.take(Date.now())) return;
      await sleep(Math.max(wait, 5));
    }
  }

  /** Amazon throttled the seller: nothing more until the bucket refills. */
  throttled(sellerId: string): void {
    this.bucketOf(sellerId).drain(Date.now());
  }

  private bucketOf(sellerId: string): TokenBucket {
    let bucket = this.buckets.get(sellerId);
    if (!bucket) {
      bucket = new TokenBucket(this.config.restrictionsRate, this.config.restrictionsBurst, Date.now());
      this.buckets.set(sellerId, bucket);
    }
    return bucket;
  }

  /** A fee estimate asked within the TTL (getMyFeesEstimates' quota is 0.5 a second). */
  cachedFee(key: string): FeeEstimate | null {
    const hit = this.fees.get(key);
    if (!hit) return null;
    if (hit.until > Date.now()) return hit.estimate;
    this.fees.delete(key);
    return null;
  }

  rememberFee(key: string, estimate: FeeEstimate): void {
    if (this.config.ttlMs <= 0) return;
    if (this.fees.size > 10_000) this.fees.clear();
    this.fees.set(key, { estimate, until: Date.now() + this.config.ttlMs });
  }

  async close(): Promise<void> {
    await this.simulated?.stop();
  }
}
