import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { BODY_LIMITS } from '../../app.js';

const TOKEN = 'metrics-token-for-the-tests-0123';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => ctx.close());

const scrape = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('GET /metrics', () => {
  it('needs the bearer token METRICS_TOKEN when it is set', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('shelfscope_');
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('# TYPE shelfscope_http_request_duration_seconds histogram');
  });

  it('is open without a token', async () => {
    const open = await createTestApp();
    try {
      const res = await open.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('shelfscope_process_cpu_seconds_total');
    } finally {
      await open.close();
    }
  });

  it('times requests by route pattern, never by the raw URL', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/Upload/11111111-1111-4111-8111-111111111111' });
    const text = await scrape();
    expect(text).toMatch(
      /shelfscope_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /shelfscope_http_request_duration_seconds_count\{method="GET",route="\/api\/Upload\/:uploadId",status_code="401"\} 1/,
    );
    expect(text).not.toContain('11111111-1111');
  });

  it('counts webhook outcomes, market-data calls, job attempts and queue depth', async () => {
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments-hook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(400);
    await ctx.services.market.products(['B000000001'], { marketplace: 'US', offers: false, stock: false, history: false });
    // A sign-in code is mailed by a job (email.deliver).
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/sdk/v1/b2b/otps/email/discovery/send',
      headers: {
        authorization: `Basic ${Buffer.from(`${ctx.services.identity.project.publicToken}:${ctx.services.identity.project.publicToken}`).toString('base64')}`,
      },
      payload: { email_address: 'metrics@example.com' },
    });
    expect(sent.statusCode).toBe(200);
    const text = await eventually(async () => {
      const body = await scrape();
      return /shelfscope_job_duration_seconds_count\{queue="email.deliver",outcome="ok"\} [1-9]/.test(body) && body;
    });
    expect(text).toContain('shelfscope_webhook_requests_total{outcome="rejected"} 1');
    expect(text).toMatch(
      /shelfscope_market_provider_calls_total\{provider="simulated",operation="products",outcome="ok"\} [1-9]/,
    );
    expect(text).toMatch(/shelfscope_job_queue_depth\{queue="upload.process"\} 0/);
    if (ctx.services.database.kind === 'postgres') expect(text).toMatch(/shelfscope_db_pool_connections\{state="total"\} [1-9]/);
  });
});

describe('server timeouts', () => {
  it('gives a client REQUEST_TIMEOUT_SECONDS to send a request and keeps idle sockets KEEP_ALIVE_TIMEOUT_SECONDS', async () => {
    expect(ctx.app.server.requestTimeout).toBe(300_000);
    expect(ctx.app.server.keepAliveTimeout).toBe(72_000);
    const own = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '30', KEEP_ALIVE_TIMEOUT_SECONDS: '65' });
    try {
      expect(own.app.server.requestTimeout).toBe(30_000);
      expect(own.app.server.keepAliveTimeout).toBe(65_000);
    } finally {
      await own.close();
    }
  });
});

describe('request body limits by route family', () => {
  const json = (bytes: number) => JSON.stringify({ name: 'x'.repeat(bytes) });

  it('refuses an identity API body over 64 KiB and a seller API body over 1 MiB with a 413', async () => {
    const basic = Buffer.from(
      `${ctx.services.identity.project.publicToken}:${ctx.services.identity.project.publicToken}`,
    ).toString('base64');
    const identity = (bytes: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/sdk/v1/b2b/otps/email/discovery/send',
        headers: { 'content-type': 'application/json', authorization: `Basic ${basic}` },
        payload: json(bytes),
      });
    expect((await identity(BODY_LIMITS.identity)).statusCode).toBe(413);
    expect((await identity(1_000)).statusCode).toBe(400); // within the limit: read, then refused as a bad form

    const { jwt } = await sellerSession(ctx);
    const supplier = (bytes: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Supplier',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
        payload: json(bytes),
      });
    // Over the identity family's limit, within the API's: read, then refused for its over-long name.
    expect((await supplier(BODY_LIMITS.identity)).statusCode).toBe(400);
    expect((await supplier(BODY_LIMITS.api)).statusCode).toBe(413);
  });
});

describe('OpenTelemetry traces', () => {
  it('exports a span per request to OTEL_EXPORTER_OTLP_ENDPOINT, continuing the caller trace', async () => {
    // A stand-in OTLP/HTTP collector on loopback: the network boundary.
    const received: { path: string; body: string; type: string }[] = [];
    const collector = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push({ path: req.url ?? '', body, type: req.headers['content-type'] ?? '' });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    const traced = await createTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` });
    try {
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const res = await traced.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01`, 'x-request-id': 'trace-test-request-1' },
      });
      expect(res.statusCode).toBe(200);
      await traced.close(); // flushes the batch
      const exported = received.filter((r) => r.path === '/v1/traces');
      expect(exported.length).toBeGreaterThan(0);
      expect(exported[0]?.type).toContain('application/json');
      const spans = exported.flatMap((r) =>
        (JSON.parse(r.body) as { resourceSpans: { scopeSpans: { spans: Record<string, unknown>[] }[] }[] }).resourceSpans.flatMap(
          (rs) => rs.scopeSpans.flatMap((ss) => ss.spans),
        ),
      );
      const span = spans.find((s) => s.name === 'GET /api/health');
      expect(span).toMatchObject({ traceId, parentSpanId: '00f067aa0ba902b7' });
      expect(JSON.stringify(span?.attributes)).toContain('trace-test-request-1');
      expect(exported[0]?.body).toContain('"service.name"');
    } finally {
      await traced.close();
      await new Promise((resolve) => collector.close(resolve));
    }
  });
});
