import { expect, phoneShotsBothThemes, test } from './fixtures';
import { DEMO_BUYER, DEMO_VA, sellerApi, signInAsDemo, signInWithPassword } from './web-support';

/**
 * Teams end to end (docs/teams.md): the demo VA proposes a product on the demo shortlist, the
 * demo buyer approves it in the browser with a comment, and the purchase order made from the
 * shortlist takes the approved lines only; the VA meets disabled controls with their reason.
 * The owner sees the team's activity on the dashboard, and a VA the settings the owner locked.
 */

type Line = { id: string; productId: string; status: string; note: string | null };

test('a VA proposes, a buyer approves in the browser, the order takes only approved lines', async ({ browser }) => {
  test.setTimeout(180_000);
  // The VA: one more find proposed on Harbor restock, and the order button disabled with why.
  const vaPage = await (await browser.newContext()).newPage();
  await signInWithPassword(vaPage, DEMO_VA, '/shortlists');
  const asVa = await sellerApi(vaPage);
  const shortlist = (await asVa<{ id: string; name: string; supplierId: string }[]>('GET', '/api/Shortlist')).find(
    (s) => s.name === 'Harbor restock',
  );
  if (!shortlist) throw new Error('no Harbor restock shortlist in the demo');
  const lines = await asVa<Line[]>('GET', `/api/Shortlist/${shortlist.id}/items?pageSize=500`);
  const products = await asVa<{ id: string }[]>('GET', `/api/Product?supplierId=${shortlist.supplierId}&pageSize=500`);
  const fresh = products.find((p) => !lines.some((l) => l.productId === p.id));
  if (!fresh) throw new Error('no product left to propose');
  const proposal = await asVa<Line>('POST', `/api/Shortlist/${shortlist.id}/item`, {
    productId: fresh.id,
    quantity: 1,
    note: 'Proposed in the e2e test',
  });
  expect(proposal.status).toBe('proposed');
  await vaPage.goto(`/shortlists/${shortlist.id}`);
  await expect(vaPage.getByRole('region', { name: 'Proposals' })).toBeVisible();
  await expect(vaPage.getByRole('button', { name: 'Create purchase order' })).toBeDisabled();
  await vaPage.getByRole('button', { name: 'Create purchase order' }).locator('xpath=..').hover();
  await expect(vaPage.getByText('You need orders:write (your role: VA).')).toBeVisible();
  await vaPage.context().close();

  // The buyer approves the VA's new find with a comment, in the browser.
  const page = await (await browser.newContext()).newPage();
  await signInWithPassword(page, DEMO_BUYER, `/shortlists/${shortlist.id}`);
  const asBuyer = await sellerApi(page);
  const before = await asBuyer<{ proposalsCount: number; shortlistItemsCount: number }>(
    'GET',
    `/api/Shortlist/${shortlist.id}/summary`,
  );
  expect(before.proposalsCount).toBeGreaterThan(1);
  const panel = page.getByRole('region', { name: 'Proposals' });
  await expect(panel.getByText('Proposed by Val Scout: “Proposed in the e2e test”')).toBeVisible();
  await phoneShotsBothThemes(page, 'shortlist-proposals');
  await panel.getByRole('textbox', { name: 'Comment for the proposer' }).fill('Good find');
  const card = panel.getByRole('article').filter({ hasText: 'Proposed in the e2e test' });
  await card.getByRole('button', { name: /^Approve / }).click();
  await expect(panel.getByText('Proposed in the e2e test')).toHaveCount(0);
  const after = await asBuyer<{ proposalsCount: number; shortlistItemsCount: number }>(
    'GET',
    `/api/Shortlist/${shortlist.id}/summary`,
  );
  expect(after.shortlistItemsCount).toBe(before.shortlistItemsCount + 1);
  expect(after.proposalsCount).toBe(before.proposalsCount - 1);

  // The order made in the browser takes the approved lines: the new one, not the waiting ones.
  await page.getByRole('button', { name: 'Create purchase order' }).click();
  await page.waitForURL(/\/purchase-orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop() ?? '';
  const orderItems = await asBuyer<{ productId: string }[]>('GET', `/api/PurchaseOrder/${orderId}/items`);
  const now = await asBuyer<Line[]>('GET', `/api/Shortlist/${shortlist.id}/items?pageSize=500`);
  expect(orderItems.map((i) => i.productId).sort()).toEqual(
    now
      .filter((l) => l.status === 'approved')
      .map((l) => l.productId)
      .sort(),
  );
  expect(orderItems.some((i) => i.productId === fresh.id)).toBe(true);
  expect(now.some((l) => l.status === 'proposed')).toBe(true);
  await page.context().close();
});

test("the owner sees the team's activity; a VA the settings the owner locked", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  await signInAsDemo(page, '/');
  const team = page.getByRole('table', { name: 'Team activity, last 30 days' });
  const vaRow = team.getByRole('row').filter({ hasText: DEMO_VA.email });
  await expect(vaRow).toBeVisible();
  await vaRow.getByRole('button', { name: /^Lookup history of / }).click();
  // The VA looked up their finds before proposing them (the demo seed): each with its figures.
  await expect(page.getByText(/^Val Scout <va@shelfscope\.local>: \d+ lookups, newest first/)).toBeVisible();
  await expect(page.getByTestId('team-chart')).toBeVisible();

  // Locked as it is (its values unchanged, so nobody else's settings move), then unlocked again.
  const asOwner = await sellerApi(page);
  const profile = await asOwner<Record<string, unknown>>('GET', '/api/Company/settings-profile');
  const { isSet: _isSet, ...values } = profile;
  await asOwner('PUT', '/api/Company/settings-profile', { ...values, isLocked: true });
  try {
    const vaPage = await (await browser.newContext()).newPage();
    await signInWithPassword(vaPage, DEMO_VA, '/settings');
    await expect(vaPage.getByText('Your company locked these settings for VAs')).toBeVisible();
    await expect(vaPage.getByRole('textbox', { name: 'Target ROI' })).toBeDisabled();
    await expect(vaPage.getByText(/You need settings:override \(your role: VA\)\./)).toBeVisible();
    await vaPage.context().close();
  } finally {
    await asOwner('PUT', '/api/Company/settings-profile', { ...values, isLocked: profile.isLocked });
    await page.context().close();
  }
});
