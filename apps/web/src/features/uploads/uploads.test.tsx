import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_FIELDS, ok, renderScreens } from '../../test/screen-api';
import UploadsPage from './uploads-page';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

const SUPPLIER = '22222222-2222-4222-8222-222222222222';
const UPLOAD = '33333333-3333-4333-8333-333333333333';

const upload = (fields: Record<string, unknown>) => ({
  ...BASE_FIELDS,
  id: UPLOAD,
  supplierId: SUPPLIER,
  fileName: 'toys.csv',
  format: 'csv',
  sizeBytes: 4_096,
  status: 'done',
  queuePosition: null,
  message: null,
  columns: { identifier: 'UPC' },
  rowsTotal: 10,
  rowsRead: 10,
  processed: 10,
  matched: 5,
  unmatched: 2,
  candidates: 3,
  merged: 0,
  failed: 0,
  finished: BASE_FIELDS.created,
  report: [],
  reportTotal: 0,
  ...fields,
});

const open = (detail: Record<string, unknown>) =>
  renderScreens(`/uploads?supplierId=${SUPPLIER}&uploadId=${UPLOAD}`, [{ path: '/uploads', component: UploadsPage }], (call) => {
    if (call.path === '/api/Supplier/slim') return ok([{ id: SUPPLIER, name: 'Sunbelt Toys' }]);
    if (call.path === '/api/Upload') return ok([upload(detail)], { page: 1, pageSize: 10, totalItems: 1 });
    if (call.path === `/api/Upload/${UPLOAD}`) return ok(upload(detail));
    return undefined;
  });

/** The page with the seller account's answers: its status and the upload's check counts. */
const openWithChecks = (counts: Record<string, number>, connected = true) =>
  renderScreens(`/uploads?supplierId=${SUPPLIER}&uploadId=${UPLOAD}`, [{ path: '/uploads', component: UploadsPage }], (call) => {
    if (call.path === '/api/Supplier/slim') return ok([{ id: SUPPLIER, name: 'Sunbelt Toys' }]);
    if (call.path === '/api/Upload') return ok([upload({})], { page: 1, pageSize: 10, totalItems: 1 });
    if (call.path === `/api/Upload/${UPLOAD}`) return ok(upload({}));
    if (call.path === `/api/Upload/${UPLOAD}/eligibility`) return ok(counts);
    if (call.path === '/api/SellerAccount') return ok({ connected, mode: 'simulated', accounts: [] });
    return undefined;
  });

const counter = (label: string) => screen.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;

