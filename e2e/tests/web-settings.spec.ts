import { expectNoSeriousA11yViolations, TOAST, toastBox } from './a11y';
import { expect, snap, test } from './fixtures';
import { sellerApi, signInAsDemo, withoutRowFields } from './web-support';

type Settings = Record<string, unknown> & { scoreThresholds: Record<string, Record<string, number>>; roiPercentage: number };

test.describe('web app: settings', () => {
  test.describe.configure({ timeout: 120_000 });

  // The demo's settings are shared with other specs (the products grid moves the ROI thresholds):
  // this test types a whole ROI set of its own, so it does not depend on what they left.
  test('saves new ROI thresholds and a target, kept after a reload; the theme follows the toggle', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsDemo(page, '/settings');
    const good = page.getByRole('textbox', { name: 'ROI: Good from' });
    await expect(good).toBeVisible();
    const api = await sellerApi(page);
    const before = await api<Settings>('GET', '/api/UserSettings');
    await snap(page, 'web-light-settings');
    await expectNoSeriousA11yViolations(page, 'settings (light)');

    // Out of order is caught before it is sent.
    const bsrGood = page.getByRole('textbox', { name: 'Sales rank (BSR): Good from' });
    await bsrGood.fill('900000');
    await expect(page.getByText('Each level must be lower than the one before it.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await page.getByRole('button', { name: 'Discard changes' }).click();

    // Values that differ from what is stored, so Save has something to save even when a failed
    // first try of this test left its own values behind.
    const roi =
      before.scoreThresholds.roi?.good === 57
        ? { veryWeak: 5, poor: 12, moderate: 24, good: 58 }
        : { veryWeak: 4, poor: 11, moderate: 23, good: 57 };
    const target = before.roiPercentage === 35 ? 36 : 35;
    for (const [level, label] of [
      ['veryWeak', 'Very weak'],
      ['poor', 'Poor'],
      ['moderate', 'Moderate'],
    ] as const)
      await page.getByRole('textbox', { name: `ROI: ${label} from` }).fill(String(roi[level]));
    const next = roi.good;
    await good.fill(String(next));
    await page.getByRole('textbox', { name: 'Target ROI' }).fill(String(target));
    await expect(page.getByRole('img', { name: new RegExp(`ROI bands: .*Good ≥ ${next}%`) })).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();

    await page.reload();
    await expect(good).toHaveValue(String(next));
    await expect(page.getByRole('textbox', { name: 'Target ROI' })).toHaveValue(`${target}%`);
    const after = await api<typeof before>('GET', '/api/UserSettings');
    expect(after.scoreThresholds.roi).toEqual(roi);
    expect(after.roiPercentage).toBe(target);

    // The header's toggle and the theme field are one: toggling shows here, saving keeps it.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    expect((await api<{ theme: number }>('GET', '/api/UserSettings')).theme).toBe(1);
    await expectNoSeriousA11yViolations(page, 'settings (dark)');
    await snap(page, 'web-dark-settings');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(good).toBeAttached();
    await expectNoSeriousA11yViolations(page, 'settings (390 px)');
    await snap(page, 'web-mobile-settings');

    // The theme back through the toggle, at the phone's width: a toast there rises from the
    // bottom and leaves the header free. Then the demo's settings as they were, for the other specs.
    // The toasts of the saves before are closed, as a person may, rather than waited out (four
    // seconds each): the toast measured below must be the only one saying 'Settings saved.'. One
    // leaving on its own meanwhile has no button left to click.
    const toasts = page.locator(TOAST);
    for (const close of await toasts.getByRole('button').all()) await close.click({ timeout: 2_000 }).catch(() => {});
    await expect(toasts).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
    const toast = toastBox(page, 'Settings saved.');
    await page.getByRole('button', { name: 'Save settings' }).click();
    expect((await toast).y, 'the toast at the bottom half of a phone').toBeGreaterThan(844 / 2);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click({ trial: true });
    await api('PUT', '/api/UserSettings', withoutRowFields(before));
  });
});
