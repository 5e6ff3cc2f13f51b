import { describe, expect, it } from 'vitest';
import { AREAS, DETAIL_PAGES, pageOf, preloadFirstScreen } from './areas';

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
    preloadFirstScreen('/billing', async () => shells.push('billing'));
    expect(shells).toEqual(['billing']);
  });
});
