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
