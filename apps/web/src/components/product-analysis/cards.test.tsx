import { MantineProvider } from '@mantine/core';
import type { ProductDetail } from '@shelfscope/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../lib/locale';
import { AlertsCard } from './alerts-card';
import recorded from './fixtures/recorded-product.json';
import { SalesCard } from './sales-card';

const product = recorded.detail as unknown as ProductDetail;
const inMantine = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('the sales card', () => {
  it("says how the estimate was made in a buyer's words, without the rank model's constants", () => {
    // The recorded basis carries the model's inputs: scale 70000, exponent 0.75, model 21.
    inMantine(<SalesCard product={product} />);
    const card = screen.getByRole('region', { name: 'Sales and rank' });
    expect(
      within(card).getByText(
        /^Estimated from the sales rank #50,166 in Clothing, Shoes & Jewelry: a rough approximation, never below the rank drops \(3 rank drops in 30 days\)\./,
      ),
    ).toBeTruthy();
    expect(card.textContent).not.toMatch(/scale|exponent|model \d|70,?000|0\.75/i);
  });

  it('names the rank drops when they, not the model, make the estimate', () => {
    const basis = { method: 'salesRankDrops30' as const, inputs: { salesRankDrops30: 40, bsr: null } };
    inMantine(<SalesCard product={{ ...product, salesEstimateBasis: basis }} />);
    expect(screen.getByText(/^From 40 rank drops in 30 days: each drop is at least one sale\./)).toBeTruthy();
  });

  it('lays the windows out as rows and four figures as columns, so the table fits its card', () => {
    inMantine(<SalesCard product={product} />);
    const table = screen.getByRole('table', { name: 'Sales rank and stock by window' });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headings).toEqual(['Window', 'Rank (avg)', 'Rank drops', 'Amazon in stock', 'Amazon out']);
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(rows).toEqual(['Now', '30\u00a0d', '90\u00a0d', '180\u00a0d', '365\u00a0d']);
    const thirty = within(table).getByRole('row', { name: /^30/ });
    expect(
      within(thirty)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      `#${formatCount(product.bsrAvg30 ?? 0)}`,
      String(product.salesRankDrops30),
      expect.stringMatching(/%$/),
      expect.stringMatching(/%$/),
    ]);
  });
});

describe('the alerts card', () => {
  it('says what each alert means in words, never its codes', () => {
    inMantine(
      <AlertsCard product={{ ...product, isHazmat: true, isAmazonSeller: true, buyBoxIsAmazon: true, alertThreatLevel: 200 }} />,
    );
    const list = screen.getByRole('list', { name: 'Alerts' });
    expect(within(list).getByText('Brand may restrict resellers (Threadline)')).toBeTruthy();
    expect(within(list).getByText('Dangerous goods (hazmat)')).toBeTruthy();
    expect(within(list).getByText(/Amazon itself sells on this listing and holds the buy box/)).toBeTruthy();
    expect(screen.getByText('Medium risk')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/threat level|threat \d|report type/i);
  });
});
