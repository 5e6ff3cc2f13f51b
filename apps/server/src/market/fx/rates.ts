import { ECB_REFERENCE_RATES, type ExchangeRates as ProfitRates } from '@shelfscope/profit';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type DailyRates, ECB_SOURCE, fetchEcbRates } from './ecb.js';
import { exchangeRates } from './schema.js';

/** The signal an instance sends after writing new days (the others read the table again). */
export const FX_UPDATED = 'fx.updated';

/** The queue that reads the online source on its cron (FX_UPDATE_CRON). */
export const FX_QUEUE = 'fx-update';

export type ExchangeRateOptions = {
  /** `offline`: the rates shipped with the code only; `ecb`: those plus the ECB's published days. */
  source: 'offline' | 'ecb';
  /** The ECB file to read (the 90-day history, so a missed day is filled in). */
  url: string;
  /** The shipped table, written to the database on start (days already there are kept). */
  offline: readonly DailyRates[];
  /** How long an instance serves its copy before reading the table again (another may have updated it). */
  reloadMs: number;
  fetch?: typeof fetch;
};

/**
 * The dated exchange-rate table the analysis converts supplier costs with. Rates live in the
 * shared `exchange_rates` table (every instance sees the same days) and in memory, so the
 * analysis, which runs per product, reads them without a query. See docs/marketplaces.md.
 */
export class ExchangeRates {
  private days: DailyRates[] = [];
  private loadedAt = 0;
  private cached: { days: DailyRates[]; table: ProfitRates } | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: ExchangeRateOptions,
  ) {}

  /** Writes the shipped days the table lacks, then loads everything. */
  async start(): Promise<void> {
    await this.write(this.options.offline, false);
    await this.load();
  }

  /** Reads the online source into the table (`ecb` only); returns the days it brought. */
  async update(): Promise<number> {
    if (this.options.source !== 'ecb') return 0;
    const days = await fetchEcbRates(this.options.url, this.options.fetch);
    await this.write(days, true);
    await this.load();
    return days.length;
  }

  /** Reads the table again when this copy is older than `maxAgeMs` (default `reloadMs`). */
  async fresh(maxAgeMs = this.options.reloadMs): Promise<void> {
    if (Date.now() - this.loadedAt >= maxAgeMs) await this.load();
  }

  /** Every day held, oldest first. */
  all(): readonly DailyRates[] {
    return this.days;
  }

  /** The table in the profit engine's form (each day names its source). */
  table(): ProfitRates {
    if (this.cached?.days !== this.days) {
      this.cached = { days: this.days, table: { source: ECB_SOURCE, days: this.days.map((day) => ({ ...day })) } };
    }
    return this.cached.table;
  }

  private async load(): Promise<void> {
    const rows = await this.db.select().from(exchangeRates).orderBy(asc(exchangeRates.day), asc(exchangeRates.currency));
    const byDay = new Map<string, DailyRates & { at: number }>();
    for (const row of rows) {
      const day = byDay.get(row.day) ?? { day: row.day, source: row.source, perEuro: {}, at: 0 };
      day.perEuro[row.currency] = row.perEuro;
      // A day partly corrected by a published file is named after the latest source written.
      if (row.fetchedAt.getTime() > day.at) Object.assign(day, { source: row.source, at: row.fetchedAt.getTime() });
      byDay.set(row.day, day);
    }
    this.days = [...byDay.values()].map(({ at: _, ...day }) => day);
    this.loadedAt = Date.now();
  }

  /** One insert per call; `replace` lets a published day correct a shipped one. */
  private async write(days: readonly DailyRates[], replace: boolean): Promise<void> {
    const rows = days.flatMap((day) =>
      Object.entries(day.perEuro).map(([currency, perEuro]) => ({ day: day.day, currency, perEuro, source: day.source })),
    );
    if (rows.length === 0) return;
    const insert = this.db.insert(exchangeRates).values(rows);
    await (replace
      ? insert.onConflictDoUpdate({
          target: [exchangeRates.day, exchangeRates.currency],
          set: { perEuro: sql`excluded.per_euro`, source: sql`excluded.source`, fetchedAt: sql`now()` },
        })
      : insert.onConflictDoNothing());
  }
}

/** The rates shipped with the profit engine, as days to seed the table with. */
export const SHIPPED_DAYS: readonly DailyRates[] = ECB_REFERENCE_RATES.days.map((day) => ({
  day: day.day,
  source: day.source ?? ECB_REFERENCE_RATES.source,
  perEuro: Object.fromEntries(Object.entries(day.perEuro).filter((entry): entry is [string, number] => entry[1] !== undefined)),
}));
