import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { inlineScriptHashes } from './security-headers.js';

const INLINE = "document.documentElement.dataset.scheme = 'dark';";
const INDEX = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/index-1a2b3c.js"></script></head><body><div id="root"></div></body></html>`;
const INLINE_HASH = `sha256-${createHash('sha256').update(INLINE).digest('base64')}`;

let dist: string;
let ctx: TestContext;
const contexts: TestContext[] = [];
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'shelfscope-headers-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets', 'index-1a2b3c.js'), 'console.log(1)');
  ctx = await createTestApp({ DEV_TOOLS: '1' }, { webDistDir: dist });
  contexts.push(ctx);
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await rm(dist, { recursive: true, force: true });
});

function directives(res: LightMyRequestResponse): Map<string, string> {
  const csp = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

function expectCommonHeaders(res: LightMyRequestResponse, label: string) {
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['referrer-policy'], label).toBe('same-origin');
  expect(res.headers['x-frame-options'], label).toBe('DENY');
  const csp = directives(res);
  expect(csp.size, label).toBeGreaterThan(0);
  expect(csp.get('frame-ancestors'), label).toBe("'none'");
  // A policy that lets a page run inline or evaluated code is no policy.
  for (const source of ['script-src', 'default-src']) {
    expect(csp.get(source) ?? '', `${label} ${source}`).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
  }
  expect(res.headers['strict-transport-security'], label).toBeUndefined();
}

describe('security headers', () => {
  it('the web app (every client-side route, the sign-in pages): a strict CSP that allows only its own inline script', async () => {
    for (const url of ['/', '/products', '/auth/authenticate', '/auth/org/demo', '/authenticate']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expectCommonHeaders(res, url);
      const csp = directives(res);
      // WebAssembly compiled from this origin (the scanner's decoder), and no other code.
      expect(csp.get('script-src'), url).toBe(`'self' 'wasm-unsafe-eval' '${INLINE_HASH}'`);
      expect(csp.get('object-src'), url).toBe("'none'");
      expect(csp.get('connect-src'), url).toBe("'self'");
      expect(csp.get('base-uri'), url).toBe("'self'");
    }
    // A reload revalidates the page: the 304 must not bring a JSON policy that the browser would
    // put over the cached page's (it merges a 304's headers into the cached response).
    const page = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const etag = String(page.headers.etag);
    expect(etag).not.toBe('undefined');
    const revalidated = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expectCommonHeaders(asset, 'asset');
  });

  it('every API family and the dev pages', async () => {
    const { public_token: token } = (await ctx.app.inject({ method: 'GET', url: '/dev/project' })).json();
    const cases: { url: string; status: number; method?: 'GET' | 'POST' }[] = [
      { url: '/api/health', status: 200 },
      { url: '/api/Company', status: 401 },
      { url: '/api/openapi.json', status: 200 },
      { url: '/api/docs/', status: 200 },
      { url: '/api/market/images/sim-B005O8OH8H.svg', status: 200 },
      { url: '/api/NoSuchThing', status: 404 },
      { url: `/sdk/v1/projects/bootstrap/${token}`, status: 200 },
      { url: '/sdk/v1/b2b/sessions/authenticate', status: 401, method: 'POST' },
      { url: '/.well-known/jwks.json', status: 200 },
      { url: '/dev/mailbox', status: 200 },
      { url: '/dev/widget', status: 200 },
      { url: '/dev/project', status: 200 },
    ];
    for (const { url, status, method } of cases) {
      const res = await ctx.app.inject({ method: method ?? 'GET', url, headers: { accept: 'text/html,application/json' } });
      expect(res.statusCode, url).toBe(status);
      expectCommonHeaders(res, url);
    }
    // JSON answers may run nothing at all.
    const json = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(directives(json).get('default-src')).toBe("'none'");
  });

  it('sends HSTS when served over https: PUBLIC_URL https, or a trusted proxy saying so', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://shelfscope.example.com' });
    contexts.push(https);
    const direct = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(direct.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    contexts.push(proxied);
    const overHttps = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();

    // Without TRUST_PROXY a client cannot claim https for itself.
    const claimed = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('hashes exactly the inline scripts of a page', () => {
    expect(inlineScriptHashes(INDEX)).toEqual([INLINE_HASH]);
    expect(inlineScriptHashes('<script src="/a.js"></script><script>  </script>')).toEqual([]);
  });
});
