/**
 * List totals, cached briefly. Counting a supplier's 100,000 products costs more than reading a
 * page of them (a page is an index range; a total reads every entry), and people page through
 * the same search and filter many times. A total is kept for `ttlMs` and dropped as soon as
 * the company's products change on this server (every write bumps the company's generation).
 * Another server instance may show a total up to `ttlMs` old (docs/products.md).
 */
export class CountCache {
  private readonly totals = new Map<string, { value: number; until: number; generation: number }>();
  private readonly generations = new Map<string, number>();

  constructor(
    private ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  configure(ttlMs: number): void {
    this.ttlMs = ttlMs;
    this.totals.clear();
  }

  /** The company's products changed: its cached totals no longer hold. */
  invalidate(companyId: string): void {
    this.generations.set(companyId, (this.generations.get(companyId) ?? 0) + 1);
  }

  async get(companyId: string, key: string, count: () => Promise<number>): Promise<number> {
    if (this.ttlMs <= 0) return count();
    const fullKey = `${companyId}\u0000${key}`;
    const generation = this.generations.get(companyId) ?? 0;
    const cached = this.totals.get(fullKey);
    if (cached && cached.until > Date.now() && cached.generation === generation) return cached.value;
    const value = await count();
    if (this.totals.size >= this.maxEntries) this.totals.delete(this.totals.keys().next().value as string);
    this.totals.set(fullKey, { value, until: Date.now() + this.ttlMs, generation });
    return value;
  }
}

/** The process's cache of product list totals (configured at start: SELLER_LIST_COUNT_CACHE_SECONDS). */
export const productCounts = new CountCache(5_000);
