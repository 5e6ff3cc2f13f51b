/**
 * A token bucket as the Selling Partner API's usage plans describe one: `rate` requests a second
 * refill a bucket of `burst`; a request takes a token or is throttled. Time is passed in, so the
 * simulated account and the checking queue share the arithmetic and tests can drive it.
 */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    readonly rate: number,
    readonly burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.at = now;
  }

  private refill(now: number): void {
    if (now > this.at) {
      this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.rate);
      this.at = now;
    }
  }

  /** Takes a token when one is there. */
  take(now: number): boolean {
    this.refill(now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Milliseconds until a token is there (0: now). */
  waitMs(now: number): number {
    this.refill(now);
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) / this.rate) * 1000);
  }

  /** Empties the bucket (after a 429: the server's count is what counts). */
  drain(now: number): void {
    this.refill(now);
    this.tokens = 0;
  }
}
