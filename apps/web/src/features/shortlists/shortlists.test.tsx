import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_POINTER } from '../../lib/toaster';
import { APPROVED_LINE, BASE_FIELDS, type ApiCall as Call, ok, product, refusal, renderScreens } from '../../test/screen-api';
import ShortlistPage from './shortlist-page';
import ShortlistsPage from './shortlists-page';

afterEach(() => vi.unstubAllGlobals());
// The detail page is a large tree for jsdom on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const ID = '11111111-1111-4111-8111-111111111111';
const SUPPLIER = '22222222-2222-4222-8222-222222222222';

/** A shortlist of two lines whose totals follow the quantities as the server's would (cost $5 a unit, price $12). */
function shortlistServer(options: { refuseQuantity?: boolean } = {}) {
  const lines = [
    { id: '44444444-4444-4444-8444-444444444441', asin: 'B000000001', title: 'Lantern oil', quantity: 2 },
    { id: '44444444-4444-4444-8444-444444444442', asin: 'B000000002', title: 'Harbor rope', quantity: 3 },
  ];
  let targetStock: number | null = null;
  const totals = () => {
    const units = lines.reduce((sum, l) => sum + l.quantity, 0);
    return {
      shortlistItemsCount: lines.length,
      asins: lines.length,
      asinUnits: units,
      supplierUnits: units,
      totalQuantity: units,
      prep: 0,
      totalGoodsCost: units * 5,
      extras: 0,
      goodsExtrasSum: units * 5,
      revenue: units * 12,
      buyBoxCurrent: units * 12,
      amazonFees: units * 4,
      profit: units * 3,
      margin: 25,
      roi: 60,
      netReturn: units * 8,
    };
  };
  const shortlist = () => ({
    ...BASE_FIELDS,
    id: ID,
    name: 'Winter stock',
    supplierId: SUPPLIER,
    supplierName: 'Harbor Foods',
    override: -1,
    overrideCustomValue: null,
    overrideMode: -1,
    targetStock,
    ...totals(),
    proposalsCount: 0,
  });
  const item = (l: (typeof lines)[0]) => ({
    ...BASE_FIELDS,
    id: l.id,
    shortlistId: ID,
    productId: l.id,
    product: product({ id: l.id, asin: l.asin, title: l.title, cost: 5, quantityPack: 1, packageQuantity: 1 }),
    quantity: l.quantity,
    comment: null,
    override: -1,
    overrideCustomValue: null,
    selectedBuyBoxValue: 12,
    quantityBuyingSupplierUnits: l.quantity,
    quantityBuyingListingUnits: l.quantity,
    quantityBuyingGoods: l.quantity * 5,
    quantityBuyingPrep: 0,
    quantityBuyingGoodsPrep: l.quantity * 5,
    amazonFeesOnPurchase: l.quantity * 4,
    revenueOnPurchase: l.quantity * 12,
    profitOnPurchase: l.quantity * 3,
    netReturn: l.quantity * 8,
    ...APPROVED_LINE,
  });
  return (call: Call) => {
    const at = `${call.method} ${call.path}`;
    if (at === 'GET /api/Shortlist') return ok([shortlist()]);
    if (at === `GET /api/Shortlist/${ID}/summary`) return ok(shortlist());
    if (at === `GET /api/Shortlist/${ID}/items`) return ok(lines.map(item), { page: 1, pageSize: 50, totalItems: lines.length });
    const quantity = /^PATCH \/api\/Shortlist\/[^/]+\/item\/([^/]+)\/quantity$/.exec(at);
    if (quantity) {
      if (options.refuseQuantity) return refusal(400, 'quantity must be at most 1000000');
      const line = lines.find((l) => l.id === quantity[1]);
      if (!line) return refusal(404, 'No such item');
      line.quantity = Number(call.query.get('quantity'));
      return ok(item(line));
    }
    if (at === `PUT /api/Shortlist/${ID}/override`) return ok(shortlist());
    if (at === `PUT /api/Shortlist/${ID}/target-stock`) {
      targetStock = (call.body as { targetStock: number | null }).targetStock;
      return ok(shortlist());
    }
    if (at === `POST /api/Shortlist/${ID}/fill-from-target-stock`) return ok({ filled: 1, atTarget: 1 });
    if (at === `GET /api/Shortlist/${ID}/refresh`) return ok({ queued: 2, message: 'Asins are refreshing' });
    if (at === `DELETE /api/Shortlist/${ID}`) return ok(shortlist());
    if (at === 'GET /api/Supplier/slim') return ok([{ id: SUPPLIER, name: 'Harbor Foods' }]);
    if (at === 'POST /api/PurchaseOrder')
      return ok({
        ...BASE_FIELDS,
        id: '55555555-5555-4555-8555-555555555555',
        supplierId: SUPPLIER,
        supplierName: 'Harbor Foods',
        supplierPhone: null,
        supplierEmail: null,
        supplierAddress: null,
        orderNumber: 'PO-2026-0003',
        buyerName: 'Harbor Traders',
        buyerAddress: null,
        buyerPhone: null,
        buyerEmail: null,
        buyerTaxId: null,
        shipTo: null,
        paymentTerms: null,
        followsProfile: ['buyerAddress', 'buyerPhone', 'buyerEmail', 'buyerTaxId', 'shipTo', 'paymentTerms'],
        notes: null,
        invoiceNumber: null,
        placementDate: null,
        status: 0,
        statusName: 'draft',
        shortlistId: ID,
        itemsCount: 2,
        totalUnits: 5,
        totalCost: 25,
      });
    return undefined;
  };
}

const figure = (key: string) => document.querySelector(`[data-figure="${key}"] p:last-child`)?.textContent;

