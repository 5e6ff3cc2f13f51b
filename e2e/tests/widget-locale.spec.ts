import { expect, test } from './fixtures';
import { snapBoth } from './mfa-support';
import { openPlayground, type Theme, uniqueEmail, widget } from './widget-support';

/** The locale chunks of the standalone bundle the page asked for (login-widget-de-<hash>.js, ...). */
function localeChunks(page: import('@playwright/test').Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /\/login-widget-(de|fr|es|it|pt-BR|ja)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) seen.push(match[1] as string);
  });
  return seen;
}

test.describe('login widget: languages', () => {
  test('English loads no locale chunk; German loads its own, on demand, and every screen speaks it', async ({ page }) => {
    const chunks = localeChunks(page);
    await openPlayground(page, { config: { products: ['emailOtp'] } });
    await expect(widget(page).getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    expect(chunks).toEqual([]);

    for (const theme of ['light', 'dark'] as Theme[]) {
      await openPlayground(page, { theme, config: { locale: 'de', products: ['emailOtp', 'emailMagicLinks', 'passwords'] } });
      const w = widget(page);
      await expect(w.getByRole('heading', { name: 'Registrieren oder anmelden' })).toBeVisible();
      await expect(w.locator('.ssl-root')).toHaveAttribute('lang', 'de');
      await expect(w.locator('.ssl-root')).toHaveAttribute('dir', 'ltr');
      await expect(w.getByRole('button', { name: 'Stattdessen ein Passwort verwenden' })).toBeVisible();
      await snapBoth(page, `widget-${theme}-german-main`);
    }
    expect([...new Set(chunks)]).toEqual(['de']);

    // The passcode screen (the on-demand chunk) in German, its countdown filled in.
    await openPlayground(page, { config: { locale: 'de', products: ['emailOtp'] } });
    const w = widget(page);
    await w.getByLabel('E-Mail').fill(uniqueEmail('german'));
    await w.getByRole('button', { name: 'Weiter' }).click();
    await expect(w.getByRole('heading', { name: 'Code eingeben' })).toBeVisible();
    await expect(w.getByText(/^Ihr Code läuft in \d+:\d\d ab\.$/)).toBeVisible();
    await snapBoth(page, 'widget-light-german-passcode');
  });

  test("the browser's language chooses the table when the host sets none", async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    const chunks = localeChunks(page);
    await openPlayground(page, { config: { products: ['emailOtp'] } });
    await expect(widget(page).getByRole('heading', { name: '登録またはログイン' })).toBeVisible();
    await expect(widget(page).locator('.ssl-root')).toHaveAttribute('lang', 'ja');
    expect([...new Set(chunks)]).toEqual(['ja']);
    await context.close();
  });
});
