import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { MarketSnapshot } from '@shelfscope/contracts';

/** A stored reading: the snapshot without its price history (stored and read apart). */
export type MarketReading = Omit<MarketSnapshot, 'history'>;

/**
 * Brotli's quality 1: a reading of 8.4 kB (the simulated marketplace's average, as Keepa's) comes
 * to a quarter of that, in about 40 µs; higher qualities gained a few percent of size for twice
 * the time (decision 052).
 */
const QUALITY = 1;

/**
 * A reading as stored in `market_snapshots.reading`: its JSON text, compressed with Brotli.
 * Synchronously, on purpose: zlib's asynchronous form runs the compression on libuv's pool, but
 * making, scheduling and settling a call per reading cost the main thread more than compressing
 * there (the 10,000-row upload's main thread 9.0 to 9.3 s against 7.8 to 8.7 s, and more CPU in
 * all; decision 052). A batch's 85 take about 4 ms.
 */
export function packReading({ fields, offers, sellersData, stockInfo, variations }: MarketReading): Buffer {
  const text = Buffer.from(JSON.stringify({ fields, offers, sellersData, stockInfo, variations }));
  return brotliCompressSync(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
  });
}

/** The reading `packReading` stored. */
export function unpackReading(stored: Buffer): MarketReading {
  // Written only from provider snapshots (validated by the provider's parser), so the shape holds.
  return JSON.parse(brotliDecompressSync(stored).toString('utf8')) as MarketReading;
}
