import { expect, test } from './fixtures';
import { officialUiCallbacks, openOfficialUi } from './official-ui-support';
import { codeIn, newestMail, uniqueEmail } from './widget-support';

// The official prebuilt UI (@stytch/vanilla-js 5.35.1), unchanged, against our identity API.

test.describe('the official prebuilt UI against our server', () => {
  test('discovery by email passcode: signs up and lands on the organization list', async ({ page }) => {
    const email = uniqueEmail('official-ui');
    await openOfficialUi(page, {
      authFlowType: 'Discovery',
      products: ['emailOtp'],
      sessionOptions: { sessionDurationMinutes: 60 },
    });
    await page.getByRole('textbox').first().fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    const code = codeIn(await newestMail(page.request, email));
    await page.locator('input').first().click();
    await page.keyboard.type(code);
    await expect(page.getByText(/does not belong to any organizations|Create an organization/).first()).toBeVisible();
    expect((await officialUiCallbacks(page)).errors).toEqual([]);
  });
});
