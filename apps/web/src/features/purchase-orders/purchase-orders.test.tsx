import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_FIELDS, type ApiCall as Call, ok, refusal, renderScreens } from '../../test/screen-api';
import PurchaseOrderPage from './purchase-order-page';
import PurchaseOrdersPage from './purchase-orders-page';

afterEach(() => vi.unstubAllGlobals());
// Cold pages render slowly in jsdom on a shared two-core machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8_000 });

const ID = '66666666-6666-4666-8666-666666666666';
const SUPPLIER = '22222222-2222-4222-8222-222222222222';
const STATUS_NAMES = ['draft', 'placed', 'confirmed', 'shipped', 'received', 'cancelled'];
const MOVES: Record<number, number[]> = { 0: [1, 5], 1: [2, 5], 2: [3, 5], 3: [4], 4: [], 5: [] };

/** One order of two lines; status moves and line edits behave as docs/purchase-orders.md says. */
function orderServer(status = 0) {
  const state = {
    status,
    placementDate: null as string | null,
    buyer: { buyerName: 'Lantern Goods', buyerAddress: '400 Pier Avenue\nSeattle, WA 98101' } as Record<string, string | null>,
    followsProfile:
      status === 0 ? ['buyerName', 'buyerAddress', 'buyerPhone', 'buyerEmail', 'buyerTaxId', 'shipTo', 'paymentTerms'] : [],
  };
  const lines = [
    { id: '77777777-7777-4777-8777-777777777771', title: 'Lantern oil', itemNumber: 'LO-1', quantity: 4, cost: 12.5 },
    { id: '77777777-7777-4777-8777-777777777772', title: 'Harbor rope', itemNumber: 'HR-2', quantity: 2, cost: 30 },
  ];
  const item = (l: (typeof lines)[0]) => ({
    ...BASE_FIELDS,
    id: l.id,
    purchaseOrderId: ID,
    productId: null,
    asin: null,
    title: l.title,
    image: null,
    cost: l.cost,
    preparationCost: null,
    upc: null,
    itemNumber: l.itemNumber,
    supplierDescription: null,
    supplierUrl: null,
    supplierImageUrl: null,
    comment: null,
    quantityPack: 6,
    quantity: l.quantity,
    unitCost: l.cost / 6,
    lineTotal: l.quantity * l.cost,
  });
  const order = () => ({
    ...BASE_FIELDS,
    id: ID,
    supplierId: SUPPLIER,
    supplierName: 'Harbor Foods',
    supplierPhone: '555-0100',
    supplierEmail: 'orders@harbor.example',
    supplierAddress: '1 Quay Street\nPortland, OR 97201',
    orderNumber: 'PO-2026-0007',
    buyerPhone: null,
    buyerEmail: null,
    buyerTaxId: '91-1234567',
    shipTo: '8 Dock Road\nTacoma, WA 98421',
    paymentTerms: 'Net 30',
    notes: null,
    invoiceNumber: 'INV-7',
    placementDate: state.placementDate,
    status: state.status,
    statusName: STATUS_NAMES[state.status] ?? 'unknown',
    shortlistId: null,
    itemsCount: lines.length,
    totalUnits: lines.reduce((s, l) => s + l.quantity, 0),
    totalCost: lines.reduce((s, l) => s + l.quantity * l.cost, 0),
    ...state.buyer,
    followsProfile: state.followsProfile,
  });
  return (call: Call) => {
    const at = `${call.method} ${call.path}`;
    if (at === 'GET /api/PurchaseOrder') return ok([order()], { page: 1, pageSize: 25, totalItems: 1 });
    if (at === `GET /api/PurchaseOrder/${ID}`) return ok({ ...order(), purchaseOrderItems: lines.map(item) });
    if (at === `PUT /api/PurchaseOrder/${ID}`) {
      const to = (call.body as { status?: number }).status;
      if (to !== undefined) {
        if (!MOVES[state.status]?.includes(to))
          return refusal(400, `Cannot move an order from ${STATUS_NAMES[state.status]} to ${STATUS_NAMES[to]}`);
        state.status = to;
        if (to === 1) state.placementDate ??= '2026-11-23T00:00:00.000Z';
        if (to !== 0) state.followsProfile = [];
      }
      for (const [field, value] of Object.entries(call.body as Record<string, string | null>)) {
        if (!field.startsWith('buyer')) continue;
        state.buyer[field] = value;
        state.followsProfile = state.followsProfile.filter((f) => f !== field);
      }
      return ok(order());
    }
    const line = /^PUT \/api\/PurchaseOrder\/[^/]+\/items\/([^/]+)$/.exec(at);
    if (line) {
      const l = lines.find((x) => x.id === line[1]);
      if (!l) return refusal(404, 'No such line');
      Object.assign(l, call.body);
      return ok(item(l));
    }
    if (at === `GET /api/Product`) return ok([], { page: 1, pageSize: 20, totalItems: 0 });
    if (at === 'GET /api/Supplier/slim') return ok([{ id: SUPPLIER, name: 'Harbor Foods' }]);
    if (at === 'POST /api/PurchaseOrder') return ok({ ...order(), ...(call.body as object) });
    return undefined;
  };
}

