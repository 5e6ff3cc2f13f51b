import type { MarketplaceCode, MarketSnapshot, PriceHistory } from '@shelfscope/contracts';
import { PriceHistory as PriceHistorySchema } from '@shelfscope/contracts';
import { and, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, SqlResult } from '../../db/database.js';
import type { MarketDataProvider } from '../../market/provider.js';
import { marketplaceCode } from '../marketplaces/service.js';
import { compactHistory, expandHistory, type StoredHistory } from './history-codec.js';
import { type MarketReading, packReading, unpackReading } from './reading-codec.js';
import { marketSnapshots } from './schema.js';

/** A stored reading without its price history (read apart: see `history`). */
export type { MarketReading };
export type StoredSnapshot = { id: string; fetchedAt: Date; snapshot: MarketReading };

export type SnapshotNeed = {
  /** The marketplace read: a snapshot is an ASIN's reading on one marketplace, in its currency. */
  marketplace: MarketplaceCode;
  /** A stored snapshot younger than this is used as is; older ones are fetched again. */
  maxAgeMs: number;
  /** Offers, sellers and stock must be in it (a snapshot read without them does not count). */
  offers: boolean;
  stock: boolean;
  /**
   * The price history must be stored with it. False for uploads and background refreshes (the
   * analysis reads the stats only); the chart fetches a missing history on demand (`history`).
   */
  history: boolean;
};

/**
 * Every column but the history. The compressed reading comes as base64 text: PGlite's driver
 * parses bytea results a byte at a time in JavaScript.
 */
const READING = {
  id: marketSnapshots.id,
  asin: marketSnapshots.asin,
  fetchedAt: marketSnapshots.fetchedAt,
  reading: sql<string | null>`encode(${marketSnapshots.reading}, 'base64')`,
  fields: marketSnapshots.fields,
  offers: marketSnapshots.offers,
  sellersData: marketSnapshots.sellersData,
  stockInfo: marketSnapshots.stockInfo,
  variations: marketSnapshots.variations,
};
type Row = Omit<{ [K in keyof typeof READING]: (typeof marketSnapshots.$inferSelect)[K] }, 'reading'> & {
  reading: string | null;
};

/**
 * Market snapshots, shared by every company and keyed by ASIN and marketplace: served from the database while fresh, fetched
 * from the provider (in batches, by the provider) when missing or stale. Runs outside any
 * tenant transaction: a network call never holds a database transaction open.
 */
export class MarketStore {
  constructor(
    private readonly db: Db,
    private readonly provider: MarketDataProvider,
  ) {}

  /** Snapshots of the ASINs `need.marketplace` knows, read there (unknown ASINs are absent). */
  async snapshots(asins: string[], need: SnapshotNeed): Promise<Map<string, StoredSnapshot>> {
    const wanted = [...new Set(asins)];
    const found = new Map<string, StoredSnapshot>();
    if (wanted.length === 0) return found;
    const since = new Date(Date.now() - need.maxAgeMs);
    const rows = await this.db
      .selectDistinctOn([marketSnapshots.asin], READING)
      .from(marketSnapshots)
      .where(
        and(
          inArray(marketSnapshots.asin, wanted),
          eq(marketSnapshots.marketplace, need.marketplace),
          gte(marketSnapshots.fetchedAt, since),
          need.offers ? eq(marketSnapshots.withOffers, true) : sql`true`,
          need.stock ? eq(marketSnapshots.withStock, true) : sql`true`,
          need.history ? isNotNull(marketSnapshots.history) : sql`true`,
        ),
      )
      .orderBy(marketSnapshots.asin, desc(marketSnapshots.fetchedAt));
    for (const row of rows) found.set(row.asin, toStored(row));

    const missing = wanted.filter((asin) => !found.has(asin));
    if (missing.length === 0) return found;
    const fetched = await this.provider.products(missing, {
      marketplace: need.marketplace,
      offers: need.offers,
      stock: need.stock,
      history: need.history,
    });
    if (fetched.size === 0) return found;
    // One JSON array of records as one parameter: drizzle's multi-row insert built a parameter list
    // of every column of every row (about a tenth of an upload's main-thread CPU with 100 a batch).
    // Each reading goes compressed, as base64 text (decision 052).
    const snapshots = [...fetched.values()];
    const records = snapshots.map((snapshot) => ({
      asin: snapshot.fields.asin,
      marketplace: need.marketplace,
      provider: this.provider.name,
      with_offers: need.offers,
      with_stock: need.stock,
      reading: packReading(snapshot).toString('base64'),
      history: snapshot.history ? compactHistory(snapshot.history) : null,
    }));
    // A snapshot is a reading of the market, read again if lost, so its commit does not wait for
    // the disk (a flush of the write-ahead log on every add): set_config(…, true) in the statement
    // sets synchronous_commit off for its own transaction alone. Nothing can point at a lost
    // snapshot: the product or version that refers to it commits later and synchronously, and
    // that flush writes the log up to and including this insert. (Run outside any transaction.)
    const result = (await this.db.execute(sql`
      insert into market_snapshots (asin, marketplace, provider, with_offers, with_stock, reading, history)
      select asin, marketplace, provider, with_offers, with_stock, decode(reading, 'base64'), history
      from json_to_recordset(${JSON.stringify(records)}::json)
          as r(asin text, marketplace text, provider text, with_offers boolean, with_stock boolean, reading text, history json)
        cross join (select set_config('synchronous_commit', 'off', true)) as no_flush
      returning id, asin, fetched_at`)) as unknown as SqlResult;
    const inserted = result.rows.map((row) => ({
      id: String(row.id),
      asin: String(row.asin),
      fetchedAt: new Date(row.fetched_at as string | Date),
    }));
    // The readings are in hand: only the ids and times come back (not the JSON, parsed again).
    const byAsin = new Map(snapshots.map((snapshot) => [snapshot.fields.asin, snapshot]));
    for (const row of inserted) {
      const snapshot = byAsin.get(row.asin);
      if (snapshot) found.set(row.asin, { id: row.id, fetchedAt: row.fetchedAt, snapshot: withoutHistory(snapshot) });
    }
    return found;
  }

