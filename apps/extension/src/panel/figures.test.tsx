import type { Product } from '@shelfscope/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import recorded from '../../../web/src/components/product-analysis/fixtures/recorded-product.json';
import { moneyFormat } from '../lib/money';
import { VatFigures } from './figures';
import { MoneyContext } from './money-context';

const us = recorded.detail as unknown as Product;
const de: Product = {
  ...us,
  marketplace: 'DE',
  currency: 'EUR',
  vatRate: 19,
  priceExVat: 18.74,
  vatOnSale: 3.56,
  vatOnCost: 0.8,
  vatOnFees: 1.39,
  vatRegistered: true,
};

describe("the extension's VAT split", () => {
  it("shows amazon.de's MwSt. split in euros, and the seller's position", () => {
    render(
      <MoneyContext.Provider value={moneyFormat('DE')}>
        <VatFigures product={de} />
      </MoneyContext.Provider>,
    );
    expect(screen.getByRole('region', { name: 'MwSt. split' })).toBeTruthy();
    expect(screen.getByTestId('price-ex-vat').textContent).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(18.74),
    );
    expect(screen.getByText(/^MwSt. on sale \(19(\.0)?%\)$/)).toBeTruthy();
    expect(screen.getByTestId('vat-on-fees').textContent).toContain('1,39');
    expect(screen.getByTestId('vat-position').textContent).toBe('Registered: reclaimed');
  });

  it('shows nothing where prices carry no VAT (amazon.com)', () => {
    const { container } = render(<VatFigures product={{ ...us, vatRate: null }} />);
    expect(container.textContent).toBe('');
  });
});
