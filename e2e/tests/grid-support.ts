import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Product images live on the marketplace's image host, which this offline machine cannot reach:
 * the test answers for that host (the network boundary) with a small picture.
 */
export async function standInForImageHost(page: Page) {
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({
            contentType: 'image/svg+xml',
            body: '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#ccd"/></svg>',
          })
        : route.continue(),
  );
}

/** Axe on the page's own content (the shell around it has its own tests). */
export async function expectContentAccessible(page: Page, context: string) {
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `accessibility violations on ${context}`).toEqual([]);
}
