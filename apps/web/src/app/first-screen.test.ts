import { describe, expect, it } from 'vitest';
import { AREAS, DETAIL_PAGES, pageOf, preloadFirstScreen } from './areas';
import { afterFirstRequests, releaseCode } from './code-after-requests';

describe('the first screen of an address (issue 40, item 29)', () => {
  it("finds the page an address opens: an area's exact path or a detail page", () => {
    const products = AREAS.find((a) => a.path === '/products')?.load;
    expect(products).toBeDefined();
    expect(pageOf('/products')).toBe(products);
    expect(pageOf('/products/')).toBe(products);
    expect(pageOf('/')).toBe(AREAS.find((a) => a.path === '/')?.load);
    const detail = DETAIL_PAGES.find((p) => p.path === '/products/$productId')?.load;
    expect(pageOf('/products/B000123')).toBe(detail);
    expect(pageOf('/suppliers/9a/extra')).toBeUndefined();
    expect(pageOf('/auth/authenticate')).toBeUndefined();
    expect(pageOf('/oauth/authorize')).toBeUndefined();
  });

  it('starts the shell with the page on a signed-in address, and neither on the sign-in page', () => {
    const shells: string[] = [];
    preloadFirstScreen('/auth/authenticate', async () => shells.push('sign-in'));
    expect(shells).toEqual([]);
    preloadFirstScreen('/suppliers', async () => shells.push('suppliers'));
    expect(shells).toEqual(['suppliers']);
    // A detail page below an area with a prefetch is not that area's screen: its code is not held.
    preloadFirstScreen('/products/B000123', async () => shells.push('product'));
    expect(shells).toEqual(['suppliers', 'product']);
  });

  it("holds the shell's and the page's code on an area with a prefetch until its requests are out", async () => {
    for (const path of ['/products', '/billing']) {
      const shells: string[] = [];
      preloadFirstScreen(path, async () => shells.push(path));
      expect(shells).toEqual([]);
      let isLoaded = false;
      const loading = afterFirstRequests(async () => {
        isLoaded = true;
      })();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(isLoaded).toBe(false);
      releaseCode();
      await loading;
      expect(isLoaded).toBe(true);
    }
  });
});
