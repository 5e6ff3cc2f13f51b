import { DEFAULT_SCORE_THRESHOLDS } from '@shelfscope/profit';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyAs, type ROLE_PERMISSIONS } from '../../test/company';
import { type ApiCall, ok, renderScreens } from '../../test/screen-api';
import { USER_SETTINGS } from '../../test/user-settings';
import SettingsPage from './settings-page';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 4_000 });

const PAGES = [{ path: '/settings', component: SettingsPage }];
const PROFILE = {
  roiPercentage: 45,
  scoreThresholds: DEFAULT_SCORE_THRESHOLDS,
  defaultColumns: ['asin', 'roi'],
  isLocked: true,
  isSet: true,
};

/** The settings API as a member of `role` sees it, with the company's profile locked or not. */
function server(role: keyof typeof ROLE_PERMISSIONS, settings: Partial<typeof USER_SETTINGS>) {
  let profile = { ...PROFILE };
  return (call: ApiCall) => {
    if (call.path === '/api/Company') return ok(companyAs(role));
    if (call.path === '/api/UserSettings') return ok({ ...USER_SETTINGS, ...settings });
    if (call.path !== '/api/Company/settings-profile') return undefined;
    if (call.method === 'PUT') profile = { ...(call.body as typeof PROFILE), isSet: true };
    return ok(profile);
  };
}

describe("the company's settings profile on the settings page", () => {
  it('shows a VA the locked profile read-only, with the reason', async () => {
    await renderScreens(
      '/settings',
      PAGES,
      server('shelfscope_va', { roiPercentage: 45, profileSource: 'company', isProfileLocked: true }),
    );
    expect(await screen.findByText('Your company locked these settings for VAs')).toBeTruthy();
    expect(screen.getByText(/only an owner changes them\. You need settings:override \(your role: VA\)\./)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Target ROI' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'ROI: Good from' }) as HTMLInputElement).disabled).toBe(true);
    // What stays theirs stays editable.
    expect((screen.getByRole('textbox', { name: 'Inbound fees' }) as HTMLInputElement).disabled).toBe(false);
    const lock = (await screen.findByRole('switch', { name: 'Lock for VAs' })) as HTMLInputElement;
    expect(lock.checked).toBe(true);
    expect(lock.disabled).toBe(true);
    expect(lock.closest('[data-permission]')?.getAttribute('data-permission')).toBe('company:write');
  });

  it("tells a member who follows the company's defaults, and leaves them editable", async () => {
    await renderScreens('/settings', PAGES, server('shelfscope_buyer', { profileSource: 'company' }));
    expect(await screen.findByText(/are your company’s defaults until you change them/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Target ROI' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByText('Your company locked these settings for VAs')).toBeNull();
  });

  it('lets an owner make their saved settings the default and unlock it', async () => {
    const { calls } = await renderScreens('/settings', PAGES, server('shelfscope_owner', { roiPercentage: 33 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use my saved settings as the company default' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/Company/settings-profile')?.body).toEqual({
        roiPercentage: 33,
        scoreThresholds: USER_SETTINGS.scoreThresholds,
        defaultColumns: USER_SETTINGS.defaultColumns,
        isLocked: true,
      }),
    );
    expect(await screen.findByText(/target ROI 33%, 1 product columns/)).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Lock for VAs' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT' && c.path === '/api/Company/settings-profile').at(-1)?.body).toMatchObject({
        roiPercentage: 33,
        isLocked: false,
      }),
    );
  });
});
