import { expect, snap, test } from './fixtures';
import { sellerApi, signInAsDemo } from './web-support';

type Supplier = { id: string; name: string };
type Product = { id: string; asin: string; eligibility: string | null };

// The hazmat example of the simulated marketplace: the simulated seller account asks for approval.
const HAZMAT = 'B005O99WUC';

test.describe('web app: the Amazon seller account', () => {
  test('connects through the simulated consent page, checks an uploaded list, shows the approval link', async ({ page }) => {
    // An upload and its checks through the quota: longer than a page's test on a busy machine.
    test.setTimeout(120_000);
    await signInAsDemo(page, '/settings/seller-account');
    const na = page.getByRole('region', { name: 'North America seller account' });
    // The demo is connected already: reconnecting goes through the whole consent flow again.
    await na.getByRole('button', { name: /Connect|Reconnect/ }).click();
    await expect(page.getByRole('heading', { name: 'Authorize ShelfScope' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your North America seller account is connected.')).toBeVisible();
    await expect(na.getByText('Connected', { exact: true })).toBeVisible();

    const api = await sellerApi(page);
    const suppliers = await api<Supplier[]>('GET', '/api/Supplier/slim');
    const target = suppliers.find((s) => s.name === 'Sunbelt Home Supply');
    const source = suppliers.find((s) => s.name === 'Midwest Toy Distributors');
    if (!target || !source) throw new Error('demo suppliers expected');
    const asins = [
      HAZMAT,
      ...(await api<Product[]>('GET', `/api/Product?supplierId=${source.id}&pageSize=3`)).map((p) => p.asin),
    ];
    const csv = ['ASIN,Unit Price', ...asins.map((asin, i) => `${asin},${(9 + i).toFixed(2)}`)].join('\n');
    await page.goto(`/uploads?supplierId=${target.id}`);
    await page.locator('input[type="file"]').setInputFiles({ name: 'gated.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload and analyse' }).click();
    await expect(page.getByText('done', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    // The checks follow matching on the upload's page, live, until every matched row has its answer.
    const checks = page.getByRole('region', { name: 'Can I sell these?' });
    await expect(checks.getByRole('status')).toHaveText(`All ${asins.length} checked with your Amazon seller account`, {
      timeout: 30_000,
    });
    await expect(checks.getByText(/^[1-9]\d* need approval$/)).toBeVisible();
    // The checks run after matching, through the account's queue; the notification gives the counts.
    await page.getByRole('button', { name: /Notifications/ }).click();
    await expect(page.getByRole('button', { name: /gated\.csv: eligibility checked/ })).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');

    // "Approval required" as the filter language says it.
    const filter = encodeURIComponent("eligibility = 'approval_required'");
    const gated = await api<Product[]>('GET', `/api/Product?supplierId=${target.id}&pageSize=100&filter=${filter}`);
    const hazmat = gated.find((p) => p.asin === HAZMAT);
    expect(hazmat?.eligibility).toBe('approval_required');
    await page.goto(`/products?supplierId=${target.id}&filter=${filter}`);
    await expect(page.getByRole('link', { name: /./ }).filter({ hasText: HAZMAT }).first()).toBeVisible();

    await page.goto(`/products/${hazmat?.id}`);
    const card = page.getByRole('region', { name: 'Can I sell this?' });
    await expect(card.getByText('Approval required')).toBeVisible();
    await expect(card.getByText(/dangerous goods \(hazmat\)/)).toBeVisible();
    const link = card.getByRole('link', { name: 'Request approval on Seller Central' });
    await expect(link).toHaveAttribute(
      'href',
      `https://sellercentral.amazon.com/hz/approvalrequest/restrictions/approve?asin=${HAZMAT}&itemcondition=new`,
    );

    // Amazon's fee estimate beside ours, at the selected price, with our table named.
    const fees = page.getByRole('region', { name: "Amazon's fee estimate" });
    await expect(fees.getByRole('columnheader', { name: 'Amazon' })).toBeVisible({ timeout: 30_000 });
    await expect(fees.getByRole('columnheader', { name: 'ShelfScope' })).toBeVisible();
    await expect(fees.getByText(/^Ours: .+ \(from \d{4}-\d{2}-\d{2}\)/)).toBeVisible();
    await expect(fees.getByRole('status')).toHaveText(/Both agree to the cent\.|Amazon differs by|Amazon's estimate differs by/);

    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await snap(page, 'web-light-seller-account-product-phone');
    await fees.scrollIntoViewIfNeeded();
    await snap(page, 'web-light-seller-account-fees-phone');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, 'web-dark-seller-account-fees-phone');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.goto('/settings/seller-account');
    await expect(na).toBeVisible();
    await snap(page, 'web-light-seller-account-phone');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, 'web-dark-seller-account-phone');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
  });
});
