import { expect, test } from './fixtures';
import { signInAsDemo } from './web-support';

// A browser error in the web app reaches the server (issue 39): the app's window error handler
// posts it to /api/client-errors, which counts it in /metrics.

const counted = async (request: import('@playwright/test').APIRequestContext) => {
  const metrics = await (await request.get('/metrics')).text();
  const line = metrics.split('\n').find((l) => l.startsWith('shelfscope_client_errors_total{source="web",kind="error"}'));
  return Number(line?.split(' ').at(-1) ?? 0);
};

test('an error thrown in the web app is reported to the server', async ({ page, request, consoleErrors }) => {
  await signInAsDemo(page, '/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 2 })).toBeVisible();
  const before = await counted(request);
  const reported = page.waitForRequest((r) => r.url().endsWith('/api/client-errors') && r.method() === 'POST');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/client-errors'));
  // Thrown outside any handler, as a bug in a timer or an event listener would be.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: a thrown error to report');
    });
  });
  const body = (await reported).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ source: 'web', kind: 'error', message: 'Error: e2e: a thrown error to report' });
  expect(String(body.url)).toMatch(/\/products$/);
  expect((await answered).status()).toBe(200);
  await expect.poll(() => counted(request)).toBe(before + 1);
  // The throw is this test's own doing: the fixture's clean-console check is for anything else.
  expect(consoleErrors).toEqual(['e2e: a thrown error to report']);
  consoleErrors.length = 0;
});