describe('the shortlists list', () => {
  it('shows each shortlist with its supplier and totals, and deletes only after a confirmation', async () => {
    const { calls } = await renderScreens('/shortlists', [{ path: '/shortlists', component: ShortlistsPage }], shortlistServer());
    const row = (await screen.findByRole('link', { name: 'Winter stock' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Harbor Foods')).toBeTruthy();
    expect(within(row).getByText('$25.00')).toBeTruthy();
    expect(within(row).getByText('60.0%')).toBeTruthy();
    act(() => fireEvent.click(within(row).getByRole('button', { name: 'Delete Winter stock' })));
    const dialog = await screen.findByRole('dialog', { name: 'Delete shortlist?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/Shortlist/${ID}`)).toBe(true));
  });

  it('says so when there are none', async () => {
    await renderScreens('/shortlists', [{ path: '/shortlists', component: ShortlistsPage }], (c) =>
      c.path === '/api/Shortlist' ? ok([]) : undefined,
    );
    expect(await screen.findByText('No shortlists yet')).toBeTruthy();
  });
});

describe('a shortlist', () => {
  const open = (server = shortlistServer()) =>
    renderScreens(`/shortlists/${ID}`, [{ path: '/shortlists/$shortlistId', component: ShortlistPage }], server);

  it('saves a quantity silently and shows the totals the server computes after it', async () => {
    const { calls } = await open();
    await waitFor(() => expect(figure('asinUnits')).toBe('5'));
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of B000000001' });
    fireEvent.change(quantity, { target: { value: '10' } });
    fireEvent.keyDown(quantity, { key: 'Enter' });
    await waitFor(() => expect(figure('asinUnits')).toBe('13'));
    expect(figure('totalGoodsCost')).toBe('$65.00');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe(
      '/api/Shortlist/11111111-1111-4111-8111-111111111111/item/44444444-4444-4444-8444-444444444441/quantity',
    );
    expect(patch?.query.get('quantity')).toBe('10');
    expect(calls.filter((c) => c.path.endsWith('/summary')).length).toBeGreaterThan(1);
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('puts a refused quantity back and shows why', async () => {
    await open(shortlistServer({ refuseQuantity: true }));
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of B000000002' });
    fireEvent.change(quantity, { target: { value: '7' } });
    fireEvent.keyDown(quantity, { key: 'Enter' });
    expect(await screen.findByText('quantity must be at most 1000000.')).toBeTruthy();
    await waitFor(() => expect((quantity as HTMLInputElement).value).toBe('3'));
    expect(figure('asinUnits')).toBe('5');
  });

  it('refuses a quantity of -3 in the cell: says so, keeps it as typed and sends nothing', async () => {
    const { calls } = await open();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of B000000001' });
    fireEvent.change(quantity, { target: { value: '-3' } });
    fireEvent.keyDown(quantity, { key: 'Enter' });
    fireEvent.blur(quantity);
    expect(await screen.findByText('Must be at least 1.')).toBeTruthy();
    expect((quantity as HTMLInputElement).value).toBe('-3');
    fireEvent.change(quantity, { target: { value: '2.5' } });
    expect(await screen.findByText('Must be a whole number.')).toBeTruthy();
    fireEvent.keyDown(quantity, { key: 'Enter' });
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.keyDown(quantity, { key: 'Escape' });
    await waitFor(() => expect((quantity as HTMLInputElement).value).toBe('2'));
  });

  it('sets the shortlist-wide override with its mode', async () => {
    const { calls } = await open();
    await screen.findByRole('textbox', { name: 'Quantity of B000000001' });
    act(() => fireEvent.click(screen.getByRole('radio', { name: 'Apply to all' })));
    const apply = screen.getByRole('button', { name: 'Apply' });
    act(() => fireEvent.click(apply));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        id: ID,
        buyBoxOverride: -1,
        buyBoxOverrideMode: 1,
        customValue: null,
      }),
    );
    expect(screen.getByText(/Used for every item, over the products' own overrides\./)).toBeTruthy();
  });

  it('saves a target stock, refuses a negative one, and fills the quantities from it', async () => {
    const { calls } = await open();
    const target = await screen.findByRole('textbox', { name: 'Units to hold at Amazon' });
    const fill = screen.getByRole('button', { name: 'Fill from target stock' });
    // No target yet: nothing to fill from.
    expect((fill as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(target, { target: { value: '-3' } });
    expect(await screen.findByText('Must not be negative.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(target, { target: { value: '60' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.path.endsWith('/target-stock'))?.body).toEqual({ targetStock: 60 }),
    );
    await waitFor(() => expect((fill as HTMLButtonElement).disabled).toBe(false));
    act(() => fireEvent.click(fill));
    expect(
      await screen.findByText('1 item filled to the target stock; 1 item held at the target already (kept as it was).'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/Shortlist/${ID}/fill-from-target-stock`)).toBe(true);
    // One toast says it, not the wrapper's "Saved." beside it.
    expect(screen.queryAllByText('Saved.')).toHaveLength(0);
  });

  it("refreshes its products with the server's 'Asins are refreshing', and makes a purchase order of it", async () => {
    const { calls } = await open();
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    act(() => fireEvent.click(refresh));
    expect(await screen.findByText('Asins are refreshing')).toBeTruthy();
    expect(screen.getByText(PROGRESS_POINTER)).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Create purchase order' })));
    expect(await screen.findByText('landed on /purchase-orders/55555555-5555-4555-8555-555555555555')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ supplierId: SUPPLIER, shortlistId: ID });
  });

  it('says what went wrong when the shortlist cannot be read', async () => {
    await open(() => refusal(404, 'Shortlist not found'));
    expect(await screen.findByText('Shortlist not found.')).toBeTruthy();
  });
});
