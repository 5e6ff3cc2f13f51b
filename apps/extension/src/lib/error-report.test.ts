import { describe, expect, it } from 'vitest';
import { ok, SERVER, workerHarness } from '../test/harness';
import { clientErrorOf } from './error-report';

describe("the extension's error reports", () => {
  it('name the error, its stack, the page and the release, within the bounds', () => {
    const report = clientErrorOf('error', new TypeError('x is undefined'), 'popup', '0.3.0');
    expect(report).toMatchObject({
      source: 'extension',
      kind: 'error',
      message: 'TypeError: x is undefined',
      url: 'popup',
      release: '0.3.0',
    });
    expect(report.stack).toContain('x is undefined');
    expect(clientErrorOf('unhandledrejection', 'x'.repeat(5_000), 'options', '0.3.0').message).toHaveLength(1_000);
  });

  it("are posted by the service worker to the server's /api/client-errors as the extension's, and never fail the page", async () => {
    const worker = workerHarness((call) => (call.url.pathname === '/api/client-errors' ? ok({ received: true }) : undefined));
    const report = clientErrorOf('error', new Error('boom'), 'popup', '0.3.0');
    await expect(worker.send({ type: 'error.report', report: { ...report, source: 'web' } })).resolves.toBeNull();
    const posted = worker.calls.filter((c) => c.url.pathname === '/api/client-errors');
    expect(posted.map((c) => [c.method, c.url.origin, c.body])).toEqual([['POST', SERVER, { ...report, source: 'extension' }]]);

    const down = workerHarness(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(down.send({ type: 'error.report', report })).resolves.toBeNull();
  });
});
