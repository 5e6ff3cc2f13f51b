import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';
import type { MarketSnapshot } from '@shelfscope/contracts';

/** A stored reading: the snapshot without its price history (stored and read apart). */
export type MarketReading = Omit<MarketSnapshot, 'history'>;

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

/**
 * Brotli's quality 1: a reading of 8.4 kB (the simulated marketplace's average, as Keepa's) comes
 * to a quarter of that, in about 40 µs; higher qualities gained a few percent of size for twice
 * the time (decision 052).
 */
const QUALITY = 1;

/**
 * How many readings are compressed or decompressed at once. Each asynchronous call holds its own
 * Brotli state from the moment it is made, and the pool runs four at a time: a batch's 85 made at
 * once held about 90 MB more (measured, RSS), against about 20 MB four at a time, done sooner.
 */
const AT_ONCE = 4;

/** `packReading` of each, in order, a few at a time. */
export function packReadings(readings: MarketReading[]): Promise<Buffer[]> {
  return fewAtATime(readings, packReading);
}

/** `unpackReading` of each, in order, a few at a time. */
export function unpackReadings(stored: Buffer[]): Promise<MarketReading[]> {
  return fewAtATime(stored, unpackReading);
}

async function fewAtATime<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, lane));
  return results;
}

/**
 * A reading as stored in `market_snapshots.reading`: its JSON text, compressed with Brotli. The
 * compression runs on libuv's thread pool (zlib's asynchronous form), not on the main thread,
 * where PGlite and every request run.
 */
export async function packReading({ fields, offers, sellersData, stockInfo, variations }: MarketReading): Promise<Buffer> {
  const text = Buffer.from(JSON.stringify({ fields, offers, sellersData, stockInfo, variations }));
  return compress(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
  });
}

/** The reading `packReading` stored. */
export async function unpackReading(stored: Buffer): Promise<MarketReading> {
  // Written only from provider snapshots (validated by the provider's parser), so the shape holds.
  return JSON.parse((await decompress(stored)).toString('utf8')) as MarketReading;
}
