import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_ENV, subscribe } from '../../../test/billing.js';
import { pdfText } from '../../../test/pdf-text.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { companies } from '../company/schema.js';

// Every currency sign and names in other scripts print (issue 39): checked with poppler's
// pdftotext, the reader a supplier's PDF viewer stands for, and with our own CMap reader.
const SUPPLIER = 'Müller € £ ¥ ß ł 日本 GmbH';
const PRODUCT = 'Łódź Straße 日本茶 ¥500 £4 €3';
const COMPANY = 'Żabka ß 日本 Trading £€¥';

/** Why pdftotext cannot run here, or null. */
const noPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return null;
  } catch {
    return 'pdftotext (Debian package poppler-utils) is not installed';
  }
})();

/** The PDF's text as pdftotext reads it (UTF-8, layout kept so that one drawn line stays one line). */
function pdftotext(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'shelfscope-pdf-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', join(dir, 'doc.pdf'), join(dir, 'doc.txt')]);
    return readFileSync(join(dir, 'doc.txt'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(BILLING_ENV);
});
afterAll(() => ctx.close());

async function orderPdf() {
  const { jwt } = await sellerSession(ctx);
  const supplier = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: SUPPLIER })).body.data;
  const order = (await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId: supplier.id })).body.data;
  await api(ctx, 'POST', `/api/PurchaseOrder/${order.id}/items`, jwt, { title: PRODUCT, cost: 12, quantityPack: 1, quantity: 2 });
  return ctx.app.inject({
    method: 'GET',
    url: `/api/PurchaseOrder/${order.id}/download?format=pdf`,
    headers: { authorization: `Bearer ${jwt}` },
  });
}

async function invoicePdf() {
  const session = await sellerSession(ctx);
  await api(ctx, 'POST', '/api/Company', session.jwt, { name: COMPANY, address: 'Kärntner Straße 1', city: 'Wien' });
  await ctx.services.database.db
    .update(companies)
    .set({ trialEndsAt: new Date(Date.now() - 1000) })
    .where(eq(companies.organizationId, session.organization.organizationId));
  await subscribe(ctx, session.jwt, { plan: 'WSUltimate' });
  const [invoice] = (await api(ctx, 'GET', '/api/Billing/Invoices', session.jwt)).body.data;
  return ctx.app.inject({
    method: 'GET',
    url: `/api/Billing/Invoices/${invoice.id}/pdf`,
    headers: { authorization: `Bearer ${session.jwt}` },
  });
}

describe('documents print every language', () => {
  it('an order PDF names the supplier and product in full, and its file name keeps them (RFC 6266)', async () => {
    const res = await orderPdf();
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(SUPPLIER);
    expect(text).toContain(PRODUCT);
    expect(text).not.toContain('?');
    const disposition = String(res.headers['content-disposition']);
    const star = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(star)).toMatch(/^purchase-order-.+-Müller-ß-ł-日本-GmbH\.pdf$/);
    // The fonts are subsets: the whole Noto Sans JP (5 MB) is not carried.
    expect(res.rawPayload.length).toBeLessThan(120_000);
  });

  it('an invoice PDF names the company in full', async () => {
    const res = await invoicePdf();
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain(COMPANY);
  });

  it.skipIf(noPdftotext)(`pdftotext reads the same text${noPdftotext ? ` (skipped: ${noPdftotext})` : ''}`, async () => {
    const order = pdftotext((await orderPdf()).rawPayload);
    expect(order).toContain(SUPPLIER);
    expect(order).toContain(PRODUCT);
    expect(pdftotext((await invoicePdf()).rawPayload)).toContain(COMPANY);
  });
});

describe('an order in the supplier’s currency', () => {
  it('prints a German supplier’s prices and total in euros, as German writes them', async () => {
    const { jwt } = await sellerSession(ctx);
    const supplier = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Bäckerei Groß GmbH', marketplace: 'DE' })).body.data;
    expect(supplier.currency).toBe('EUR');
    const order = (await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId: supplier.id })).body.data;
    await api(ctx, 'POST', `/api/PurchaseOrder/${order.id}/items`, jwt, {
      title: 'Weißbrot',
      cost: 1234.5,
      quantityPack: 1,
      quantity: 2,
    });
    const download = (format: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/PurchaseOrder/${order.id}/download?format=${format}`,
        headers: { authorization: `Bearer ${jwt}` },
      });
    const pdf = await download('pdf');
    expect(pdf.statusCode).toBe(200);
    // Intl writes a no-break space before the euro sign: read as a space.
    const text = pdfText(pdf.rawPayload).replace(/\s/g, ' ');
    expect(text).toContain('1.234,50 €');
    expect(text).toContain('2.469,00 €');
    expect(text).toContain('EUR');
    expect(text).not.toContain('$');
    expect(text).not.toContain('?');

    const csv = (await download('csv')).body;
    expect(csv).toContain('1234.50');
    expect(csv).not.toContain('$');
  });

  it('prints yen without decimals for a supplier quoting in yen', async () => {
    const { jwt } = await sellerSession(ctx);
    const supplier = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: '東京商事', marketplace: 'JP' })).body.data;
    const order = (await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId: supplier.id })).body.data;
    await api(ctx, 'POST', `/api/PurchaseOrder/${order.id}/items`, jwt, {
      title: '日本茶',
      cost: 1500,
      quantityPack: 1,
      quantity: 3,
    });
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/PurchaseOrder/${order.id}/download?format=pdf`,
      headers: { authorization: `Bearer ${jwt}` },
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toMatch(/[¥￥]4,500(?![.,]\d)/);
    expect(text).not.toContain('?');
  });
});
