import { isUnrecoverableError } from './errors.js';
import { realTimer, type Timer } from './timer.js';

/** Time between background session refreshes while a session exists. */
export const REFRESH_INTERVAL_MS = 180_000;
/** Base of the retry delay after a failed refresh. */
export const RETRY_BASE_MS = 2000;
/** The retry exponent stops growing here (2000 × 2^7 = 256 s). */
export const MAX_RETRY_EXPONENT = 7;
/** Random jitter added to each retry delay, in both directions, so tabs do not retry in lockstep. */
export const RETRY_JITTER_MS = 175;

/**
 * Delay before retry number `attempt` (1 for the first retry): 2000 × 2^min(attempt, 7) ± up to
 * 175 ms. Counting from 1 matches the official client, so the first retry waits about 4 s.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.min(attempt, MAX_RETRY_EXPONENT);
  const jitter = Math.round((random() * 2 - 1) * RETRY_JITTER_MS);
  return RETRY_BASE_MS * 2 ** exponent + jitter;
}

/** What the refresher calls and how it tells time. */
export interface SessionRefresherOptions {
  /** Re-authenticates the current session (POST /b2b/sessions/authenticate). */
  refresh: () => Promise<unknown>;
  /** Called when the server says the session is gone for good; the caller clears local state. */
  onUnrecoverable: (error: unknown) => void;
  timer?: Timer;
  random?: () => number;
  warn?: (message: string, error: unknown) => void;
}

/**
 * Keeps the session (and its 5-minute JWT) fresh: every REFRESH_INTERVAL_MS it re-authenticates,
 * retrying transient failures with capped exponential backoff, and gives up only on errors that
 * mean the session is dead.
 */
export class SessionRefresher {
  private handle: unknown = null;
  // Bumped by cancel(); a refresh loop started under an older generation stops at its next step.
  private generation = 0;
  private readonly timer: Timer;
  private readonly random: () => number;

  constructor(private readonly options: SessionRefresherOptions) {
    this.timer = options.timer ?? realTimer;
    this.random = options.random ?? Math.random;
  }

  /** (Re)starts the countdown to the next refresh: `delayMs`, by default the whole interval. */
  schedule(delayMs = REFRESH_INTERVAL_MS): void {
    this.cancel();
    const generation = this.generation;
    this.handle = this.timer.setTimeout(
      () => {
        this.handle = null;
        void this.run(generation);
      },
      Math.max(0, delayMs),
    );
  }

  /**
   * Refreshes at once (a page opened on a session whose JWT may be past its five minutes), then
   * goes on as scheduled. The promise settles after the first attempt, whatever its outcome (the
   * retries of a transient failure go on in the background), and never rejects.
   */
  refreshNow(): Promise<void> {
    this.cancel();
    const generation = this.generation;
    return new Promise((resolve) => {
      void this.run(generation, resolve);
    });
  }

  /** Stops any pending refresh or retry. */
  cancel(): void {
    this.generation++;
    if (this.handle !== null) this.timer.clearTimeout(this.handle);
    this.handle = null;
  }

  /** True while a refresh or retry is pending. */
  isScheduled(): boolean {
    return this.handle !== null;
  }

  private async run(generation: number, afterFirstAttempt?: () => void): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.options.refresh();
        afterFirstAttempt?.();
        if (generation === this.generation) this.schedule();
        return;
      } catch (error) {
        if (generation === this.generation && isUnrecoverableError(error)) {
          this.options.warn?.('Session refresh failed for good; signing out locally.', error);
          this.cancel();
          this.options.onUnrecoverable(error);
        }
        // Whoever waits for the first attempt goes on now: with the session cleared when it is dead.
        afterFirstAttempt?.();
        afterFirstAttempt = undefined;
        if (generation !== this.generation || isUnrecoverableError(error)) return;
        await this.sleep(retryDelay(attempt, this.random));
        if (generation !== this.generation) return;
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.handle = this.timer.setTimeout(() => {
        this.handle = null;
        resolve();
      }, ms);
    });
  }
}