describe('an upload on the price lists page', () => {
  it('counts rows not found apart from rows with several matches', async () => {
    await open({});
    await screen.findByText('Not found', { selector: 'p' });
    expect(counter('Not found')).toBe('2');
    expect(counter('Several matches')).toBe('3');
    expect(screen.queryByText('Unmatched', { selector: 'p' })).toBeNull();
  });

  it('shows a failed upload as failed: a red alert saying nothing was added, not a finished bar', async () => {
    await open({
      status: 'failed',
      message: 'No identifier column found.',
      processed: 0,
      matched: 0,
      unmatched: 0,
      candidates: 0,
      rowsTotal: null,
      rowsRead: 0,
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The file could not be processed: nothing was added')).toBeTruthy();
    expect(within(alert).getByText('No identifier column found.')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Rows processed' });
    expect(bar.closest('[style]')?.getAttribute('style') ?? bar.getAttribute('style') ?? '').toContain('red');
  });

  it('shows a running upload in the recent uploads as its card does, as it goes on, with separators', async () => {
    // The server's upload goes on after the page opened: parsing at first, then matching 1,198.
    let now = upload({ status: 'parsing', matched: 0, processed: 0, rowsTotal: 2_400 });
    await renderScreens(
      `/uploads?supplierId=${SUPPLIER}&uploadId=${UPLOAD}`,
      [{ path: '/uploads', component: UploadsPage }],
      (call) => {
        if (call.path === '/api/Supplier/slim') return ok([{ id: SUPPLIER, name: 'Sunbelt Toys' }]);
        if (call.path === '/api/Upload') return ok([now], { page: 1, pageSize: 10, totalItems: 1 });
        if (call.path === `/api/Upload/${UPLOAD}`) return ok(now);
        return undefined;
      },
    );
    const recent = (await screen.findByText('toys.csv', { selector: 'button p' })).closest('button') as HTMLElement;
    await waitFor(() => expect(within(recent).getByText(/0 matched$/)).toBeTruthy());
    expect(within(recent).getByText('parsing')).toBeTruthy();
    now = upload({ status: 'matching', matched: 1198, processed: 1709, rowsTotal: 2_400 });
    // Without a reload: the list follows the running upload, with thousands separated.
    await waitFor(() => expect(within(recent).getByText(/· 1,198 matched$/)).toBeTruthy(), { timeout: 8_000 });
    expect(within(recent).getByText('matching')).toBeTruthy();
    await waitFor(() => expect(counter('Matched')).toBe('1,198'));
  });
});

describe('an upload waiting for its turn', () => {
  it('says it waits and its place in line, on its card and in the recent uploads', async () => {
    await open({ status: 'queued', queuePosition: 2, processed: 0, matched: 0, rowsTotal: null, rowsRead: 0, finished: null });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Waiting: number 2 in line, it starts after your uploads ahead of it.',
    );
    const recent = (await screen.findByText('toys.csv', { selector: 'button p' })).closest('button') as HTMLElement;
    expect(within(recent).getByText('queued · #2')).toBeTruthy();
  });
});

describe('choosing a price list', () => {
  const HEADERS = ['B0000ABCDE', 'Garden hose', '12.50', '4'];
  const ROWS = [
    { row: 2, cells: ['B0000ABCDF', 'Desk lamp', '8.00', '2'] },
    { row: 3, cells: ['B0000ABCDG', 'Kettle', '9.10', '1'] },
  ];
  const choose = async () => {
    const server = await renderScreens(
      `/uploads?supplierId=${SUPPLIER}`,
      [{ path: '/uploads', component: UploadsPage }],
      (call) => {
        if (call.path === '/api/Supplier/slim') return ok([{ id: SUPPLIER, name: 'Sunbelt Toys' }]);
        if (call.path === '/api/Upload') return ok([], { page: 1, pageSize: 10, totalItems: 0 });
        if (call.path !== '/api/Product/bulk/preview') return undefined;
        const fields = call.body as Record<string, string>;
        const headerless = fields.firstRowIsData === 'true';
        const encodings = { encoding: fields.encoding ?? 'windows-1252', detectedEncoding: 'windows-1252' };
        return ok(
          headerless
            ? {
                headerRow: null,
                firstRowIsData: true,
                looksHeaderless: false,
                headers: ['A', 'B', 'C', 'D'],
                columns: { identifier: 'A', unitPrice: 'C' },
                rows: [{ row: 1, cells: HEADERS }, ...ROWS],
                problem: null,
                ...encodings,
              }
            : {
                headerRow: null,
                firstRowIsData: false,
                looksHeaderless: true,
                headers: HEADERS,
                columns: {},
                rows: ROWS,
                problem: 'No identifier column found.',
                ...encodings,
              },
        );
      },
    );
    await screen.findByText('Choose a supplier and a file to start', { exact: false });
    const file = new File(['B0000ABCDE,Garden hose,12.50,4\n'], 'no-header.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Price list file'), { target: { files: [file] } });
    return server;
  };

  it('offers a file without a header row as data, then names its columns A, B, C and sends the choice', async () => {
    const server = await choose();
    await screen.findByText('Row 1 looks like data, not a header');
    fireEvent.click(screen.getByRole('checkbox', { name: /The first row is data/ }));
    await screen.findByText(/No header row: the columns are named A, B, C/);
    const table = screen.getByRole('table', { name: 'First rows of the file' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Row', 'AIdentifier', 'B', 'CUnit price', 'D']);
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('B0000ABCDE');
    const previews = server.calls.filter((c) => c.path === '/api/Product/bulk/preview');
    expect(previews.at(-1)?.body).toEqual({ firstRowIsData: 'true' });
    expect(screen.getByText(/4 columns/)).toBeTruthy();
  });

  it('names the text encoding it read the file in and reads the file again in the one chosen', async () => {
    const server = await choose();
    expect((await screen.findByTestId('upload-encoding')).textContent).toBe('Read as Windows-1252 (detected).');
    fireEvent.click(screen.getByRole('combobox', { name: 'Text encoding' }));
    fireEvent.click(await screen.findByRole('option', { name: 'UTF-16 LE', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('upload-encoding').textContent).toBe('Read as UTF-16 LE.'));
    const previews = server.calls.filter((c) => c.path === '/api/Product/bulk/preview');
    expect(previews.at(-1)?.body).toEqual({ encoding: 'utf-16le' });
  });

  it('gives the preview the page’s width: no “choose a file” beside a chosen file', async () => {
    await choose();
    await screen.findByRole('table', { name: 'Column mapping' });
    expect(screen.queryByText('Choose a supplier and a file to start', { exact: false })).toBeNull();
  });
});

describe('choosing among several matches', () => {
  const ROW = {
    row: 2,
    status: 'candidates',
    original: '081234567890',
    identifier: '081234567890',
    asin: null,
    unitCost: 4,
    packSize: 3,
    packCost: 12,
    itemNumber: 'CT-9',
    productId: null,
    candidates: ['B000000001', 'B000000002'],
    reason: '2 products have the code 081234567890: choose one (e.g. a single item or a multipack).',
    fbaFulfillable: null,
    fbaInbound: null,
  };
  const CANDIDATES = [
    {
      asin: 'B000000001',
      productName: 'Bubble wand',
      countryAndRegion: 'US',
      image: '/api/market/images/one.svg',
      buyBox: 9.99,
      packageQuantity: 1,
      samePack: false,
      profitLoss: -5.12,
      roi: -36.89,
      best: false,
    },
    {
      asin: 'B000000002',
      productName: 'Bubble wand, pack of 3',
      countryAndRegion: 'US',
      image: '/api/market/images/three.svg',
      buyBox: 24.99,
      packageQuantity: 3,
      samePack: true,
      profitLoss: 6.4,
      roi: 53.33,
      best: true,
    },
  ];

  it('shows each match’s image, buy box, units, profit and ROI, and picks the best for all in one request', async () => {
    const server = await renderScreens(
      `/uploads?supplierId=${SUPPLIER}&uploadId=${UPLOAD}`,
      [{ path: '/uploads', component: UploadsPage }],
      (call) => {
        if (call.path === '/api/Supplier/slim') return ok([{ id: SUPPLIER, name: 'Sunbelt Toys' }]);
        if (call.path === '/api/Upload') return ok([upload({})], { page: 1, pageSize: 10, totalItems: 1 });
        if (call.path === `/api/Upload/${UPLOAD}`) return ok(upload({ report: [ROW], reportTotal: 1 }));
        if (call.path === `/api/Upload/${UPLOAD}/rows/2/candidates`) return ok(CANDIDATES);
        if (call.path === `/api/Upload/${UPLOAD}/best-matches`) return ok({ picked: 2, left: 1 });
        return undefined;
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Choose…' }));
    const card = (await screen.findByRole('radio', { name: /B000000002/, hidden: true })) as HTMLElement;
    expect(card.textContent).toContain('$24.99');
    expect(card.textContent).toContain('Pack of 3');
    expect(card.textContent).toContain('$6.40');
    expect(card.textContent).toContain('53.3%');
    expect(card.textContent).toContain('Best match');
    expect(card.textContent).toContain('Same pack as the row (3)');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/market/images/three.svg');
    const single = screen.getByRole('radio', { name: /B000000001/, hidden: true }) as HTMLElement;
    expect(single.textContent).toContain('Single');
    expect(single.textContent).toContain('-36.9%');
    expect(single.textContent).not.toContain('Best match');

    expect(screen.getByText(/Rule: The match whose listing holds as many units as the row’s pack/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pick the best match for all' }));
    await screen.findByText(/2 matches picked and added to the supplier’s products\. 1 row left to choose/);
    expect(server.calls.filter((c) => c.path.endsWith('/best-matches'))).toHaveLength(1);
    expect(server.calls.find((c) => c.path.endsWith('/best-matches'))?.method).toBe('POST');
  });

  it('marks the rows whose product the seller already holds at Amazon', async () => {
    const matched = (row: number, asin: string, fbaFulfillable: number | null, fbaInbound: number | null) => ({
      ...ROW,
      row,
      status: 'matched',
      original: `08123456789${row}`,
      identifier: `08123456789${row}`,
      asin,
      productId: null,
      candidates: [],
      reason: null,
      fbaFulfillable,
      fbaInbound,
    });
    await renderScreens(
      `/uploads?supplierId=${SUPPLIER}&uploadId=${UPLOAD}`,
      [{ path: '/uploads', component: UploadsPage }],
      (call) => {
        if (call.path === '/api/Supplier/slim') return ok([{ id: SUPPLIER, name: 'Sunbelt Toys' }]);
        if (call.path === '/api/Upload') return ok([upload({})], { page: 1, pageSize: 10, totalItems: 1 });
        if (call.path === `/api/Upload/${UPLOAD}`)
          return ok(upload({ report: [matched(2, 'B000000003', 37, 2), matched(3, 'B000000004', null, null)], reportTotal: 2 }));
        return undefined;
      },
    );
    const report = await screen.findByRole('table', { name: 'Row report' });
    const rowOf = (asin: string) => within(report).getByText(asin, { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(rowOf('B000000003')).getByText('37 units, 2 inbound')).toBeTruthy();
    expect(within(rowOf('B000000004')).queryByText(/units?/)).toBeNull();
    expect(within(report).getByRole('columnheader', { name: 'At Amazon' })).toBeTruthy();
  });

  it("shows how many of the list's rows may be sold, as the seller's account checks them", async () => {
    await openWithChecks({ total: 5, checked: 3, allowed: 1, approvalRequired: 1, notEligible: 1, unknown: 0 });
    const checks = await screen.findByRole('region', { name: 'Can I sell these?' });
    expect(within(checks).getByRole('status').textContent).toBe('3 of 5 checked');
    expect(within(checks).getByRole('progressbar', { name: 'Eligibility checked' }).getAttribute('aria-valuenow')).toBe('60');
    expect(['1 allowed', '1 need approval', '1 restricted'].every((t) => within(checks).queryByText(t))).toBe(true);
    expect(within(checks).queryByText(/unknown/)).toBeNull();
  });

  it('says when every row is checked, with the unknown ones', async () => {
    await openWithChecks({ total: 5, checked: 5, allowed: 2, approvalRequired: 1, notEligible: 0, unknown: 2 });
    const checks = await screen.findByRole('region', { name: 'Can I sell these?' });
    expect(within(checks).getByRole('status').textContent).toBe('All 5 checked with your Amazon seller account');
    expect(within(checks).getByText('2 unknown')).toBeTruthy();
    expect(within(checks).getByText('0 restricted')).toBeTruthy();
  });

  it('says to connect the seller account where the counts would be, when none is connected', async () => {
    await openWithChecks({ total: 0, checked: 0, allowed: 0, approvalRequired: 0, notEligible: 0, unknown: 0 }, false);
    const link = await screen.findByRole('link', { name: 'Connect your Amazon seller account to check eligibility' });
    expect(link.getAttribute('href')).toBe('/settings/seller-account');
    expect(screen.queryByRole('region', { name: 'Can I sell these?' })).toBeNull();
  });
});
