import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { startTurnstileStandIn } from '../../../test/turnstile-stand-in.js';
import { verifyTurnstile } from '../../platform/captcha/turnstile.js';
import { createCaptchaCheck } from './captcha.js';
import { marketingLeads } from './schema.js';

let standIn: Awaited<ReturnType<typeof startTurnstileStandIn>>;
let verifyUrl: string;
let received: Record<string, string>[];

beforeAll(async () => {
  standIn = await startTurnstileStandIn();
  ({ verifyUrl, received } = standIn);
});
afterAll(() => standIn.close());

const lastForm = () => received[received.length - 1];

describe('the Turnstile adapter', () => {
  it('passes a good token, sending secret, response and remoteip as a form', async () => {
    expect(await verifyTurnstile({ secret: 'test-secret', verifyUrl }, 'good', '192.0.2.5')).toBe('passed');
    expect(lastForm()).toEqual({ secret: 'test-secret', response: 'good', remoteip: '192.0.2.5' });
  });

  it('fails a token Cloudflare refuses', async () => {
    expect(await verifyTurnstile({ secret: 'test-secret', verifyUrl }, 'bad', undefined)).toBe('failed');
    expect(lastForm()).toEqual({ secret: 'test-secret', response: 'bad' });
  });

  it('is unavailable when Cloudflare does not answer in time', async () => {
    const started = Date.now();
    expect(await verifyTurnstile({ secret: 'test-secret', verifyUrl, timeoutMs: 300 }, 'slow', undefined)).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('is unavailable on an error status or a closed port', async () => {
    expect(await verifyTurnstile({ secret: 'test-secret', verifyUrl }, 'broken', undefined)).toBe('unavailable');
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    expect(await verifyTurnstile({ secret: 's', verifyUrl: `http://127.0.0.1:${port}/` }, 'good', undefined)).toBe('unavailable');
  });
});

describe('the lead form captcha check', () => {
  it('refuses everything with 503 in production when no secret is configured', async () => {
    const check = createCaptchaCheck({ secret: undefined, isProduction: true, verifyUrl });
    await expect(check('good', '192.0.2.1')).rejects.toMatchObject({
      statusCode: 503,
      code: 'captcha_unavailable',
      message: 'Captcha verification is not configured.',
    });
  });

  it('skips the check outside production when no secret is configured', async () => {
    const before = received.length;
    await expect(
      createCaptchaCheck({ secret: undefined, isProduction: false, verifyUrl })(null, undefined),
    ).resolves.toBeUndefined();
    expect(received.length).toBe(before);
  });

  it('answers 503 when Cloudflare is unavailable, never letting the lead through', async () => {
    const check = createCaptchaCheck({ secret: 'test-secret', isProduction: true, verifyUrl, timeoutMs: 300 });
    await expect(check('slow', undefined)).rejects.toMatchObject({ statusCode: 503, code: 'captcha_unavailable' });
  });
});

describe('POST /api/marketing/lead with a Turnstile secret', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TURNSTILE_SECRET: 'test-secret', TURNSTILE_VERIFY_URL: verifyUrl });
  });
  afterAll(() => ctx.close());

  const post = async (payload: Record<string, unknown>) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/marketing/lead',
      remoteAddress: '192.0.2.44',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const storedFor = (email: string) =>
    ctx.services.database.db.select().from(marketingLeads).where(eq(marketingLeads.email, email));

  it('stores the lead when the token passes, sending the visitor address', async () => {
    const email = uniqueEmail('lead');
    expect((await post({ email, firstName: 'A', lastName: 'B', turnstileToken: 'good' })).status).toBe(200);
    expect(lastForm()).toEqual({ secret: 'test-secret', response: 'good', remoteip: '192.0.2.44' });
    expect(await storedFor(email)).toHaveLength(1);
  });

  it('refuses a failing or missing token with 400 and stores nothing', async () => {
    const email = uniqueEmail('lead');
    const failed = await post({ email, firstName: 'A', lastName: 'B', turnstileToken: 'bad' });
    expect(failed.status).toBe(400);
    expect(failed.body.errors).toEqual([
      { type: 'captcha_failed', description: 'Captcha verification failed. Please try again.' },
    ]);
    const missing = await post({ email, firstName: 'A', lastName: 'B' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { type: 'validation', field: 'turnstileToken', description: 'turnstileToken is required' },
    ]);
    expect(await storedFor(email)).toEqual([]);
  });
});
