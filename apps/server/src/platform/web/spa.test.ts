import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { jsonDataIsland } from './spa.js';

let dist: string;
let ctx: TestContext;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'shelfscope-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'assets', 'index-3f9a1c.js.map'), '{"version":3}');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(dist, 'sw.js'), "self.addEventListener('fetch', () => {});");
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"ShelfScope"}');
  ctx = await createTestApp({}, { webDistDir: dist });
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html') => ctx.app.inject({ method: 'GET', url, headers: { accept } });

describe('serving the built web app', () => {
  it('serves index.html at / and for client-side routes, never cached', async () => {
    for (const url of ['/', '/suppliers', '/products/B000123?tab=offers', '/auth/authenticate']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await get('/assets/index-3f9a1c.js', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg', '*/*')).headers['cache-control']).toBe('no-cache');
  });

  it('keeps server paths and missing files as real 404s', async () => {
    const api = await get('/api/NoSuchRoute');
    expect(api.statusCode).toBe(404);
    expect(api.json().hasErrors).toBe(true);
    expect((await get('/sdk/v1/nothing')).json().error_type).toBe('route_not_found');
    expect((await get('/assets/missing-123.js', '*/*')).statusCode).toBe(404);
    // Source maps are kept on the server for reading stack traces, never served.
    expect((await get('/assets/index-3f9a1c.js.map', '*/*')).statusCode).toBe(404);
    expect((await get('/dev/unknown')).statusCode).toBe(404);
    // An API client asking for JSON at a page route gets JSON, not the app.
    expect((await get('/suppliers', 'application/json')).statusCode).toBe(404);
  });

  it('writes the client configuration into each page, as GET /api/client-config answers it', async () => {
    const config = (await get('/api/client-config', 'application/json')).json();
    for (const url of ['/', '/products', '/auth/authenticate']) {
      const body = (await get(url)).body;
      const island = body.match(/<script type="application\/json" id="shelfscope-client-config">(.*?)<\/script>/)?.[1];
      expect(island, url).toBeDefined();
      expect(JSON.parse(island as string)).toEqual(config);
      // In the head, before the app's scripts run.
      expect(body.indexOf(island as string)).toBeLessThan(body.indexOf('</head>'));
    }
  });
});

describe('the installable app (docs/scanner.md)', () => {
  it('serves the manifest and the service worker from the root, with their types, never cached', async () => {
    const manifest = await get('/manifest.webmanifest', '*/*');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'ShelfScope' });

    const worker = await get('/sw.js', '*/*');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    // A new release must reach the phones: the browser checks the worker on every visit.
    expect(worker.headers['cache-control']).toBe('no-cache');
    // The worker runs under the policy its script came with: fetching this origin is all it may do.
    const csp = String(worker.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'none'");
  });
});

describe('a JSON data island', () => {
  it('escapes every "<", so no value can close its element or open another', () => {
    const island = jsonDataIsland('x', { name: '</script><script>alert(1)</script>', ok: 'a<b' });
    expect(island.match(/<\/script>/g)).toHaveLength(1);
    expect(island).not.toContain('<script>alert');
    const json = island.slice(island.indexOf('>') + 1, island.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', ok: 'a<b' });
  });
});

describe("the sign-in page's light entry (issue 36)", () => {
  let signInDist: string;
  let signInCtx: TestContext;
  const appScript = 'window.app = 1;';
  const signInScript = 'window.signIn = 1;';
  beforeAll(async () => {
    signInDist = await mkdtemp(path.join(tmpdir(), 'shelfscope-web-'));
    await writeFile(
      path.join(signInDist, 'index.html'),
      `<!doctype html><html><head><script>${appScript}</script></head><body><div id="app-root"></div></body></html>`,
    );
    await writeFile(
      path.join(signInDist, 'sign-in.html'),
      `<!doctype html><html><head><script>${signInScript}</script></head><body><div id="sign-in-root"></div></body></html>`,
    );
    signInCtx = await createTestApp({}, { webDistDir: signInDist });
  });
  afterAll(async () => {
    await signInCtx.close();
    await rm(signInDist, { recursive: true, force: true });
  });
  const page = (url: string) => signInCtx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

  it('answers a visit that starts on a sign-in address with sign-in.html and the client configuration', async () => {
    const config = (await signInCtx.app.inject({ method: 'GET', url: '/api/client-config' })).json();
    for (const url of ['/auth/authenticate', '/auth/authenticate?next=%2Fproducts', '/authenticate?token=abc']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="sign-in-root">');
      const island = res.body.match(/id="shelfscope-client-config">(.*?)<\/script>/)?.[1];
      expect(JSON.parse(island as string), url).toEqual(config);
      expect(res.headers['content-security-policy'], url).toContain(hash(signInScript));
    }
  });

  it('answers every other page with the app, whose inline script the policy still allows', async () => {
    for (const url of ['/', '/products', '/auth/authenticated', '/oauth/authorize?client_id=x']) {
      const res = await page(url);
      expect(res.body, url).toContain('<div id="app-root">');
      expect(res.headers['content-security-policy'], url).toContain(hash(appScript));
    }
  });
});
