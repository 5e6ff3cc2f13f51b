import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { LookupRow, MarketSnapshot } from '@shelfscope/contracts';
import type { LookupRequest, MarketDataProvider, ProductRequest } from '../provider.js';
import { DEFAULT_SIMULATED_SIZE, type SimulatedMarketOptions } from './provider.js';

/** What the worker is started with. */
export type WorkerData = { size: number };
type Call =
  | { method: 'products'; asins: string[]; request: ProductRequest }
  | { method: 'lookup'; codes: string[]; request: LookupRequest };
/** A call to the worker; `now` is the caller's clock (ms), so answers match the in-process market's. */
export type WorkerRequest = Call & { id: number; now: number };
export type WorkerReply =
  | { id: number; result: Map<string, MarketSnapshot> | Map<string, LookupRow[]> }
  | { id: number; error: string };

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void };

/**
 * The simulated marketplace on a worker thread (the server's default): the same `SimulatedMarket`
 * answering over messages. The simulator stands in for a remote service (Keepa's servers do this
 * work on their machines), so its generation should not take the main thread's CPU: in an upload
 * it was over a quarter of the server's CPU, and the read-ahead of the next batch now runs on the
 * other core while the main thread writes the batch before. Answers are identical to the
 * in-process market's (the worker is given the caller's clock with each call); snapshots cross
 * by structured clone. The thread starts on the first call, does not keep the process alive, and
 * is started again if it dies (its calls in flight fail).
 */
export class WorkerSimulatedMarket implements MarketDataProvider {
  readonly name = 'simulated' as const;
  readonly size: number;
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly options: SimulatedMarketOptions = {}) {
    this.size = options.size ?? DEFAULT_SIMULATED_SIZE;
  }

  products(asins: string[], request: ProductRequest): Promise<Map<string, MarketSnapshot>> {
    return this.call({ method: 'products', asins, request });
  }

  lookup(codes: string[], request: LookupRequest): Promise<Map<string, LookupRow[]>> {
    return this.call({ method: 'lookup', codes, request });
  }

  /** Stops the thread (calls in flight fail); a later call starts it again. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.fail(new Error('the simulated marketplace was closed'));
    if (worker) await worker.terminate();
  }

  private call<T>(message: Call): Promise<T> {
    const id = this.nextId++;
    const now = (this.options.now?.() ?? new Date()).getTime();
    const worker = this.started();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject });
      worker.postMessage({ ...message, id, now });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = WORKER_ENTRY.pathname.endsWith('.ts')
      ? // From the TypeScript sources (tests, `npm run dev`) the thread loads them through tsx.
        new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_ENTRY.href)}); })`,
          { eval: true, workerData: { size: this.size } satisfies WorkerData },
        )
      : new Worker(WORKER_ENTRY, { workerData: { size: this.size } satisfies WorkerData });
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      if (this.worker !== worker) return; // closed: its calls have failed already
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(`simulated marketplace: ${reply.error}`));
      else waiting.resolve(reply.result as never);
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.fail(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the simulated marketplace's thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private fail(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

/** The worker's entry beside this file: `worker.js` when built, `worker.ts` from the sources. */
const WORKER_ENTRY = new URL(`./worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);
