import type { FeeComparison } from '@shelfscope/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderScreens } from '../../test/screen-api';
import { AmazonFeesCard } from './amazon-fees-card';

afterEach(() => vi.unstubAllGlobals());

const PRODUCT = '11111111-1111-4111-8111-111111111111';

const comparison = (change: Partial<FeeComparison>): FeeComparison => ({
  productId: PRODUCT,
  asin: 'B000000123',
  marketplace: 'US',
  currency: 'USD',
  price: 24.99,
  amazon: {
    total: 8.46,
    referralFee: 3.75,
    fulfillmentFee: 4.71,
    otherFees: 0,
    fees: [
      { type: 'ReferralFee', amount: 3.75 },
      { type: 'VariableClosingFee', amount: 0 },
      { type: 'PerItemFee', amount: 0 },
      { type: 'FBAFees', amount: 4.71 },
    ],
    estimatedAt: '2026-11-29T10:00:00.000Z',
  },
  amazonError: null,
  ours: { total: 8.11, referralFee: 3.75, fulfillmentFee: 4.36, otherFees: 0 },
  difference: 0.35,
  threshold: 0.05,
  highlighted: true,
  feeTable: {
    title: 'Amazon.com US fees 2026',
    effectiveFrom: '2026-01-15',
    urls: ['https://sellercentral.amazon.com/help/hub/reference/external/GXX2'],
  },
  ...change,
});

async function show(answer: unknown) {
  const { calls } = await renderScreens(
    '/p',
    [{ path: '/p', component: () => <AmazonFeesCard productId={PRODUCT} versionId="v1" /> }],
    (call) => (call.method === 'POST' && call.path === '/api/SellerAccount/FeeEstimates' ? ok(answer) : undefined),
  );
  return { calls, card: await screen.findByRole('region', { name: "Amazon's fee estimate" }) };
}

describe("Amazon's fee estimate card", () => {
  it('shows both columns, names our fee table and highlights a difference above the threshold', async () => {
    const { calls, card } = await show({ connected: true, message: null, results: [comparison({})] });
    expect(calls.find((c) => c.path === '/api/SellerAccount/FeeEstimates')?.body).toEqual({ productIds: [PRODUCT] });
    // Once Amazon has answered (while it is asked, the loader is a status of its own).
    await within(card).findByRole('columnheader', { name: 'Amazon' });
    expect(within(card).getByRole('status').textContent).toContain("Amazon's estimate differs by +$0.35");
    const rows = within(card)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Fee', 'ShelfScope', 'Amazon'],
      ['Referral fee', '$3.75', '$3.75'],
      ['Fulfilment fee', '$4.36', '$4.71'],
      ['Other fees', '$0.00', '$0.00'],
      ['Total', '$8.11', '$8.46'],
    ]);
    expect(within(card).getByText(/Ours: Amazon\.com US fees 2026 \(from 2026-01-15\)/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'source' }).getAttribute('href')).toBe(
      'https://sellercentral.amazon.com/help/hub/reference/external/GXX2',
    );
  });

  it('does not highlight a difference within the threshold', async () => {
    const { card } = await show({
      connected: true,
      message: null,
      results: [comparison({ difference: -0.02, highlighted: false })],
    });
    await within(card).findByRole('columnheader', { name: 'Amazon' });
    expect(within(card).getByRole('status').textContent).toContain('Within $0.05: Amazon differs by −$0.02.');
    expect(within(card).queryByText(/Amazon's estimate differs/)).toBeNull();
  });

  it('says why Amazon gave no figure, and shows ours alone', async () => {
    const { card } = await show({
      connected: true,
      message: null,
      results: [
        comparison({
          amazon: null,
          difference: null,
          highlighted: false,
          amazonError: 'Amazon is busy (quota reached): try again in a moment.',
        }),
      ],
    });
    expect(await within(card).findByText('Amazon is busy (quota reached): try again in a moment.')).toBeTruthy();
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it('says to connect the seller account where the figure would be, linking to its settings', async () => {
    const { card } = await show({
      connected: false,
      message: 'Connect your Amazon seller account to check eligibility',
      results: [],
    });
    const link = await within(card).findByRole('link', { name: 'Connect your Amazon seller account to check eligibility' });
    expect(link.getAttribute('href')).toBe('/settings/seller-account');
    expect(within(card).queryByRole('table')).toBeNull();
  });
});
