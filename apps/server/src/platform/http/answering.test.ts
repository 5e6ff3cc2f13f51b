import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letRequestsIn } from '../../seller/uploads/deps.js';
import { Answering } from './answering.js';

describe('requests waiting for their answer', () => {
  const answering = new Answering();
  // The stream's connection stays open: closing the app ends it rather than waiting for it.
  const app = Fastify({ forceCloseConnections: true });
  let release: () => void = () => {};
  let url = '';

  beforeAll(async () => {
    answering.register(app);
    app.get('/slow', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { ok: true };
    });
    // An event stream: its answer has begun, so it waits on nothing while it stays open.
    app.get('/stream', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write(': open\n\n');
    });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  async function until(check: () => boolean) {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(check()).toBe(true);
  }

  it('counts a request until its answer begins, and not an open stream', async () => {
    expect(answering.waiting()).toBe(0);
    const stream = new AbortController();
    const streamed = await fetch(`${url}/stream`, { signal: stream.signal });
    expect(streamed.status).toBe(200);
    expect(answering.waiting()).toBe(0);

    const slow = fetch(`${url}/slow`);
    await until(() => answering.waiting() === 1);
    release();
    expect((await slow).status).toBe(200);
    expect(answering.waiting()).toBe(0);
    stream.abort();
  });

  it('keeps an upload on PGlite waiting while a request waits, and only then', async () => {
    const asked: number[] = [];
    const queue = [2, 1, 0];
    await letRequestsIn({
      databaseKind: 'pglite',
      requestsWaiting: () => {
        const waiting = queue.shift() ?? 0;
        asked.push(waiting);
        return waiting;
      },
    });
    expect(asked).toEqual([2, 1, 0]);

    // On PostgreSQL requests get their turns while its queries wait on the network: no asking.
    const pgAsked: number[] = [];
    await letRequestsIn({ databaseKind: 'postgres', requestsWaiting: () => pgAsked.push(1) });
    expect(pgAsked).toEqual([]);

    // A request that never ends does not stop the upload: it goes on after a bounded wait.
    let asks = 0;
    await letRequestsIn({ databaseKind: 'pglite', requestsWaiting: () => ++asks });
    expect(asks).toBeGreaterThan(1);
  });
});
