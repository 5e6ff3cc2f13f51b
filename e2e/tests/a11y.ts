import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { transitionsDone } from './fixtures';

/** A toast on the page (Mantine's notification). */
export const TOAST = '.mantine-Notifications-notification';

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation
 * (WCAG 2.1 A and AA rules), naming each rule and the elements it found.
 *
 * A toast that is fading in or out has its colours blended with the page, which axe reads as
 * low contrast. So toasts are held first: the pointer rests on one (hovering pauses every toast's
 * 4-second timer), running transitions are let finish, and the toasts are checked at full opacity.
 * The pointer is moved off afterwards, which starts the timers again.
 */
export async function expectNoSeriousA11yViolations(page: Page, context?: string): Promise<void> {
  const held = await holdToasts(page);
  // A page with frames is checked frame by frame (axe's runPartial), which reaches cross-origin
  // frames too but finishes the run in a blank page it opens and fills with axe again: half of
  // each check's time. A page of one frame has nothing for that to reach, so axe runs in it at
  // once (legacy mode): the same rules and results (the products page, three times each way:
  // 30 passes, 1 incomplete, 32 inapplicable, no violation; 1.2 s against 2.3 s a check).
  const isOneFrame = page.frames().length === 1;
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(isOneFrame)
    .analyze();
  if (held) await page.mouse.move(0, 0);
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `accessibility violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

/** Pauses the toasts on screen and waits (at most 3 s) until no CSS transition is running. */
async function holdToasts(page: Page): Promise<boolean> {
  const toasts = page.locator(TOAST);
  let held = false;
  if ((await toasts.count()) > 0) {
    // A toast already leaving may be gone before the pointer gets there; then nothing is held.
    held = await toasts
      .last()
      .hover({ timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
  }
  await transitionsDone(page);
  return held;
}

/**
 * Where the toast saying `text` comes to rest, measured in the page as soon as it does: a toast
 * slides in (from the side or from below), so its first frames are not its place, and it lasts
 * four seconds, which a busy machine can spend before a step from the test lands.
 */
export async function toastBox(page: Page, text: string): Promise<{ x: number; y: number; width: number; height: number }> {
  const handle = await page.waitForFunction(
    ({ selector, text }) => {
      const toast = [...document.querySelectorAll(selector)].find((el) => el.textContent?.includes(text));
      // At rest: it and the boxes around it (Mantine's transition wrapper) opaque and not moving.
      const boxes: Element[] = [];
      for (let el = toast ?? null; el && el !== document.body; el = el.parentElement) boxes.push(el);
      const still = boxes.every((el) => getComputedStyle(el).opacity === '1' && el.getAnimations().length === 0);
      const r = toast?.getBoundingClientRect();
      const at = still && r && r.width > 0 ? `${r.x},${r.y},${r.width},${r.height}` : '';
      const w = window as unknown as { lastToastBox?: string };
      const settled = at !== '' && w.lastToastBox === at;
      w.lastToastBox = at;
      return settled && r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
    },
    { selector: TOAST, text },
  );
  return (await handle.jsonValue()) as { x: number; y: number; width: number; height: number };
}
