/** What every Keepa answer says about the account's token bucket. */
export type TokenReport = { tokensLeft?: number; refillIn?: number; refillRate?: number };

const MINUTE = 60_000;

/**
 * The client's view of Keepa's token bucket. Keepa adds `refillRate` tokens a minute (the next
 * refill in `refillIn` ms), lets unused tokens expire after an hour (so the balance stops
 * growing at 60 x refillRate), and accepts a request while the balance is positive even when
 * the request costs more: the balance then goes negative and later requests wait (Keepa's Python
 * client waits on the same rule: `tokens_left <= 0`, then `refillIn + deficit / refillRate` minutes).
 */
export class TokenBucket {
  private report: { tokensLeft: number; refillIn: number; refillRate: number; at: number } | null = null;

  /** Records a report received at `at` (ms, the client's clock). */
  observe(report: TokenReport, at: number): void {
    if (report.tokensLeft === undefined) return;
    this.report = {
      tokensLeft: report.tokensLeft,
      refillIn: Math.max(0, report.refillIn ?? MINUTE),
      refillRate: Math.max(1, report.refillRate ?? 1),
      at,
    };
  }

  /** The balance expected at `at`: the last report plus the refills since; null before any report. */
  projected(at: number): number | null {
    const r = this.report;
    if (!r) return null;
    const elapsed = at - r.at;
    const refills = elapsed < r.refillIn ? 0 : 1 + Math.floor((elapsed - r.refillIn) / MINUTE);
    const cap = Math.max(r.tokensLeft, 60 * r.refillRate);
    return Math.min(cap, r.tokensLeft + refills * r.refillRate);
  }

  /** Milliseconds to wait at `at` before a request can succeed (0: send now, or nothing known yet). */
  waitFor(at: number): number {
    const r = this.report;
    const balance = this.projected(at);
    if (!r || balance === null || balance > 0) return 0;
    // Refills needed to get above zero, the first at the next refill moment after `at`.
    const refills = Math.floor(-balance / r.refillRate) + 1;
    const elapsed = at - r.at;
    const nextRefill = elapsed < r.refillIn ? r.refillIn - elapsed : MINUTE - ((elapsed - r.refillIn) % MINUTE);
    return nextRefill + (refills - 1) * MINUTE;
  }

  /** The last report as Keepa gave it, for display. */
  get last(): { tokensLeft: number; refillIn: number; refillRate: number } | null {
    return (
      this.report && { tokensLeft: this.report.tokensLeft, refillIn: this.report.refillIn, refillRate: this.report.refillRate }
    );
  }
}
