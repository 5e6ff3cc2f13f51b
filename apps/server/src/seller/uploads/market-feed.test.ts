import type { LookupRow } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { dropFeed, feedOf, type MarketAnswers, MarketFeed } from './market-feed.js';

const row = (asin: string): LookupRow => ({ asin, productName: asin, countryAndRegion: 'US' }) as LookupRow;
/** Answers naming the rows' codes (`code<row>`), with no snapshots. */
const answersOf = (first: number, last: number): MarketAnswers => ({
  lookups: new Map(Array.from({ length: last - first + 1 }, (_, k) => [`code${first + k}`, [row(`A${first + k}`)]])),
  snapshots: new Map(),
});
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('the market feed of an upload', () => {
  it('reads rows once, and answers a batch from every read that covers it', async () => {
    const feed = new MarketFeed(1_000);
    const reads: string[] = [];
    const start = (first: number, last: number) =>
      feed.start(first, last, async () => {
        reads.push(`${first}-${last}`);
        return answersOf(first, last);
      });
    start(2, 101);
    start(102, 201);
    start(2, 101); // already being read
    start(50, 120); // starts inside a read: left to it
    expect(reads).toEqual(['2-101', '102-201']);
    expect(feed.lastRow).toBe(201);
    // What is read ahead of a batch: reads that start after its last row.
    expect([feed.readsAfter(1), feed.readsAfter(101), feed.readsAfter(201)]).toEqual([2, 1, 0]);
    // A batch whose rows straddle two reads (another runner took some rows) gets both.
    const answers = await feed.answersFor(90, 110);
    expect(answers?.lookups.get('code95')).toEqual([row('A95')]);
    expect(answers?.lookups.get('code105')).toEqual([row('A105')]);
    // Reads that end before a batch are let go; a batch no read covers gets null.
    expect(await feed.answersFor(202, 301)).toBeNull();
    expect(feed.lastRow).toBe(0);
  });

  it("gives each read, in the order they started, what the plan's allowance leaves after the reads before", async () => {
    const feed = new MarketFeed(150);
    const claimed: string[][] = [];
    const asins = (prefix: string) => Array.from({ length: 100 }, (_, k) => `${prefix}${k}`);
    // The first read's lookups answer last: its claim still comes first.
    for (const [first, wait] of [
      [1, 30],
      [101, 10],
      [201, 0],
    ] as const) {
      feed.start(first, first + 99, async (claim) => {
        const mine = await claim(await later(wait, asins(`r${first}-`)));
        claimed[first] = mine;
        return answersOf(first, first + 99);
      });
    }
    await feed.answersFor(1, 300);
    expect(claimed[1]).toHaveLength(100);
    expect(claimed[101]).toEqual(asins('r101-').slice(0, 50));
    expect(claimed[201]).toEqual([]);
  });

  it('passes the allowance on past a read that fails before claiming, and answers it as nothing read', async () => {
    const feed = new MarketFeed(10);
    let second: string[] = [];
    feed.start(1, 100, async () => {
      throw new Error('the provider is away');
    });
    feed.start(101, 200, async (claim) => {
      second = await claim(['X1', 'X2']);
      return answersOf(101, 200);
    });
    const answers = await feed.answersFor(1, 200);
    expect(second).toEqual(['X1', 'X2']);
    expect(answers?.lookups.has('code150')).toBe(true);
    expect(await new MarketFeed(0).answersFor(1, 1)).toBeNull();
  });

  it("outlives a job's slice in this process: the next slice finds the reads in flight, until the upload ends", async () => {
    const id = crypto.randomUUID();
    const slice1 = feedOf(id, 100);
    slice1.start(1, 100, async () => answersOf(1, 100));
    const slice2 = feedOf(id, 100);
    expect(slice2).toBe(slice1);
    expect((await slice2.answersFor(1, 100))?.lookups.size).toBe(100);
    dropFeed(id);
    expect(feedOf(id, 100)).not.toBe(slice1);
    dropFeed(id);
  });
});
