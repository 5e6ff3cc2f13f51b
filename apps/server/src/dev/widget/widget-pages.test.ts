import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { devWidgetRoutes } from './routes.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const data = (html: string) =>
  JSON.parse(/<script type="application\/json" id="playground-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

describe('login widget playground', () => {
  it('serves the page with the project token, the config from the query and a strict CSP', async () => {
    const config = { authFlowType: 'Organization', organizationSlug: '</script><script>alert(1)</script>' };
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/dev/widget?theme=dark&config=${encodeURIComponent(JSON.stringify(config))}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).not.toContain('<script>alert(1)');
    expect(data(res.body)).toEqual({
      publicToken: ctx.services.identity.project.publicToken,
      config,
      theme: 'dark',
      selector: '#widget',
      nonce,
    });
    expect(res.body).toContain('<script type="module" src="/dev/widget/login-widget.js"></script>');
    const again = await ctx.app.inject({ method: 'GET', url: '/dev/widget' });
    expect(String(again.headers['content-security-policy'])).not.toContain(nonce);
  });

  it('allows API calls to the configured base URL', async () => {
    const config = encodeURIComponent(JSON.stringify({ baseUrl: 'https://auth.example.com/path' }));
    const res = await ctx.app.inject({ method: 'GET', url: `/dev/widget?config=${config}` });
    expect(String(res.headers['content-security-policy'])).toContain("connect-src 'self' https://auth.example.com;");
  });

  it('refuses a config that is not a JSON object', async () => {
    for (const config of ['{broken', '[1]', '"text"']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/dev/widget?config=${encodeURIComponent(config)}` });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('config must be a JSON object.');
    }
  });

  it('serves the playground script and the standalone bundle from the widget build', async () => {
    const script = await ctx.app.inject({ method: 'GET', url: '/dev/widget/playground.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('ShelfScopeLogin.mount');

    const dist = mkdtempSync(path.join(tmpdir(), 'widget-dist-'));
    const app = Fastify().setValidatorCompiler(validatorCompiler).setSerializerCompiler(serializerCompiler);
    await app.register(devWidgetRoutes({ publicToken: 'public-token-test-x', distDir: dist }));
    try {
      expect((await app.inject({ method: 'GET', url: '/dev/widget/login-widget.js' })).statusCode).toBe(404);
      writeFileSync(path.join(dist, 'login-widget.js'), 'var ShelfScopeLogin = {};');
      const bundle = await app.inject({ method: 'GET', url: '/dev/widget/login-widget.js' });
      expect(bundle.statusCode).toBe(200);
      expect(bundle.body).toBe('var ShelfScopeLogin = {};');
      // Chunks loaded on demand come from beside the bundle; nothing else does.
      writeFileSync(path.join(dist, 'login-widget-on-demand-abc123.js'), 'export {};');
      expect((await app.inject({ method: 'GET', url: '/dev/widget/login-widget-on-demand-abc123.js' })).body).toBe('export {};');
      writeFileSync(path.join(dist, 'secret.txt'), 'no');
      for (const url of ['/dev/widget/secret.txt', '/dev/widget/..%2Fsecret.txt', '/dev/widget/login-widget-x.js']) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await app.close();
    }
  });

  it('is not mounted when dev tools are off', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      for (const url of ['/dev/widget', '/dev/widget/playground.js', '/dev/widget/login-widget.js']) {
        expect((await prod.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await prod.close();
    }
  });
});
