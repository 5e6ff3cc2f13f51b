import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../artifacts/screenshots');
/**
 * Screenshots are for a person to look at (both themes, 390 px): taken locally, and in CI only
 * with E2E_SCREENSHOTS=1, where nobody opens them and their 150 full-page captures cost the
 * CPU the tests share (docs/testing.md). A failed test's own screenshot is Playwright's, always.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === '1' : !process.env.CI;
mkdirSync(SCREENSHOT_DIR, { recursive: true });

/**
 * Saves a full-page screenshot as a test artifact (e2e/artifacts/screenshots/NAME.png), once the
 * page's CSS transitions are over: a page just narrowed to a phone's width still has its
 * navigation sliding away, which would be drawn over the page.
 */
export async function snap(page: Page, name: string) {
  await transitionsDone(page);
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * The page at 390 px in its theme, then in the dark one (the app's own toggle), then back to the
 * light theme at 1280 x 720: `web-{theme}-390-NAME` and `web-dark-390-NAME`.
 */
export async function phoneShotsBothThemes(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  const html = page.locator('html');
  await snap(page, `web-${await html.getAttribute('data-mantine-color-scheme')}-390-${name}`);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await snap(page, `web-dark-390-${name}`);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Waits (at most 3 s) until no CSS transition is running on the page. */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = performance.now() + 3_000;
    const running = () => document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running');
    while (running() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

/**
 * Chromium's report that a sandboxed frame refused to run a script. The dev mailbox shows each
 * email in `<iframe sandbox srcdoc>` on purpose (mail must never run), and Playwright's trace
 * recorder evaluates its snapshot script in every frame's main world, so the refusal is logged
 * whenever a snapshot lands while such a frame is open (seen once in a CI run, never locally).
 * It is the sandbox doing its job, not a page fault; nothing else is excused.
 */
const SANDBOXED_SRCDOC_REFUSAL =
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/;

/**
 * Every test fails if the page logs a console error or throws: a clean console is part of
 * "the page works".
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !SANDBOXED_SRCDOC_REFUSAL.test(message.text())) {
          // "Failed to load resource" does not say which: the location does.
          const where = message.location().url;
          errors.push(where ? `${message.text()} (${where})` : message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
