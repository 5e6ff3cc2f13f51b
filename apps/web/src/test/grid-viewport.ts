import { vi } from 'vitest';

/**
 * jsdom lays nothing out: the products grid's scroller (data-testid="product-grid") reports a
 * desktop viewport, so its virtualizer draws rows. Call in a beforeEach; restore with
 * vi.restoreAllMocks().
 */
export function stubGridViewport(width = 1200, height = 800): void {
  const size = (px: number) =>
    function (this: HTMLElement) {
      return this.dataset.testid === 'product-grid' ? px : 0;
    };
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(size(height));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(size(width));
}
