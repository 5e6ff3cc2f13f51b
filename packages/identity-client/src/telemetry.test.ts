import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTelemetrySource, EventLogger, TELEMETRY_BATCH_SIZE, TELEMETRY_FLUSH_INTERVAL_MS } from './telemetry.js';
import { bodyArray, fakeFetch, ok } from './test-support/fake-fetch.js';

const URL_EVENTS = 'https://api.example.com/sdk/v1/events';
const telemetry = createTelemetrySource(undefined, 'app.example.com');
const event = (n: number) => ({ public_token: 'public-token-test-t', event_name: `event_${n}` });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('EventLogger', () => {
  it('flushes queued events 800 ms after the first one, as one JSON array without credentials', async () => {
    const server = fakeFetch({ 'POST /events': () => ok() });
    const logger = new EventLogger({ url: URL_EVENTS, fetch: server.fetch });
    logger.log(telemetry(), event(1));
    logger.log(telemetry(), event(2));
    await vi.advanceTimersByTimeAsync(TELEMETRY_FLUSH_INTERVAL_MS - 1);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(TELEMETRY_FLUSH_INTERVAL_MS).toBe(800);
    expect(server.calls).toHaveLength(1);
    const call = server.calls[0];
    expect(call?.url).toBe(URL_EVENTS);
    expect(call?.credentials).toBe('omit');
    expect(call?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(bodyArray<{ event: { event_name: string } }>(call).map((e) => e.event.event_name)).toEqual(['event_1', 'event_2']);
    expect(bodyArray<{ telemetry: unknown }>(call)[0]?.telemetry).toMatchObject({ app: { identifier: 'app.example.com' } });
  });

  it('sends a full batch of 15 at once and never more than 15 per request', async () => {
    const server = fakeFetch({ 'POST /events': () => ok() });
    const logger = new EventLogger({ url: URL_EVENTS, fetch: server.fetch });
    for (let i = 0; i < 15; i++) logger.log(telemetry(), event(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(TELEMETRY_BATCH_SIZE).toBe(15);
    expect(server.calls.map((c) => (c.body as unknown[]).length)).toEqual([15]);
    for (let i = 15; i < 20; i++) logger.log(telemetry(), event(i));
    await vi.advanceTimersByTimeAsync(799);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls.map((c) => (c.body as unknown[]).length)).toEqual([15, 5]);
  });

  it('splits events queued during a send into batches of at most 15', async () => {
    const server = fakeFetch({ 'POST /events': () => ok() });
    const logger = new EventLogger({ url: URL_EVENTS, fetch: server.fetch });
    for (let i = 0; i < 40; i++) logger.log(telemetry(), event(i));
    await logger.flush();
    await vi.advanceTimersByTimeAsync(800);
    const sizes = server.calls.map((c) => (c.body as unknown[]).length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(40);
    expect(Math.max(...sizes)).toBe(15);
  });

  it('ignores failures and keeps working', async () => {
    let fail = true;
    const server = fakeFetch({}, () => {
      if (fail) throw new TypeError('Failed to fetch');
      return ok();
    });
    const logger = new EventLogger({ url: URL_EVENTS, fetch: server.fetch });
    logger.log(telemetry(), event(1));
    await vi.advanceTimersByTimeAsync(800);
    fail = false;
    logger.log(telemetry(), event(2));
    await vi.advanceTimersByTimeAsync(800);
    expect(server.calls).toHaveLength(2);
    expect(bodyArray(server.calls[1]).length).toBe(1);
  });

  it('holds no timer while idle and drops the queue on dispose', async () => {
    const server = fakeFetch({}, () => ok());
    const logger = new EventLogger({ url: URL_EVENTS, fetch: server.fetch });
    expect(vi.getTimerCount()).toBe(0);
    logger.log(telemetry(), event(1));
    expect(vi.getTimerCount()).toBe(1);
    logger.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls).toHaveLength(0);
  });
});
