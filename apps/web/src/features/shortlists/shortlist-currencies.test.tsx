import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPROVED_LINE, BASE_FIELDS, type ApiCall as Call, ok, product, renderScreens } from '../../test/screen-api';
import ShortlistPage from './shortlist-page';
import ShortlistsPage from './shortlists-page';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

const ID = '11111111-1111-4111-8111-111111111111';
const SUPPLIER = '22222222-2222-4222-8222-222222222222';

const money = (over: Record<string, number | null>) => ({
  prep: 0,
  totalGoodsCost: 0,
  extras: 0,
  goodsExtrasSum: 0,
  revenue: 0,
  buyBoxCurrent: 0,
  amazonFees: 0,
  vatOnFees: 0,
  vatReclaimed: 0,
  profit: 0,
  margin: null,
  roi: null,
  netReturn: 0,
  ...over,
});
/** A UK line bought in euros (VAT split) and a US line: the server's per-currency totals. */
const GBP = money({ totalGoodsCost: 20, goodsExtrasSum: 21, revenue: 60, amazonFees: 12, vatOnFees: 2.4, profit: 14.6, roi: 73 });
const USD = money({ totalGoodsCost: 30, goodsExtrasSum: 31.5, revenue: 72, amazonFees: 15, profit: 25.5, roi: 85 });
const SHORTLIST = {
  ...BASE_FIELDS,
  id: ID,
  name: 'Two shops',
  supplierId: SUPPLIER,
  supplierName: 'Harbor Foods',
  override: -1,
  overrideCustomValue: null,
  overrideMode: -1,
  targetStock: null,
  shortlistItemsCount: 2,
  proposalsCount: 0,
  asins: 2,
  asinUnits: 8,
  supplierUnits: 8,
  totalQuantity: 8,
  ...GBP,
  currency: 'GBP',
  byCurrency: [
    { currency: 'GBP', ...GBP },
    { currency: 'USD', ...USD },
  ],
};
const line = (n: number, fields: Record<string, unknown>, productFields: Parameters<typeof product>[0]) => ({
  ...BASE_FIELDS,
  id: `44444444-4444-4444-8444-44444444444${n}`,
  shortlistId: ID,
  productId: `44444444-4444-4444-8444-44444444444${n}`,
  quantity: 4,
  comment: null,
  override: -1,
  overrideCustomValue: null,
  selectedBuyBoxValue: 15,
  quantityBuyingSupplierUnits: 4,
  quantityBuyingListingUnits: 4,
  quantityBuyingPrep: 0,
  revenueOnPurchase: 60,
  netReturn: 48,
  ...APPROVED_LINE,
  ...fields,
  product: product({ id: `44444444-4444-4444-8444-44444444444${n}`, quantityPack: 1, packageQuantity: 1, ...productFields }),
});
const ITEMS = [
  line(
    1,
    {
      quantityBuyingGoods: 20,
      quantityBuyingGoodsSupplierCurrency: 23.6,
      supplierCurrency: 'EUR',
      currency: 'GBP',
      quantityBuyingGoodsPrep: 20,
      amazonFeesOnPurchase: 12,
      vatOnFeesOnPurchase: 2.4,
      vatReclaimedOnPurchase: 0,
      profitOnPurchase: 14.6,
    },
    {
      asin: 'B0UK000001',
      title: 'Tea caddy',
      marketplace: 'UK',
      currency: 'GBP',
      cost: 5.9,
      vatRate: 20,
      priceExVat: 12.5,
      vatOnSale: 2.5,
      vatOnCost: 0,
      vatOnFees: 0.6,
    },
  ),
  line(
    2,
    {
      quantityBuyingGoods: 30,
      quantityBuyingGoodsSupplierCurrency: 30,
      supplierCurrency: 'USD',
      currency: 'USD',
      quantityBuyingGoodsPrep: 30,
      amazonFeesOnPurchase: 15,
      profitOnPurchase: 25.5,
    },
    { asin: 'B0US000001', title: 'Rope', marketplace: 'US', currency: 'USD', cost: 7.5 },
  ),
];

const server = (call: Call) => {
  const at = `${call.method} ${call.path}`;
  if (at === 'GET /api/Shortlist') return ok([SHORTLIST]);
  if (at === `GET /api/Shortlist/${ID}/summary`) return ok(SHORTLIST);
  if (at === `GET /api/Shortlist/${ID}/items`) return ok(ITEMS, { page: 1, pageSize: 50, totalItems: 2 });
  if (at === 'GET /api/Supplier/slim') return ok([{ id: SUPPLIER, name: 'Harbor Foods' }]);
  return undefined;
};

describe('a shortlist whose lines are in two currencies', () => {
  it('shows each currency’s totals, never one sum, with the VAT on fees where there is some', async () => {
    await renderScreens(`/shortlists/${ID}`, [{ path: '/shortlists/$shortlistId', component: ShortlistPage }], server);
    const pounds = await screen.findByRole('region', { name: 'Totals in GBP' });
    const dollars = screen.getByRole('region', { name: 'Totals in USD' });
    const figure = (region: HTMLElement, key: string) => region.querySelector(`[data-figure="${key}"] p:last-child`)?.textContent;
    expect(figure(pounds, 'profit')).toBe('£14.60');
    expect(figure(dollars, 'profit')).toBe('$25.50');
    expect(figure(pounds, 'vatOnFees')).toBe('£2.40');
    expect(figure(dollars, 'vatOnFees')).toBeUndefined(); // none on amazon.com
    // Nothing shows the two added up (14.60 + 25.50).
    expect(screen.queryByText(/40\.10/)).toBeNull();
    // The counts once, over both.
    expect(document.querySelectorAll('[data-figure="asinUnits"]')).toHaveLength(1);
  });

  it('shows goods paid in the supplier’s currency and the UK line’s VAT split', async () => {
    await renderScreens(`/shortlists/${ID}`, [{ path: '/shortlists/$shortlistId', component: ShortlistPage }], server);
    const uk = (await screen.findByText('Tea caddy')).closest('tr') as HTMLElement;
    expect(within(uk).getByText('€23.60')).toBeTruthy();
    expect(within(uk).getByText('£20.00')).toBeTruthy();
    const vat = within(uk).getByLabelText('VAT of B0UK000001');
    for (const text of ['Ex VAT £12.50', 'On sale £2.50', 'On cost £0.00', 'On fees £0.60'])
      expect(within(vat).getByText(text)).toBeTruthy();
    expect(within(uk).getByText('+ VAT £2.40')).toBeTruthy();
    const us = screen.getByText('Rope').closest('tr') as HTMLElement;
    expect(within(us).getByText('$30.00')).toBeTruthy(); // goods once: the supplier's currency is the marketplace's
    expect(us.textContent).not.toContain('€');
    expect(within(us).getByRole('link', { name: 'B0US000001' }).getAttribute('href')).toBe(
      'https://www.amazon.com/dp/B0US000001',
    );
    expect(within(uk).getByRole('link', { name: 'B0UK000001' }).getAttribute('href')).toBe(
      'https://www.amazon.co.uk/dp/B0UK000001',
    );
  });

  it('lists the shortlist with one line per currency in each money column', async () => {
    await renderScreens('/shortlists', [{ path: '/shortlists', component: ShortlistsPage }], server);
    const row = (await screen.findByRole('link', { name: 'Two shops' })).closest('tr') as HTMLElement;
    for (const text of ['£21.00', '$31.50', '£14.60', '$25.50', '73.0%', '85.0%'])
      expect(within(row).getByText(text)).toBeTruthy();
  });
});
