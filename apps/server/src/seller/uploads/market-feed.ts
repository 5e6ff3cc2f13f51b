import type { LookupRow } from '@shelfscope/contracts';
import type { StoredSnapshot } from '../products/market-store.js';

/** The market's answers for some rows: candidates by code, snapshots by ASIN. */
export type MarketAnswers = { lookups: Map<string, LookupRow[]>; snapshots: Map<string, StoredSnapshot> };

/** The rows `first..last` (file row numbers) being read from the market. */
type Read = { first: number; last: number; answers: Promise<MarketAnswers | null> };

/** A feed unused this long belongs to an upload that ended or went to another instance. */
const IDLE_MS = 60_000;

/**
 * The market answers of one upload read ahead of its batches, a few batches deep, so the provider
 * (the simulated marketplace's thread, Keepa's network) is never idle while a batch is written,
 * and kept in this process across the job's slices: a slice that ends leaves its reads running
 * for the next slice to use (a continuation used to start again with nothing read ahead, and read
 * the batch its predecessor was reading a second time). Answers carry no upload state: the batch
 * reads what is missing itself, so a stale or lost feed costs time only.
 */
export class MarketFeed {
  private reads: Read[] = [];
  /**
   * How many snapshots the reads may still fetch: each read, in order, takes what the plan's
   * allowance leaves after the reads before it (no provider call for rows the plan will stop).
   */
  private claims: Promise<number>;
  usedAt = Date.now();
  /**
   * Every row up to this one is written (none pending): a batch's rows are all given an outcome
   * in its transaction, and a row never becomes pending again. The next batch's read starts
   * after it: from the first row, the index scan stepped over an entry for every row written
   * before (their pending versions, dead until a vacuum; PGlite never runs one), so each batch
   * cost more than the last.
   */
  writtenThrough = 0;

  constructor(allowance: number) {
    this.claims = Promise.resolve(allowance);
  }

  /** The last row read or being read (0 when none). */
  get lastRow(): number {
    return this.reads.reduce((last, read) => Math.max(last, read.last), 0);
  }

  /** How many reads start after row `row`: the batches already read ahead of it. */
  readsAfter(row: number): number {
    return this.reads.filter((read) => read.first > row).length;
  }

  /** Reads rows first..last unless already read; `read` gets the snapshot budget left to it. */
  start(first: number, last: number, read: (claim: (asins: string[]) => Promise<string[]>) => Promise<MarketAnswers>): void {
    if (this.reads.some((r) => r.first <= first && r.last >= first)) return;
    let release: (left: number) => void = () => {};
    const before = this.claims;
    this.claims = new Promise((resolve) => {
      release = resolve;
    });
    let claimed = false;
    const claim = async (asins: string[]) => {
      const left = await before;
      const mine = asins.slice(0, Math.max(0, left));
      claimed = true;
      release(left - mine.length);
      return mine;
    };
    const answers = read(claim)
      .catch(() => null)
      .finally(async () => {
        // A read that failed before claiming passes the budget on untouched.
        if (!claimed) release(await before);
      });
    this.reads.push({ first, last, answers });
  }

  /** The answers read for rows first..last, merged (null when none covers them); older reads are let go. */
  async answersFor(first: number, last: number): Promise<MarketAnswers | null> {
    this.usedAt = Date.now();
    this.reads = this.reads.filter((read) => read.last >= first);
    const covering = this.reads.filter((read) => read.first <= last);
    if (covering.length === 0) return null;
    const merged: MarketAnswers = { lookups: new Map(), snapshots: new Map() };
    for (const answers of await Promise.all(covering.map((read) => read.answers))) {
      for (const [code, rows] of answers?.lookups ?? []) merged.lookups.set(code, rows);
      for (const [asin, snapshot] of answers?.snapshots ?? []) merged.snapshots.set(asin, snapshot);
    }
    return merged;
  }
}

const feeds = new Map<string, MarketFeed>();

/** The upload's feed in this process (a new one with the plan's allowance when it has none). */
export function feedOf(uploadId: string, allowance: number): MarketFeed {
  const now = Date.now();
  for (const [id, feed] of feeds) if (now - feed.usedAt > IDLE_MS) feeds.delete(id);
  let feed = feeds.get(uploadId);
  if (!feed) {
    feed = new MarketFeed(allowance);
    feeds.set(uploadId, feed);
  }
  feed.usedAt = now;
  return feed;
}

/** The row up to which this process has written every row of the upload (0 when unknown). */
export const writtenThrough = (uploadId: string): number => feeds.get(uploadId)?.writtenThrough ?? 0;

/** The upload ended: its reads ahead are let go. */
export function dropFeed(uploadId: string): void {
  feeds.delete(uploadId);
}
