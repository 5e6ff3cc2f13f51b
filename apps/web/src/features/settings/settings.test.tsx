import { DEFAULT_SCORE_THRESHOLDS as THRESHOLDS } from '@shelfscope/profit';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY } from '../../test/company';
import { type ApiCall, ok, refused, renderScreens } from '../../test/screen-api';
import { USER_SETTINGS } from '../../test/user-settings';
import SettingsPage from './settings-page';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
// A shared two-core machine renders a cold page slowly; the default second is too short.
configure({ asyncUtilTimeout: 4_000 });

function settingsServer(refuse?: { field: string; description: string }) {
  let settings = { ...USER_SETTINGS };
  const handle = (call: ApiCall) => {
    if (call.path !== '/api/UserSettings') return undefined;
    if (call.method === 'GET') return ok(settings);
    if (refuse) return refused(400, [refuse]);
    settings = { ...settings, ...(call.body as object) };
    return ok(settings);
  };
  return { handle, get: () => settings };
}

const PAGES = [{ path: '/settings', component: SettingsPage }];
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the settings page', () => {
  it('saves the default fulfilment and the FBM shipping per unit, in the company marketplace’s currency', async () => {
    const server = settingsServer();
    const { calls } = await renderScreens('/settings', PAGES, (call) =>
      call.path === '/api/Company' ? ok({ ...COMPANY, defaultMarketplace: 'DE' }) : server.handle(call),
    );
    const shipping = (await screen.findByRole('textbox', { name: 'FBM shipping per unit' })) as HTMLInputElement;
    await waitFor(() => expect(screen.getByText(/What shipping one unit to a customer costs you, EUR/)).toBeTruthy());
    expect(screen.getByText('Per unit, shipping and placement, EUR')).toBeTruthy();
    expect(screen.getByText(/Amounts are in EUR, the currency of your company’s default marketplace\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'FBM (you ship)' }));
    fireEvent.change(shipping, { target: { value: '€3.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ defaultFulfilment: 'FBM', fbmShippingPerUnit: 3.5 });
    expect(server.get().defaultFulfilment).toBe('FBM');
  });

  it('shows each score with its direction and colour bands, and saves a new ROI threshold', async () => {
    const server = settingsServer();
    const { calls } = await renderScreens('/settings', PAGES, server.handle);
    expect((await screen.findByRole('textbox', { name: 'ROI: Good from' })) as HTMLInputElement).toHaveProperty('value', '50');
    expect(screen.getAllByText('Lower is better')).toHaveLength(2);
    // Issue 40, item 22: "your account only" is said of the member's own sections, not of all.
    expect(
      screen.getByText(/and your two-factor authentication apply to your account only\. An organization admin’s sections/),
    ).toBeTruthy();
    expect(screen.getAllByText('Higher is better')).toHaveLength(7);
    expect(screen.getByRole('img', { name: /Sales rank \(BSR\) bands: Below very weak > 500k; .*Good ≤ 25k/ })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(input('ROI: Good from'), { target: { value: '60' } });
    expect(screen.getByRole('img', { name: /ROI bands: .*Good ≥ 60%/ })).toBeTruthy();
    fireEvent.click(save);
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    const body = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body.scoreThresholds).toEqual({ ...THRESHOLDS, roi: { veryWeak: 10, poor: 20, moderate: 30, good: 60 } });
    expect(body).not.toHaveProperty('defaultColumns');
    expect(server.get().scoreThresholds.roi.good).toBe(60);
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it('will not save thresholds out of order, and says which direction they go', async () => {
    await renderScreens('/settings', PAGES, settingsServer().handle);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Sales rank (BSR): Good from' }), {
      target: { value: '600000' },
    });
    expect(screen.getByText('Each level must be lower than the one before it.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's refusal next to the field", async () => {
    const server = settingsServer({ field: 'inboundFees', description: 'inboundFees: must be at most 100' });
    await renderScreens('/settings', PAGES, server.handle);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Inbound fees' }), { target: { value: '$7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('must be at most 100')).toBeTruthy();
    expect(input('Inbound fees').getAttribute('aria-invalid')).toBe('true');
  });

  it('switches the colour scheme with the theme and saves it', async () => {
    const server = settingsServer();
    const { calls } = await renderScreens('/settings', PAGES, server.handle);
    fireEvent.click(await screen.findByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ theme: 1 }));
  });

  it('opens clean when this browser shows another theme than the saved one, and a save keeps the saved theme', async () => {
    // This browser shows dark (toggled in the header, not saved); the account's theme is light.
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    const server = settingsServer();
    const { calls } = await renderScreens('/settings', PAGES, server.handle);
    // The field shows the theme in force, as the header's toggle does, and says what is saved.
    expect(((await screen.findByRole('radio', { name: 'Dark' })) as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByText('Saved for your account: Light. This browser shows Dark until you sign in again or choose here.'),
    ).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Discard changes' }) as HTMLButtonElement).disabled).toBe(true);
    // Saving another field leaves the account's theme as it was.
    fireEvent.change(input('Target ROI'), { target: { value: '31%' } });
    fireEvent.click(save);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ theme: 0, roiPercentage: 31 }));
  });

  it('saves the theme of this browser once it is chosen here, even by switching there and back', async () => {
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    const server = settingsServer();
    const { calls } = await renderScreens('/settings', PAGES, server.handle);
    fireEvent.click(await screen.findByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light'));
    expect((screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ theme: 1 }));
  });
});
