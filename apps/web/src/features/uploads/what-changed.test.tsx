import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, BASE_FIELDS, ok, renderScreens } from '../../test/screen-api';
import UploadsPage from './uploads-page';

vi.setConfig({ testTimeout: 30_000 });

const SUPPLIER = '22222222-2222-4222-8222-222222222222';
const UPLOAD = '33333333-3333-4333-8333-333333333333';
const PREVIOUS = '44444444-4444-4444-8444-444444444444';
const PRODUCT = '55555555-5555-4555-8555-555555555555';

const counts = { new: 1, dropped: 0, cheaper: 1, dearer: 0, packChanged: 1, codeChanged: 0, itemNumberChanged: 0 };
const summary = {
  previousUploadId: PREVIOUS,
  previousFileName: 'october.csv',
  counts: { ...counts, nowProfitable: 1, noLongerProfitable: 0 },
  unchanged: 1_204,
  line: '1 cheaper, 1 new, 1 new pack size; 1 now profitable',
};

const upload = (changes: unknown) => ({
  ...BASE_FIELDS,
  id: UPLOAD,
  supplierId: SUPPLIER,
  fileName: 'november.csv',
  format: 'csv',
  sizeBytes: 4_096,
  status: 'done',
  queuePosition: null,
  message: null,
  columns: { identifier: 'UPC' },
  rowsTotal: 3,
  rowsRead: 3,
  processed: 3,
  matched: 3,
  unmatched: 0,
  candidates: 0,
  merged: 0,
  failed: 0,
  finished: BASE_FIELDS.created,
  changes,
  report: [],
  reportTotal: 0,
});

const change = (fields: Record<string, unknown>) => ({
  kinds: ['cheaper'],
  row: 2,
  previousRow: 3,
  identifier: '800000000301',
  previousIdentifier: '800000000301',
  itemNumber: 'K-1',
  previousItemNumber: 'K-1',
  asin: 'B000000301',
  productId: PRODUCT,
  title: 'Stacking rings',
  packSize: 12,
  previousPackSize: 12,
  packCost: 18,
  previousPackCost: 24,
  packCostChange: -6,
  packCostChangePercent: -25,
  unitCost: 1.5,
  previousUnitCost: 2,
  unitCostChange: -0.5,
  unitCostChangePercent: -25,
  profit: 8.4,
  previousProfit: -1.2,
  roi: 46.67,
  previousRoi: -5,
  ...fields,
});

function open(changes: unknown, calls: ApiCall[] = []) {
  return renderScreens(
    `/uploads?supplierId=${SUPPLIER}&uploadId=${UPLOAD}`,
    [{ path: '/uploads', component: UploadsPage }],
    (call) => {
      if (call.path === '/api/Supplier/slim') return ok([{ id: SUPPLIER, name: 'Sunbelt Toys' }]);
      if (call.path === '/api/Upload') return ok([upload(changes)], { page: 1, pageSize: 10, totalItems: 1 });
      if (call.path === `/api/Upload/${UPLOAD}`) return ok(upload(changes));
      if (call.path === `/api/Upload/${UPLOAD}/changes`) {
        calls.push(call);
        const kind = call.query.get('kind');
        const all = [
          change({ kinds: ['cheaper', 'nowProfitable'] }),
          change({
            kinds: ['new'],
            row: 4,
            previousRow: null,
            title: null,
            asin: 'B0KITE0001',
            productId: null,
            previousPackCost: null,
            previousUnitCost: null,
            packCostChange: null,
            unitCostChange: null,
            packCostChangePercent: null,
            unitCostChangePercent: null,
            profit: null,
            previousProfit: null,
            roi: null,
            previousRoi: null,
          }),
        ];
        const items = kind ? all.filter((c) => c.kinds.includes(kind)) : all;
        return ok(items, { page: 1, pageSize: 25, totalItems: items.length });
      }
      return undefined;
    },
  );
}

describe('What changed', () => {
  it('shows the changes since the previous list, a tab per kind, before and after, linked to the product', async () => {
    const calls: ApiCall[] = [];
    await open(summary, calls);
    fireEvent.click(await screen.findByRole('tab', { name: 'What changed' }));
    expect(await screen.findByText(/1 cheaper, 1 new, 1 new pack size; 1 now profitable/)).toBeTruthy();
    expect(screen.getByText(/1,204 unchanged/)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'What changed' });
    const link = await within(table).findByRole('link', { name: 'Stacking rings' });
    expect(link.getAttribute('href')).toBe(`/products/${PRODUCT}`);
    expect(within(table).getByText('-$0.50 (-25%)')).toBeTruthy();
    expect(within(table).getByText('B0KITE0001')).toBeTruthy();
    // Only the kinds with changes have a tab; choosing one asks the server for that kind.
    expect(screen.queryByText(/^Dropped/)).toBeNull();
    fireEvent.click(screen.getByText('New 1'));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'What changed' })).queryByText('Stacking rings')).toBeNull(),
    );
    expect(calls.at(-1)?.query.get('kind')).toBe('new');
    expect(within(screen.getByRole('table', { name: 'What changed' })).getByText('B0KITE0001')).toBeTruthy();
  });

  it('says a first list has nothing to compare with, and asks for no changes', async () => {
    const calls: ApiCall[] = [];
    await open({ ...summary, previousUploadId: null, previousFileName: null, line: null, unchanged: 0 }, calls);
    fireEvent.click(await screen.findByRole('tab', { name: 'What changed' }));
    expect(await screen.findByText(/first price list/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('has no What changed tab before the upload is compared', async () => {
    await open(null);
    await screen.findByRole('tab', { name: 'Row report' });
    expect(screen.queryByRole('tab', { name: 'What changed' })).toBeNull();
  });
});
