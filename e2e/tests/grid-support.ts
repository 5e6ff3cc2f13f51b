import type { Page } from '@playwright/test';

/**
 * Answers for any outside image host (the network boundary) with a small picture. No longer
 * needed with the simulated marketplace, whose images the server itself serves
 * (/api/market/images/); kept until the last spec that calls it (web-orders) drops it.
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
