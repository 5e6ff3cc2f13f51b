import { expect, snap, test } from './fixtures';
import { callbacks, openPlayground, type Theme, widget } from './widget-support';

test.describe('login widget: mounting and errors', () => {
  test('mount names the selector when the element is missing', async ({ page }) => {
    await openPlayground(page, { selector: '#missing', theme: 'dark' });
    await expect(page.getByRole('alert')).toContainText('no element matches the selector "#missing"');
    await snap(page, 'widget-dark-mount-error');
    await openPlayground(page, { selector: '#missing' });
    await expect(page.getByRole('alert')).toContainText('no element matches the selector "#missing"');
    await snap(page, 'widget-light-mount-error');
    // The same from the bundle's global, as a non-React host calls it.
    const message = await page.evaluate(() => {
      try {
        (window as unknown as { ShelfScopeLogin: { mount: (s: string, c: object) => void } }).ShelfScopeLogin.mount(
          '#nowhere',
          {},
        );
        return 'no error';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(message).toContain('"#nowhere"');
  });

  test('fits a phone-width page without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const theme of ['light', 'dark'] as Theme[]) {
      await openPlayground(page, { theme });
      await expect(widget(page).getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
      const box = await widget(page).locator('.ssl-root').boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await snap(page, `widget-${theme}-narrow`);
    }
  });

  test('mounts, unmounts, and leaves the host page styles alone', async ({ page }) => {
    await openPlayground(page);
    const w = widget(page);
    await expect(w.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    // Default look: 400px wide, 8px radius; the playground's own heading keeps its style.
    const box = await w.locator('.ssl-container').evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: style.width, radius: style.borderTopLeftRadius };
    });
    expect(box).toEqual({ width: '400px', radius: '8px' });
    expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).fontSize)).toBe('18px');
    await page.evaluate(() => (window as unknown as { playgroundWidget: { unmount(): void } }).playgroundWidget.unmount());
    await expect(w).toBeEmpty();
  });

  for (const theme of ['light', 'dark'] as Theme[]) {
    test(`shows the Organization error for an unknown slug (${theme})`, async ({ page }) => {
      await openPlayground(page, { theme, config: { authFlowType: 'Organization', organizationSlug: 'no-such-organization' } });
      const w = widget(page);
      await expect(w.getByRole('heading', { name: 'Organization not found' })).toBeVisible();
      await expect(w.getByRole('button', { name: 'Go back' })).toHaveCount(0);
      expect(await callbacks(page)).toEqual([
        'event: B2BOrganizationsGetBySlug',
        'error: Organization not found. Please try again.',
      ]);
      await snap(page, `widget-${theme}-error-organization`);
    });
  }
});
