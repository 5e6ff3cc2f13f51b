import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Starts a span for one SQL statement (its text; parameters are never passed) and returns the
 * function that ends it, with the error when the statement failed. The tracer decides whether
 * there is a span at all (only inside a traced request or job).
 */
export type QueryTracer = (statement: string) => (error?: unknown) => void;

type Query = (...args: unknown[]) => Promise<unknown>;

function traced(tracer: QueryTracer, statementOf: (args: unknown[]) => string | undefined, run: Query): Query {
  return async (...args) => {
    const statement = statementOf(args);
    if (statement === undefined) return run(...args);
    const end = tracer(statement);
    try {
      const result = await run(...args);
      end();
      return result;
    } catch (error) {
      end(error);
      throw error;
    }
  };
}

const textOf = (args: unknown[]): string | undefined => {
  const first = args[0];
  if (typeof first === 'string') return first;
  // A query config ({ text, values, rowMode }) is traced; a submittable (a cursor, a stream) is not.
  if (first && typeof first === 'object' && !('submit' in first) && 'text' in first) return String(first.text);
  return undefined;
};

/**
 * Traces the statements of a pg pool. pool.query runs its statement in a callback of the
 * pool's, which under contention is called from another request's release: a span started
 * there would join that request's trace. So with tracing on, pool.query checks a client out
 * with `await` (which keeps the caller's context) and runs the statement on it, the way
 * pg-pool does (a failed statement's client is released with its error); clients checked out
 * by the caller (a transaction) trace their statements until they are released.
 */
export function tracePool(pool: pg.Pool, tracer: QueryTracer): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  const query = pool.query.bind(pool) as unknown as Query;
  const checkOut = async (): Promise<pg.PoolClient> => {
    const client = (await connect()) as pg.PoolClient;
    const release = client.release;
    const own = client.query.bind(client) as unknown as Query;
    (client as unknown as { query: Query }).query = traced(tracer, textOf, own);
    client.release = (error?: Error | boolean) => {
      // Back to the prototype's query for whoever checks this client out next.
      delete (client as unknown as { query?: Query }).query;
      return release(error);
    };
    return client;
  };
  (pool as unknown as { connect: unknown }).connect = (callback?: unknown) =>
    typeof callback === 'function' ? connect(callback) : checkOut();
  (pool as unknown as { query: Query }).query = async (...args: unknown[]) => {
    if (args.some((arg) => typeof arg === 'function') || textOf(args) === undefined) return query(...args);
    const client = await checkOut();
    try {
      const result = await (client.query as unknown as Query)(...args);
      client.release();
      return result;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  };
}

/** Traces PGlite's statements: query, exec, and those of a transaction. */
export function tracePglite(client: PGlite, tracer: QueryTracer): void {
  const query = client.query.bind(client) as Query;
  const exec = client.exec.bind(client) as Query;
  const transaction = client.transaction.bind(client);
  const target = client as unknown as { query: Query; exec: Query; transaction: unknown };
  target.query = traced(tracer, textOf, query);
  target.exec = traced(tracer, textOf, exec);
  target.transaction = <T>(run: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const own = tx as unknown as { query: Query; exec: Query };
      own.query = traced(tracer, textOf, own.query);
      own.exec = traced(tracer, textOf, own.exec);
      return run(tx);
    });
}
