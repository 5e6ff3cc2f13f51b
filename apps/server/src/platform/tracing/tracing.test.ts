import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { capturedLogger } from '../../../test/log-lines.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { suppliers } from '../../db/schema.js';
import type { Services } from '../../services.js';

// Traces down to the statement: one request's server span with a child span for each SQL
// statement it runs (on PGlite, or PostgreSQL under scripts/test-pg.mjs), its outgoing HTTP
// call (to a loopback server: the network boundary) and the job it queues, all in one trace;
// the trace id in its log lines and its error bodies. With tracing off, none of it.

const { lines, logger: moduleLogger } = capturedLogger();

let upstream: Server;
let upstreamUrl: string;
const jobsRun: unknown[] = [];

beforeAll(async () => {
  upstream = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

/** Probe routes: SQL, an outgoing call and a queued job; a failure; a logged line. */
function probes(app: FastifyInstance, services: Services) {
  services.jobs.define<{ note: string }>('test.traced', async (data) => {
    moduleLogger.info('in the job');
    await services.database.executeSql('select 2 as two');
    jobsRun.push(data);
  });
  app.post('/api/test/traced', async () => {
    moduleLogger.info('before the database');
    const rows = await services.database.db.select({ id: suppliers.id }).from(suppliers).limit(1);
    const answer = await fetch(`${upstreamUrl}/lookup?key=secret-api-key`).then((r) => r.json());
    await services.jobs.send('test.traced', { note: 'queued' });
    moduleLogger.info('after the call');
    return { rows: rows.length, answer };
  });
  app.get('/api/test/broken', async () => {
    await services.database.executeSql('select 1');
    throw new Error('a bug');
  });
}

const byName = (spans: ReadableSpan[], name: string) => spans.filter((s) => s.name === name);
const parentOf = (span: ReadableSpan | undefined) => span?.parentSpanContext?.spanId;

describe('tracing on (an in-memory exporter)', () => {
  const exporter = new InMemorySpanExporter();
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { traceExporter: exporter, extend: probes });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    exporter.reset();
    lines.length = 0;
  });

  it('breaks a request down into its SQL, its outgoing call and its job, in one trace', async () => {
    // Over a real socket with a body that arrives in many chunks: the handler still runs in
    // the request's context after the body's events.
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/test/traced`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ any: 'x'.repeat(500_000) }),
    });
    expect(res.status).toBe(200);
    await eventually(async () => jobsRun.length > 0 && byName(exporter.getFinishedSpans(), 'job test.traced').length > 0);
    const spans = exporter.getFinishedSpans();
    const [server] = byName(spans, 'POST /api/test/traced');
    expect(server).toBeDefined();
    const traceId = server?.spanContext().traceId;
    const serverId = server?.spanContext().spanId;

    const children = spans.filter((s) => parentOf(s) === serverId);
    for (const child of children) expect(child.spanContext().traceId).toBe(traceId);
    const select = children.find((s) => String(s.attributes['db.query.text']).includes('"suppliers"'));
    expect(select?.name).toBe('SELECT');
    expect(select?.attributes['shelfscope.database']).toBe(ctx.services.database.kind);
    // The statement's text, never its parameters.
    expect(select?.attributes['db.query.text']).toMatch(/limit \$1/);

    const call = children.find((s) => s.attributes['http.request.method'] === 'GET');
    expect(call?.name).toBe('GET 127.0.0.1');
    expect(call?.attributes).toMatchObject({ 'server.address': '127.0.0.1', 'http.response.status_code': 200 });
    expect(JSON.stringify(call?.attributes)).not.toContain('secret-api-key');

    // The queued job is a child of the request, and its own SQL a child of the job.
    const [job] = byName(spans, 'job test.traced');
    expect(job?.spanContext().traceId).toBe(traceId);
    expect(parentOf(job)).toBe(serverId);
    const jobSql = spans.find((s) => s.attributes['db.query.text'] === 'select 2 as two');
    expect(parentOf(jobSql)).toBe(job?.spanContext().spanId);
    expect(jobsRun).toEqual([{ note: 'queued' }]);

    // Every line logged while serving it names the trace and the request's span, and the job's
    // line names the job's span in the same trace.
    const mine = lines.filter((l) => typeof l.msg === 'string');
    expect(mine.map((l) => [l.msg, l.trace_id, l.span_id])).toEqual([
      ['before the database', traceId, serverId],
      ['after the call', traceId, serverId],
      ['in the job', traceId, job?.spanContext().spanId],
    ]);
  });

  it('names the trace in the error bodies of both APIs', async () => {
    const seller = await ctx.app.inject({ method: 'GET', url: '/api/test/broken' });
    expect(seller.statusCode).toBe(500);
    const [server] = byName(exporter.getFinishedSpans(), 'GET /api/test/broken');
    expect(seller.json()).toMatchObject({ hasErrors: true, trace_id: server?.spanContext().traceId });
    expect(parentOf(exporter.getFinishedSpans().find((s) => s.attributes['db.query.text'] === 'select 1'))).toBe(
      server?.spanContext().spanId,
    );

    // A real route's refusal (its response schema does not strip the key).
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/Supplier' });
    expect(refused.statusCode).toBe(401);
    const [list] = byName(exporter.getFinishedSpans(), 'GET /api/Supplier');
    expect(refused.json()).toMatchObject({ hasErrors: true, trace_id: list?.spanContext().traceId });

    const identity = await ctx.app.inject({ method: 'GET', url: '/sdk/v1/no-such-route' });
    expect(identity.statusCode).toBe(404);
    const traceId = exporter
      .getFinishedSpans()
      .find((s) => s.attributes['url.path'] === '/sdk/v1/no-such-route')
      ?.spanContext().traceId;
    expect(identity.json()).toMatchObject({ error_type: 'route_not_found', trace_id: traceId });
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('continues a caller trace and makes no spans outside a request', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await ctx.app.inject({
      method: 'GET',
      url: '/api/test/broken',
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    const spans = exporter.getFinishedSpans();
    expect(spans.length).toBeGreaterThan(1);
    expect(spans.every((s) => s.spanContext().traceId === traceId)).toBe(true);
    exporter.reset();
    await ctx.services.database.executeSql('select 3');
    await fetch(`${upstreamUrl}/outside`);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});

describe('sampling (OTEL_TRACES_SAMPLER)', () => {
  it('keeps no trace with always_off, and follows the caller by default', async () => {
    const exporter = new InMemorySpanExporter();
    const off = await createTestApp({ OTEL_TRACES_SAMPLER: 'always_off' }, { traceExporter: exporter, extend: probes });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/test/broken' })).statusCode).toBe(500);
      expect(exporter.getFinishedSpans()).toEqual([]);
    } finally {
      await off.close();
    }
    const parentBased = await createTestApp({}, { traceExporter: exporter, extend: probes });
    try {
      const notSampled = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00';
      await parentBased.app.inject({ method: 'GET', url: '/api/test/broken', headers: { traceparent: notSampled } });
      expect(exporter.getFinishedSpans()).toEqual([]);
    } finally {
      await parentBased.close();
    }
  });
});

describe('tracing off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { extend: probes });
  });
  afterAll(() => ctx.close());

  it('adds no trace fields to log lines or error bodies', async () => {
    lines.length = 0;
    expect(ctx.services.tracing.enabled).toBe(false);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/traced', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(lines.filter((l) => typeof l.msg === 'string').length).toBeGreaterThan(0);
    expect(lines.some((l) => 'trace_id' in l || 'span_id' in l)).toBe(false);
    const broken = await ctx.app.inject({ method: 'GET', url: '/api/test/broken' });
    expect(Object.keys(broken.json()).sort()).toEqual(['data', 'details', 'errors', 'hasErrors']);
    const identity = await ctx.app.inject({ method: 'GET', url: '/sdk/v1/no-such-route' });
    expect(identity.json()).not.toHaveProperty('trace_id');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('Redis command spans (needs TEST_REDIS_URL)', () => {
  it('are children of the request, naming the command and not its keys', async () => {
    const exporter = new InMemorySpanExporter();
    const ctx = await createTestApp(
      { REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: `trace-test-${process.pid}:` },
      {
        traceExporter: exporter,
        extend: (app, services) => {
          app.get('/api/test/redis', async () => {
            await services.redis?.client.set('traced-key', 'value', 'EX', 10);
            return { value: await services.redis?.client.get('traced-key') };
          });
        },
      },
    );
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/test/redis' })).json()).toEqual({ value: 'value' });
      const spans = exporter.getFinishedSpans();
      const server = spans.find((s) => s.name === 'GET /api/test/redis');
      const commands = spans.filter((s) => parentOf(s) === server?.spanContext().spanId && s.name.startsWith('redis '));
      expect(commands.map((s) => s.name)).toEqual(['redis SET', 'redis GET']);
      expect(JSON.stringify(commands.map((s) => s.attributes))).not.toContain('traced-key');
    } finally {
      await ctx.close();
    }
  });
});