const open = (server = orderServer()) =>
  renderScreens(`/purchase-orders/${ID}`, [{ path: '/purchase-orders/$orderId', component: PurchaseOrderPage }], server);

describe('the purchase orders list', () => {
  it('lists orders by number with supplier, invoice, status and totals', async () => {
    await renderScreens('/purchase-orders', [{ path: '/purchase-orders', component: PurchaseOrdersPage }], orderServer(1));
    const row = (await screen.findByRole('link', { name: 'PO-2026-0007' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Harbor Foods')).toBeTruthy();
    expect(within(row).getByText('INV-7')).toBeTruthy();
    expect(within(row).getByText('Placed')).toBeTruthy();
    expect(within(row).getByText('$110.00')).toBeTruthy();
    expect(within(row).getByText('6')).toBeTruthy();
  });

  it('creates an order from scratch for a supplier and opens it', async () => {
    const { calls } = await renderScreens(
      '/purchase-orders',
      [{ path: '/purchase-orders', component: PurchaseOrdersPage }],
      orderServer(),
    );
    const create = await screen.findByRole('button', { name: 'New purchase order' });
    act(() => fireEvent.click(create));
    const dialog = await screen.findByRole('dialog', { name: 'New purchase order' });
    const supplier = within(dialog).getByLabelText(/^Supplier/);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/Supplier/slim')).toBe(true));
    fireEvent.focus(supplier);
    fireEvent.change(supplier, { target: { value: 'Harb' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Harbor Foods', hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Invoice number' }), { target: { value: ' INV-9 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(`landed on /purchase-orders/${ID}`)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      supplierId: SUPPLIER,
      invoiceNumber: 'INV-9',
      placementDate: null,
    });
  });
});

describe('a purchase order', () => {
  it('shows the order number, the buyer and supplier blocks, terms, the lines with pack and unit cost, and the totals', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'PO-2026-0007 to Harbor Foods' })).toBeTruthy();
    expect(screen.getByText('PO-2026-0007')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Unit cost' })).toBeTruthy();
    const supplier = screen.getByRole('region', { name: 'Supplier' });
    expect(supplier.textContent).toContain('1 Quay Street');
    expect(supplier.textContent).toContain('Portland, OR 97201');
    const buyer = screen.getByRole('region', { name: 'Buyer' });
    expect(buyer.textContent).toContain('Lantern Goods');
    expect(buyer.textContent).toContain('Tax ID 91-1234567');
    expect((screen.getByRole('textbox', { name: 'Payment terms' }) as HTMLInputElement).value).toBe('Net 30');
    expect((screen.getByRole('textbox', { name: 'Ship to' }) as HTMLTextAreaElement).value).toContain('8 Dock Road');
    expect(screen.getByText('555-0100 · orders@harbor.example')).toBeTruthy();
    expect(document.querySelector('[data-total="cost"]')?.textContent).toBe('$110.00');
    expect(document.querySelector('[data-total="packs"]')?.textContent).toBe('6');
  });

  it('offers only the allowed moves, and placing asks first', async () => {
    const { calls } = await open();
    await screen.findByRole('heading', { name: 'PO-2026-0007 to Harbor Foods' });
    expect(screen.getByRole('button', { name: 'Mark as placed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as shipped' })).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Mark as placed' })));
    const dialog = await screen.findByRole('dialog', { name: 'Place this order?' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as placed' })));
    await waitFor(() => expect(screen.getByLabelText('Status: Placed')).toBeTruthy());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 1 });
    expect(screen.getByRole('button', { name: 'Mark as confirmed' })).toBeTruthy();
    // Placed: the lines no longer change.
    expect(screen.queryByRole('textbox', { name: /^Packs of / })).toBeNull();
  });

  it("shows the server's message when it refuses a move", async () => {
    const server = orderServer(2);
    // Another tab has shipped it meanwhile: the server refuses the cancel this page still offers.
    await open((call) => (call.method === 'PUT' ? refusal(400, 'Cannot move an order from shipped to cancelled') : server(call)));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' })));
    expect(await within(dialog).findByText('Cannot move an order from shipped to cancelled.')).toBeTruthy();
  });

  it('edits a draft line in place and shows the new totals', async () => {
    const { calls } = await open();
    const packs = await screen.findByRole('textbox', { name: 'Packs of LO-1' });
    fireEvent.change(packs, { target: { value: '10' } });
    fireEvent.keyDown(packs, { key: 'Enter' });
    await waitFor(() => expect(document.querySelector('[data-total="cost"]')?.textContent).toBe('$185.00'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ quantity: 10 });
  });

  it('downloads the PDF with the session token and saves it under the server’s name', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:order', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await open(orderServer(2));
    const download = await screen.findByRole('button', { name: 'Download' });
    // The download answers a file, not an envelope: the server's side of it, on the same fetch.
    const api = globalThis.fetch;
    const sent: { url: string; authorization: string | undefined }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/download')) return api(input, init);
      sent.push({ url: String(input), authorization: (init?.headers as Record<string, string> | undefined)?.authorization });
      return new Response('%PDF-1.7', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Harbor Foods INV-7.pdf"' },
      });
    });
    act(() => fireEvent.click(download));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'PDF (to send)' }));
    await waitFor(() => expect(saved).toEqual(['Harbor Foods INV-7.pdf']));
    expect(sent).toEqual([{ url: `/api/PurchaseOrder/${ID}/download?format=pdf`, authorization: 'Bearer session-jwt-1' }]);
    click.mockRestore();
  });

  it('shows a draft’s buyer as the company profile’s, edits it for this order only, and says so', async () => {
    const { calls } = await open();
    const buyer = await screen.findByRole('region', { name: 'Buyer' });
    expect(buyer.textContent).toContain('400 Pier Avenue');
    expect(buyer.textContent).toContain('From the company profile until the order is placed.');
    expect(screen.getAllByText('From the company profile')).toHaveLength(2); // ship-to and terms
    act(() => fireEvent.click(within(buyer).getByRole('button', { name: 'Edit buyer' })));
    const dialog = await screen.findByRole('dialog', { name: 'Buyer on this order' });
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Lantern Goods');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Lantern Goods (Tacoma) ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Address' }), { target: { value: '' } });
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Buyer on this order' })).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ buyerName: 'Lantern Goods (Tacoma)', buyerAddress: null });
    await waitFor(() => expect(buyer.textContent).toContain('Lantern Goods (Tacoma)'));
    expect(buyer.textContent).toContain('No address on file');
  });

  it('says a placed order keeps the buyer it was placed with', async () => {
    await open(orderServer(1));
    const buyer = await screen.findByRole('region', { name: 'Buyer' });
    expect(buyer.textContent).toContain('As the order was placed.');
    expect(screen.queryByText('From the company profile')).toBeNull();
  });
});
