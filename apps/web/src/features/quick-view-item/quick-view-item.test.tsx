import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, product, renderScreens } from '../../test/screen-api';
import QuickViewItemPage from './quick-view-item-page';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8_000 });

const ITEM = '44444444-4444-4444-8444-444444444444';
const PICKED = '55555555-5555-4555-8555-555555555555';
const PARENT = product({
  id: ITEM,
  asin: 'B0PARENT01',
  title: 'Pillow covers (all sizes)',
  isVariation: true,
  productType: 5,
  variants: 2,
  astroScore: 4,
  fbaOffersCount: 0,
});
const variation = (asin: string, size: string, price: number) => ({
  asin,
  title: `Pillow cover ${size}`,
  images: [],
  attributes: [{ dimension: 'Size', value: size }],
  offersCount: 3,
  stock: null,
  buyBoxCurrent: price,
  buyBoxAvg90: price,
});

// Issue 40, item 19.
describe('quick view of a variation parent', () => {
  it('says it is a parent with no figures, lists its variations, and analyses the one picked', async () => {
    const { calls, router } = await renderScreens(
      `/quick-view/${ITEM}`,
      [{ path: '/quick-view/$quickViewItemId', component: QuickViewItemPage }],
      (call) => {
        if (call.method === 'GET' && call.path === `/api/QuickView/${ITEM}`)
          return ok({ ...PARENT, offers: [], sellersData: [], stockInfo: [] });
        if (call.path === `/api/QuickView/${ITEM}/variations`)
          return ok([
            variation('B0PARENT01', '', 0),
            variation('B0CHILD001', '18 in', 24.99),
            variation('B0CHILD002', '20 in', 27.5),
          ]);
        if (call.method === 'POST' && call.path === '/api/QuickView')
          return ok({ product: product({ id: PICKED, asin: 'B0CHILD002' }), candidates: [] });
        return undefined;
      },
    );
    expect(await screen.findByRole('heading', { name: 'A variation parent' })).toBeTruthy();
    expect(screen.getByText('Parent of 2 variations')).toBeTruthy();
    // No figures for what is not sold: no profit panel, no offers table, no score.
    expect(screen.queryByText(/FBA offers/)).toBeNull();
    expect(screen.queryByRole('heading', { name: /Offers/ })).toBeNull();
    const list = await screen.findByRole('list', { name: 'Variations to pick' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Size: 18 in');
    expect(items[0]?.textContent).toContain('$24.99');
    fireEvent.click(within(list).getByRole('button', { name: 'Analyse B0CHILD002' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/quick-view/${PICKED}`));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/QuickView')?.body).toEqual({ identifier: 'B0CHILD002' });
  });
});
