import { afterEach, describe, expect, it, vi } from 'vitest';
import { installErrorReporting, reportClientError } from './client-errors';

afterEach(() => vi.unstubAllGlobals());

/** The reports the page posted (fetch is the network boundary). */
function posted() {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response('{}');
  });
  return calls;
}

describe('browser errors of the web app', () => {
  it('posts a window error to /api/client-errors with its stack and the page without its query, once per message', async () => {
    const calls = posted();
    window.history.replaceState(null, '', '/products?search=secret');
    installErrorReporting();
    const error = new Error('grid exploded');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/client-errors');
    expect(calls[0]?.init.headers).toMatchObject({ 'content-type': 'application/json' });
    const body = JSON.parse(String(calls[0]?.init.body));
    expect(body).toMatchObject({
      source: 'web',
      kind: 'error',
      message: 'Error: grid exploded',
      url: `${window.location.origin}/products`,
      // The release the build was stamped with, as the navigation's foot shows it (vitest.config.ts).
      release: 'v0.1.0-7-g1234abc',
    });
    expect(body.stack).toContain('grid exploded');
  });

  it('reports a render error and an unhandled rejection, and never throws when the server is away', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(() => reportClientError('render', new Error('a render failed'))).not.toThrow();
    const calls = posted();
    reportClientError('unhandledrejection', 'a plain reason');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ kind: 'unhandledrejection', message: 'a plain reason' });
  });
});
