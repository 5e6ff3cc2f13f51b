import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, ok, renderScreens } from '../../test/screen-api';
import { USER_SETTINGS } from '../../test/user-settings';
import { useGridColumns } from './use-grid-columns';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 4_000 });

/** The hook as the products page uses it: the columns shown, the chooser's status, a change. */
function Probe() {
  const { columns, change, status } = useGridColumns();
  return (
    <>
      <p>columns: {columns.join(',')}</p>
      <p>status: {status ?? 'none'}</p>
      <button type="button" onClick={() => change(['asin', 'title'])}>
        Show ASIN and title
      </button>
    </>
  );
}

function server(isProfileLocked: boolean) {
  return (call: ApiCall) => {
    if (call.path === '/api/UserSettings') return ok({ ...USER_SETTINGS, isProfileLocked });
    if (call.path === '/api/UserSettings/default-columns') return ok({ ...USER_SETTINGS, defaultColumns: ['asin', 'title'] });
    return undefined;
  };
}

const PAGES = [{ path: '/products', component: Probe }];

describe("the grid's columns", () => {
  it('saves a change as the member’s default', async () => {
    const { calls } = await renderScreens('/products', PAGES, server(false));
    fireEvent.click(await screen.findByRole('button', { name: 'Show ASIN and title' }));
    expect(await screen.findByText('status: Saved as your default')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ columns: ['asin', 'title'] });
  });

  it('shows a locked VA the columns they choose but does not save them, and says why', async () => {
    const { calls } = await renderScreens('/products', PAGES, server(true));
    await screen.findByText('columns: asin');
    fireEvent.click(screen.getByRole('button', { name: 'Show ASIN and title' }));
    expect(await screen.findByText('columns: asin,title')).toBeTruthy();
    expect(screen.getByText('status: Not saved: your company locked its columns for VAs')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(false));
  });
});
