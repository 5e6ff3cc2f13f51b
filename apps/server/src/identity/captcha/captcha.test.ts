import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, sdk, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { startTurnstileStandIn, TURNSTILE_TEST_SECRET } from '../../../test/turnstile-stand-in.js';
import { CAPTCHA_WIDGET_DIR } from './captcha.js';

const ORIGIN = 'https://app.partner.test';
let altcha: TestContext;
let turnstile: TestContext;
let standIn: Awaited<ReturnType<typeof startTurnstileStandIn>>;

beforeAll(async () => {
  standIn = await startTurnstileStandIn();
  altcha = await createTestApp({ IDENTITY_CAPTCHA: '1', IDENTITY_ALLOWED_ORIGINS: ORIGIN });
  turnstile = await createTestApp({
    IDENTITY_CAPTCHA: '1',
    TURNSTILE_SITE_KEY: '0x4AAAAAAA-test-site-key',
    TURNSTILE_SECRET: TURNSTILE_TEST_SECRET,
    TURNSTILE_VERIFY_URL: standIn.verifyUrl,
  });
});
afterAll(async () => {
  await altcha?.close();
  await turnstile?.close();
  standIn?.close();
});

const send = (ctx: TestContext, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/sdk/v1/b2b/otps/email/discovery/send',
    headers: { authorization: basicAuth(ctx), 'content-type': 'application/json', origin: ORIGIN },
    payload: JSON.stringify({ email_address: uniqueEmail('captcha'), ...body }),
  });

/** Fetches a challenge and solves it for real, as the widget does in the browser. */
async function solvedToken(ctx: TestContext): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: '/sdk/v1/captcha/challenge' });
  expect(res.statusCode).toBe(200);
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('captcha, self-hosted proof of work (the default without Turnstile keys)', () => {
  it('bootstrap says so and where the challenges are', async () => {
    const { publicToken } = altcha.services.identity.project;
    const { data } = (await altcha.app.inject({ method: 'GET', url: `/sdk/v1/projects/bootstrap/${publicToken}` })).json();
    expect(data.captcha_settings).toEqual({
      enabled: true,
      provider: 'altcha',
      challenge_url: 'http://127.0.0.1:3000/sdk/v1/captcha/challenge',
    });
  });

  it('answers "Captcha required" (plain text, with CORS) without a token, as the client expects', async () => {
    const res = await send(altcha, {});
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('Captcha required');
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
  });

  it('accepts a solved challenge once; a reused, forged or garbage token is captcha_failed', async () => {
    const token = await solvedToken(altcha);
    const accepted = await send(altcha, { captcha_token: token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const reused = await send(altcha, { captcha_token: token });
    expect(reused.statusCode).toBe(429);
    expect(reused.json().error_type).toBe('captcha_failed');

    const fresh = JSON.parse(Buffer.from(await solvedToken(altcha), 'base64').toString());
    const wrongAnswer = { ...fresh, solution: { ...fresh.solution, counter: fresh.solution.counter + 1 } };
    for (const bad of [Buffer.from(JSON.stringify(wrongAnswer)).toString('base64'), 'not-a-token']) {
      const res = await send(altcha, { captcha_token: bad });
      expect(res.statusCode).toBe(429);
      expect(res.json().error_type).toBe('captcha_failed');
    }
  });

  it('serves the on-demand captcha widget script', async () => {
    const res = await altcha.app.inject({ method: 'GET', url: '/sdk/v1/captcha/widget.js', headers: { origin: ORIGIN } });
    if (existsSync(path.join(CAPTCHA_WIDGET_DIR, 'captcha.js'))) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.body).toContain('ShelfScopeCaptcha');
      const worker = await altcha.app.inject({ method: 'GET', url: '/sdk/v1/captcha/sha-worker.js' });
      expect(worker.statusCode).toBe(200);
    } else {
      // Not built (a server-only checkout): a clear JSON 404, not a crash.
      expect(res.statusCode).toBe(404);
      expect(res.json().error_type).toBe('captcha_widget_not_built');
    }
  });

  it('leaves other routes alone', async () => {
    const res = await sdk(altcha, 'POST', '/b2b/organizations/search', { organization_slug: 'nobody-here' });
    expect(res.status).toBe(200);
  });
});

describe('captcha, Cloudflare Turnstile (with its keys)', () => {
  it('serves the site key and verifies tokens at siteverify', async () => {
    const { publicToken } = turnstile.services.identity.project;
    const { data } = (await turnstile.app.inject({ method: 'GET', url: `/sdk/v1/projects/bootstrap/${publicToken}` })).json();
    expect(data.captcha_settings).toEqual({ enabled: true, siteKey: '0x4AAAAAAA-test-site-key', provider: 'turnstile' });
    expect((await send(turnstile, {})).body).toBe('Captcha required');
    expect((await send(turnstile, { captcha_token: 'good' })).statusCode).toBe(200);
    expect(standIn.received.at(-1)).toMatchObject({ secret: TURNSTILE_TEST_SECRET, response: 'good' });
    const bad = await send(turnstile, { captcha_token: 'bad' });
    expect(bad.statusCode).toBe(429);
    expect(bad.json().error_type).toBe('captcha_failed');
    const down = await send(turnstile, { captcha_token: 'broken' });
    expect(down.statusCode).toBe(429);
    expect(down.json().error_message).toMatch(/could not be checked/);
    // No challenge endpoint: Turnstile makes its own.
    expect((await turnstile.app.inject({ method: 'GET', url: '/sdk/v1/captcha/challenge' })).statusCode).toBe(404);
  });
});