  async snapshot(asin: string, need: SnapshotNeed): Promise<StoredSnapshot | null> {
    return (await this.snapshots([asin], need)).get(asin) ?? null;
  }

  /**
   * A stored snapshot by id (a product version's), or null. Inside a tenant transaction pass its
   * `db`: PGlite has one connection, and a query beside an open transaction would wait for it.
   */
  async byId(id: string, db: Db = this.db): Promise<StoredSnapshot | null> {
    const [row] = await db.select(READING).from(marketSnapshots).where(eq(marketSnapshots.id, id));
    return row ? toStored(row) : null;
  }

  /**
   * A stored snapshot's price history (the largest part, read only for the chart), or null when
   * there is no such snapshot. A snapshot stored without it gets it now: the history is fetched
   * from the provider and written onto the same row (product versions point at the row, so a new
   * snapshot would leave them without it). It may end a little later than the row's reading (it
   * is read now); the reading and the analyses on it are left as they were. Without a transaction
   * around the network call: two first views may both fetch, the first write stays.
   */
  async history(id: string, db: Db = this.db): Promise<PriceHistory | null> {
    const [row] = await db
      .select({ asin: marketSnapshots.asin, marketplace: marketSnapshots.marketplace, history: marketSnapshots.history })
      .from(marketSnapshots)
      .where(eq(marketSnapshots.id, id));
    if (!row) return null;
    if (row.history !== null) return expandHistory(row.history as StoredHistory);
    const request = { marketplace: marketplaceCode(row.marketplace), offers: false, stock: false, history: true };
    const fetched = (await this.provider.products([row.asin], request)).get(row.asin);
    // The market no longer knows the ASIN: nothing to chart (and nothing stored, so a later view asks again).
    if (!fetched?.history) return emptyHistory(row.asin);
    const [written] = await this.db
      .update(marketSnapshots)
      .set({ history: compactHistory(fetched.history) })
      .where(and(eq(marketSnapshots.id, id), isNull(marketSnapshots.history)))
      .returning({ id: marketSnapshots.id });
    if (written) return fetched.history;
    return this.history(id, db); // another view stored it first: serve the stored one
  }
}

function toStored(row: Row): StoredSnapshot {
  // Written only from provider snapshots (validated by the provider's parser), so the shapes hold.
  const snapshot =
    row.reading !== null
      ? unpackReading(Buffer.from(row.reading, 'base64'))
      : // A row written before migration 0055 (the check constraint keeps one or the other).
        ({
          fields: row.fields,
          offers: row.offers,
          sellersData: row.sellersData,
          stockInfo: row.stockInfo,
          variations: row.variations,
        } as MarketReading);
  return { id: row.id, fetchedAt: row.fetchedAt, snapshot };
}

function emptyHistory(asin: string): PriceHistory {
  const series = Object.keys(PriceHistorySchema.shape).filter((key) => key !== 'asin');
  return { asin, ...Object.fromEntries(series.map((key) => [key, []])) } as PriceHistory;
}

function withoutHistory({ history: _, ...reading }: MarketSnapshot): MarketReading {
  return reading;
}
