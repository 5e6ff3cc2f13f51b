import { type ParserOptions, type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';

type Parser = ParserOptions[number];

/**
 * Drizzle's PGlite driver sends its own parsers with every statement (timestamps, dates,
 * intervals and numeric[] left as text, for its column mappers), and PGlite copies its whole
 * table of parsers (some 300 types) into a new object for every statement that brings any:
 * about 0.12 ms a statement, 0.45 s of a 10,000-row upload's main thread (bench uploads,
 * decision 052). So the client's own table takes Drizzle's parsers once, Drizzle's statements
 * go without theirs (`forDrizzle`), and the raw statements (pg-boss, maintenance) bring
 * PGlite's defaults for those types back (`rawOptions`): every caller reads what it read before.
 *
 * Drizzle's list is read from its prepared query rather than copied, so an upgrade that changes
 * it is followed.
 */
const DRIZZLE_PARSERS: ParserOptions = new PglitePreparedQuery(
  undefined as never,
  '',
  [],
  undefined as never,
  undefined as never,
  undefined,
  undefined,
  undefined,
  undefined,
  false,
  // biome-ignore lint/complexity/useLiteralKeys: TypeScript-private, read by its name on purpose
)['queryConfig'].parsers as ParserOptions;

export type EmbeddedParsers = {
  /** The client Drizzle is given: the same database, its statements without per-statement parsers. */
  drizzleClient: PGlite;
  /** Options for a raw statement: PGlite's own parsers for the types Drizzle reads as text. */
  rawOptions: { parsers: ParserOptions };
};

/** Moves Drizzle's parsers into `client`'s table (once, after it started). */
export async function adoptDrizzleParsers(client: PGlite): Promise<EmbeddedParsers> {
  const table = client.parsers;
  const typeIds = Object.keys(DRIZZLE_PARSERS).map(Number);
  // An array type's parser in PGlite's table looks its element's parser up in the same table when
  // it runs, so the raw defaults build theirs over the element's default, not over Drizzle's.
  const { rows } = await client.query<{ oid: number; typelem: number }>(
    'select oid::int, typelem::int from pg_type where oid = any($1::oid[])',
    [typeIds],
  );
  const elementOf = new Map(rows.map((row) => [row.oid, row.typelem]));
  const defaults: ParserOptions = {};
  for (const id of typeIds) {
    const element = elementOf.get(id) ?? 0;
    const elementParser = table[element];
    const parser = element === 0 ? table[id] : (value: string) => types.arrayParser(value, elementParser as Parser, id);
    if (parser) defaults[id] = parser;
  }
  for (const id of typeIds) table[id] = DRIZZLE_PARSERS[id] as Parser;
  return { drizzleClient: forDrizzle(client), rawOptions: { parsers: defaults } };
}

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _sameAsTheTable, ...rest } = options;
  return rest;
}

/**
 * Drizzle uses the client's `query` and `transaction`, and the transaction's `query`: the view has
 * those, without the parsers (anything else Drizzle might reach for fails loudly instead of
 * bypassing it). The client's methods are looked up at each call, so query tracing, which
 * replaces them later, still sees every statement.
 */
function forDrizzle(client: PGlite): PGlite {
  const view = {
    query: (text: string, params?: unknown[], options?: QueryOptions) => client.query(text, params, withoutParsers(options)),
    transaction: <T>(run: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => {
        const txView: Transaction = Object.create(tx);
        txView.query = (text, params, options) => tx.query(text, params, withoutParsers(options));
        return run(txView);
      }),
  };
  return view as unknown as PGlite;
}
