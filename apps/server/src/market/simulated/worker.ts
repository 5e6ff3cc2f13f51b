import { parentPort, workerData } from 'node:worker_threads';
import { SimulatedMarket } from './provider.js';
import type { WorkerData, WorkerReply, WorkerRequest } from './worker-market.js';

/**
 * The worker thread of `WorkerSimulatedMarket`: one `SimulatedMarket` of the configured size
 * answering the main thread's calls, each on the clock reading the caller sent with it.
 */
const port = parentPort;
if (!port) throw new Error('simulated/worker.ts runs as a worker thread');
const { size } = workerData as WorkerData;
const market = new SimulatedMarket({ size });

port.on('message', (message: WorkerRequest) => {
  const now = new Date(message.now);
  const answer =
    message.method === 'products'
      ? market.productsAt(message.asins, message.request, now)
      : market.lookupAt(message.codes, message.request, now);
  answer.then(
    (result) => port.postMessage({ id: message.id, result } satisfies WorkerReply),
    (error: unknown) =>
      port.postMessage({
        id: message.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies WorkerReply),
  );
});
