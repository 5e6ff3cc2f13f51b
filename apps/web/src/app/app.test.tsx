import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type IdentityStandIn, signedInIdentity } from '../test/identity';
import { App } from './app';
import { AREAS } from './areas';
import { COLOR_SCHEME_KEY } from './theme';

const health = {
  errors: [],
  details: null,
  hasErrors: false,
  data: {
    status: 'ok',
    version: '0.1.0',
    uptimeSeconds: 5,
    database: { kind: 'pglite', reachable: true, latencyMs: 0.4 },
    devTools: true,
  },
};

const NOTIFICATION = {
  id: '7d0b7a52-4a8e-4a57-9d55-0d3c1f1f2a01',
  kind: 'upload.finished',
  title: 'harbor-list.csv is analysed',
  message: '12 matched, 1 not found.',
  data: {},
  read: false,
  created: '2026-11-28T10:00:00.000Z',
};

let standIn: IdentityStandIn;
let isAdmin = false;
beforeEach(async () => {
  standIn = await signedInIdentity();
  // The network boundary: the server's answer to GET /api/health.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      // The admin link shows for platform admins only (the server's answer decides).
      const url = String(input);
      const body = url.includes('/api/UserAccount/admin-access')
        ? { errors: [], details: null, hasErrors: false, data: { isAdmin } }
        : url.includes('/api/Notification/unread-count')
          ? { errors: [], details: null, hasErrors: false, data: { count: 1 } }
          : url.includes('/api/Notification')
            ? { errors: [], details: null, hasErrors: false, data: [NOTIFICATION], page: 1, pageSize: 15, totalItems: 1 }
            : health;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  isAdmin = false;
});

describe('the application shell', () => {
  it('offers navigation to every area of the product', async () => {
    render(<App initialPath="/" identity={standIn.identity} />);
    const nav = await screen.findByRole('navigation', { name: 'Sourcing' });
    for (const area of AREAS.filter((a) => a.group === 'sourcing')) {
      expect(within(nav).getByRole('link', { name: area.label })).toHaveProperty('pathname', area.path);
    }
    // Once the server said "not an admin", the admin area stays out of the navigation.
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/api/UserAccount/admin-access'))).toBe(true),
    );
    await act(async () => {});
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Company', 'Settings', 'Plan & billing']);
  });

  it('shows the release the web app was built as at the foot of the navigation', async () => {
    render(<App initialPath="/" identity={standIn.identity} />);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('ShelfScope v0.1.0-7-g1234abc')).toBeTruthy();
  });

  it('adds the admin area for a platform admin', async () => {
    isAdmin = true;
    render(<App initialPath="/" identity={standIn.identity} />);
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(await within(account).findByRole('link', { name: 'Admin' })).toHaveProperty('pathname', '/admin');
  });

  it('shows a seller the dashboard without the server status (operators see it in Admin: admin.test.tsx)', async () => {
    render(<App initialPath="/" identity={standIn.identity} />);
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 2 })).toBeTruthy();
    await act(async () => {});
    expect(screen.queryByText('All systems working')).toBeNull();
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/api/health'))).toBe(false);
  });

  it('toggles between light and dark and remembers the choice', async () => {
    render(<App initialPath="/" identity={standIn.identity} />);
    const toDark = await screen.findByRole('button', { name: 'Switch to dark theme' });
    act(() => fireEvent.click(toDark));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' })));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('light');
  });

  it('marks the current area in the navigation', async () => {
    render(<App initialPath="/suppliers" identity={standIn.identity} />);
    expect(await screen.findByRole('heading', { name: 'Suppliers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Suppliers' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows a not-found page for an unknown address', async () => {
    render(<App initialPath="/no/such/page" identity={standIn.identity} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('/no/such/page')).toBeTruthy();
  });

  it('opens the notifications on the first click of the bell, while their code is still loading', async () => {
    render(<App initialPath="/" identity={standIn.identity} />);
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    expect(bell.getAttribute('aria-controls')).toBeNull();
    act(() => fireEvent.click(bell));
    // The popover's bell replaces the first one, opened. (jsdom has no layout: the floating code
    // takes the bell for hidden and hides the dropdown, so its content is read, not its drawing.)
    const opened = await screen.findByRole('button', { name: 'Notifications (1 unread)', expanded: true });
    const dropdown = document.getElementById(opened.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(dropdown?.textContent).toContain('harbor-list.csv is analysed'));
    expect(dropdown?.textContent).toContain('Mark all read');
  });

  it('shows who is signed in, and logging out ends the session and goes to the sign-in page', async () => {
    render(<App initialPath="/" identity={standIn.identity} />);
    const account = await screen.findByRole('button', { name: 'Account: ada@harbor.example, Harbor Goods' });
    act(() => fireEvent.click(account));
    const logOut = await screen.findByRole('menuitem', { name: 'Log out' });
    act(() => fireEvent.click(logOut));
    await waitFor(() => expect(standIn.calls).toContain('POST /b2b/sessions/revoke'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Sourcing' })).toBeNull());
    expect(standIn.calls).toContain('POST /b2b/sessions/revoke');
    expect(standIn.identity.client.session.getSync()).toBeNull();
  });
});

describe('signed out', () => {
  it('sends a visit to an app page to the sign-in page, remembering where it was going', async () => {
    await standIn.identity.client.session.revoke({ forceClear: true });
    render(<App initialPath="/suppliers" identity={standIn.identity} />);
    expect(await screen.findByRole('heading', { name: 'ShelfScope' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sourcing' })).toBeNull();
  });
});
