import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { VERSION } from '../../app.js';
import { createLogger } from '../../logger.js';
import { CLIENT_ERRORS_PER_MINUTE, reportClientError } from './report.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const REPORT = { source: 'web', kind: 'error', message: 'TypeError: x is undefined', release: 'web-1.2.3' };
let addresses = 0;
/** Each test reports from an address of its own, so the per-address limit of one never trips another. */
const newAddress = () => `203.0.113.${++addresses}`;

const post = (body: unknown, options: { address: string; jwt?: string; raw?: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/client-errors',
    remoteAddress: options.address,
    headers: { 'content-type': 'application/json', ...(options.jwt ? { authorization: `Bearer ${options.jwt}` } : {}) },
    payload: options.raw ?? JSON.stringify(body),
  });

async function counted(source: string, kind: string): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
  const line = res.body
    .split('\n')
    .find((l) => l.startsWith(`shelfscope_client_errors_total{source="${source}",kind="${kind}"}`));
  return Number(line?.split(' ').at(-1) ?? 0);
}

describe('POST /api/client-errors', () => {
  it('accepts a report without a session and counts it in /metrics by source and kind', async () => {
    const before = await counted('widget', 'unhandledrejection');
    const res = await post({ ...REPORT, source: 'widget', kind: 'unhandledrejection' }, { address: newAddress() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ received: true });
    expect(await counted('widget', 'unhandledrejection')).toBe(before + 1);
  });

  it("takes the widget's text/plain body (no-cors, from another origin) as JSON", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      remoteAddress: newAddress(),
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://shop.example' },
      payload: JSON.stringify({ ...REPORT, source: 'widget', kind: 'render' }),
    });
    expect(res.statusCode).toBe(200);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      remoteAddress: newAddress(),
      headers: { 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('refuses what is not a report, names the field, and bounds the body', async () => {
    const address = newAddress();
    const bad = await post({ ...REPORT, source: 'desktop' }, { address });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('source');
    expect((await post({ ...REPORT, message: 'x'.repeat(1_001) }, { address })).statusCode).toBe(400);
    const huge = await post(null, { address, raw: JSON.stringify({ ...REPORT, stack: 'y'.repeat(20_000) }) });
    expect(huge.statusCode).toBe(413);
  });

  it('limits each address to a number a minute (429 past it)', async () => {
    const address = newAddress();
    for (let k = 0; k < CLIENT_ERRORS_PER_MINUTE; k++) expect((await post(REPORT, { address })).statusCode).toBe(200);
    expect((await post(REPORT, { address })).statusCode).toBe(429);
    expect((await post(REPORT, { address: newAddress() })).statusCode).toBe(200);
  });

  it('limits a signed-in session across addresses, and still takes a report with a bad token', async () => {
    const { jwt } = await sellerSession(ctx);
    for (let k = 0; k < CLIENT_ERRORS_PER_MINUTE; k++)
      expect((await post(REPORT, { address: newAddress(), jwt })).statusCode).toBe(200);
    expect((await post(REPORT, { address: newAddress(), jwt })).statusCode).toBe(429);
    expect((await post(REPORT, { address: newAddress(), jwt: 'not-a-token' })).statusCode).toBe(200);
  });
});

describe('what a report logs', () => {
  it('strips tokens, JWTs and emails, drops the query of its page, and names both releases and the company', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJtZW1iZXIifQ.c2lnbmF0dXJlLWJ5dGVz';
    await reportClientError({
      report: {
        source: 'extension',
        kind: 'render',
        message: `Request failed for ann@shop.example with Bearer ${jwt}`,
        stack: `Error\n    at load (chrome-extension://abc/panel.js?token=${jwt}:1:2)`,
        url: 'https://app.example/products?search=ann@shop.example#id_token=abc',
        release: 'ext-0.9.0',
      },
      address: newAddress(),
      caller: { companyId: 'company-7', sessionId: 'session-7' },
      serverRelease: VERSION,
      rateLimits: ctx.services.identity.rateLimits,
      metrics: ctx.services.metrics,
      log: createLogger({ logLevel: 'info', nodeEnv: 'test' }, sink),
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'browser error reported',
      release: VERSION,
      clientError: {
        source: 'extension',
        kind: 'render',
        message: 'Request failed for [email] with Bearer [redacted]',
        stack: 'Error\n    at load (chrome-extension://abc/panel.js?token=[redacted]:1:2)',
        url: 'https://app.example/products',
        release: 'ext-0.9.0',
        companyId: 'company-7',
      },
    });
    expect(JSON.stringify(lines[0])).not.toContain('eyJ');
  });
});
