import { MantineProvider } from '@mantine/core';
import type { ProductDetail } from '@shelfscope/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import recorded from './fixtures/recorded-product.json';
import { exchangeRateText, MarketplaceCard } from './marketplace-card';

const product = recorded.detail as unknown as ProductDetail;
const inMantine = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

/** A product of a UK wholesaler quoting pounds, sold on amazon.de by a VAT-registered seller. */
const german: ProductDetail = {
  ...product,
  marketplace: 'DE',
  currency: 'EUR',
  costCurrency: 'GBP',
  fulfilment: 'FBA',
  vatRate: 19,
  priceExVat: 16.8,
  vatOnSale: 3.19,
  vatOnCost: 1.14,
  vatOnFees: 0.95,
  vatRegistered: true,
  monthsInStock: 2,
  storageFee: 0.12,
  exchangeRate: { from: 'GBP', to: 'EUR', rate: 1.17, day: '2026-11-27', source: 'ECB' },
  fba: {
    fulfilment: 'FBA',
    fulfillmentFee: 3.2,
    storageFee: 0.12,
    feesTotal: 6.17,
    profitLoss: 4.1,
    roi: 41.2,
    margin: 20.5,
    maxCost: 9.9,
    breakEven: 12,
  },
  fbm: {
    fulfilment: 'FBM',
    fulfillmentFee: 4.5,
    storageFee: 0,
    feesTotal: 7.35,
    profitLoss: 2.92,
    roi: 29.3,
    margin: 14.6,
    maxCost: 8.1,
    breakEven: 13.4,
  },
};

describe('the marketplace card', () => {
  it('says the member’s settings are in the company’s currency and the rate they were converted at', () => {
    const settingsExchangeRate = { from: 'USD', to: 'EUR', rate: 0.862069, day: '2026-11-27', source: 'ECB' };
    inMantine(<MarketplaceCard product={{ ...german, settingsExchangeRate }} />);
    expect(
      screen.getByText(
        'Your settings’ amounts (inbound, preparation, FBM shipping) are in USD, converted at $1 = €0.8621 on 2026-11-27, ECB.',
      ),
    ).toBeTruthy();
  });

  it('names the marketplace and currency, the rate the cost was converted at, and the VAT split', () => {
    inMantine(<MarketplaceCard product={german} />);
    const card = screen.getByRole('region', { name: 'Amazon.de · EUR' });
    expect(within(card).getByText('Costs in GBP, converted at £1 = €1.17 on 2026-11-27, ECB.')).toBeTruthy();
    const split = within(card).getByLabelText('MwSt. split');
    expect(within(split).getByRole('group', { name: 'Price ex-MwSt.' }).textContent).toContain('€16.80');
    expect(within(split).getByRole('group', { name: 'MwSt. on sale' }).textContent).toContain('€3.19');
    expect(within(split).getByRole('group', { name: 'MwSt. on cost' }).textContent).toContain('€1.14');
    expect(within(split).getByRole('group', { name: 'MwSt. on fees' }).textContent).toContain('€0.95');
    expect(card.textContent).toContain('MwSt. at 19.0%');
    expect(card.textContent).toContain('Registered');
  });

  it('sets FBA beside FBM: fees, storage, profit, ROI and maximum cost', () => {
    inMantine(<MarketplaceCard product={german} />);
    const table = screen.getByRole('table', { name: 'FBA and FBM side by side' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows[0]).toBe('FBA (used)FBM');
    expect(rows).toContain('Fulfilment fee€3.20€4.50');
    expect(rows).toContain('Storage€0.12€0.00');
    expect(rows).toContain('Profit€4.10€2.92');
    expect(rows).toContain('ROI41.2%29.3%');
    expect(rows).toContain('Max cost€9.90€8.10');
  });

  it('says an unregistered seller carries the VAT on cost and fees', () => {
    inMantine(<MarketplaceCard product={{ ...german, vatRegistered: false }} />);
    expect(screen.getByText(/Not registered: the whole price is revenue/)).toBeTruthy();
  });

  it('shows an analysis from before marketplaces as amazon.com in dollars, with no VAT or fulfilment table', () => {
    inMantine(<MarketplaceCard product={product} />);
    const card = screen.getByRole('region', { name: 'Amazon.com · USD' });
    expect(within(card).queryByText(/split/)).toBeNull();
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('writes yen rates without decimals it does not need', () => {
    expect(exchangeRateText({ from: 'EUR', to: 'JPY', rate: 161.5, day: '2026-11-27', source: 'ECB' })).toBe(
      '€1 = ¥161.5 on 2026-11-27, ECB',
    );
  });
});
