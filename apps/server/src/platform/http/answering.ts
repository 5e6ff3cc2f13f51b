import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The requests this process is answering whose answer has not begun (no header sent yet). On
 * PGlite (one connection, queries run on the main thread) a long job asks this between its
 * batches, and gives way while anyone is waiting (uploads' `letRequestsIn`). A response that has
 * begun no longer counts: an event stream or a streamed export holds its connection for minutes
 * but waits on nothing.
 */
export class Answering {
  private readonly open = new Set<ServerResponse>();

  register(app: FastifyInstance): void {
    app.addHook('onRequest', (_request, reply, done) => {
      const raw = reply.raw;
      this.open.add(raw);
      raw.once('close', () => this.open.delete(raw));
      done();
    });
  }

  /** How many requests wait for their answer to begin. */
  waiting(): number {
    let count = 0;
    for (const raw of this.open) {
      // Deleting the current entry while iterating a Set is safe: iteration goes on.
      if (raw.headersSent || raw.destroyed) this.open.delete(raw);
      else count++;
    }
    return count;
  }
}
