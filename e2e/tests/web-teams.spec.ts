import { expect, phoneShotsBothThemes, test } from './fixtures';
import { DEMO_BUYER, DEMO_VA, sellerApi, signInWithPassword } from './web-support';

/**
 * Teams end to end (docs/teams.md): the demo VA proposes a product on the demo shortlist, the
 * demo buyer approves it in the browser with a comment, and the purchase order made from the
 * shortlist takes the approved lines only; the VA meets disabled controls with their reason.
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
