import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { integrityOf, WIDGET_STANDALONE_DIR, widgetRelease, widgetVersion } from './release.js';

/** The released widget: the build's bytes at the versioned URL, immutable, embeddable from any origin. */
let ctx: TestContext;
// The route is registered in every mode, production included (app.ts): nothing to switch on.
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('/widget/v{version}/login-widget.js', () => {
  it('serves the built bundle with the printed integrity, cached for a year, open to other origins', async () => {
    const version = widgetVersion();
    const built = await readFile(path.join(WIDGET_STANDALONE_DIR, 'login-widget.js'));
    const release = widgetRelease();
    expect(release.path).toBe(`/widget/v${version}/login-widget.js`);
    const res = await ctx.app.inject({ method: 'GET', url: release.path });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(built)).toBe(true);
    expect(integrityOf(res.rawPayload)).toBe(release.integrity);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers 404 for another version, a file that is not the bundle, and a path outside it', async () => {
    for (const url of [
      '/widget/v0.0.0-nope/login-widget.js',
      `/widget/v${widgetVersion()}/package.json`,
      `/widget/v${widgetVersion()}/..%2F..%2Fpackage.json`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
