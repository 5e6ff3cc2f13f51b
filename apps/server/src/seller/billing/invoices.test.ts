import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_ENV, subscribe } from '../../../test/billing.js';
import { pdfText } from '../../../test/pdf-text.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { companies } from '../company/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(BILLING_ENV);
});
afterAll(() => ctx.close());

/** A seller past its trial, with a company profile, who then pays for a plan. */
async function payingSeller(name: string) {
  const session = await sellerSession(ctx);
  await api(ctx, 'GET', '/api/Company', session.jwt);
  await api(ctx, 'POST', '/api/Company', session.jwt, {
    name,
    address: '400 Pier Avenue',
    city: 'Seattle',
    state: 'WA',
    zipCode: '98101',
    email: 'buying@lantern.test',
  });
  await ctx.services.database.db
    .update(companies)
    .set({ trialEndsAt: new Date(Date.now() - 1000) })
    .where(eq(companies.organizationId, session.organization.organizationId));
  await subscribe(ctx, session.jwt, { plan: 'WSUltimate' });
  return session;
}

const download = (jwt: string, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/Billing/Invoices/${id}/pdf`, headers: { authorization: `Bearer ${jwt}` } });

describe('invoices', () => {
  it('lists the paid invoice and gives it as a PDF with the company, the line, amount, currency and paid date', async () => {
    const { jwt } = await payingSeller('Lantern Goods LLC');
    const list = await api(ctx, 'GET', '/api/Billing/Invoices', jwt);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    const invoice = list.body.data[0];
    expect(invoice).toMatchObject({ status: 'paid', amount: 12_900, currency: 'usd' });
    expect(invoice.line).toMatch(/^ShelfScope Wholesale Ultimate, billed monthly: \w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}$/);
    expect(invoice.paidAt).not.toBeNull();

    const res = await download(jwt, invoice.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="shelfscope-invoice-${invoice.id}.pdf"`);
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'INVOICE',
      invoice.id,
      'Lantern Goods LLC',
      '400 Pier Avenue',
      'Seattle, WA 98101',
      'buying@lantern.test',
      invoice.line,
      '$129.00',
      'USD',
      'Paid on:',
    ])
      expect(text).toContain(expected);
    const paidDay = new Date(invoice.paidAt).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(text).toContain(`Paid in full on ${paidDay}.`);
  });

  it('answers 404 for another company’s invoice, and no invoices before a checkout', async () => {
    const { jwt } = await payingSeller('Harbor Goods');
    const id = (await api(ctx, 'GET', '/api/Billing/Invoices', jwt)).body.data[0].id as string;
    const other = await sellerSession(ctx, 'Someone Else');
    expect((await api(ctx, 'GET', '/api/Billing/Invoices', other.jwt)).body.data).toEqual([]);
    expect((await download(other.jwt, id)).statusCode).toBe(404);
    expect((await download(jwt, 'in_nothing')).statusCode).toBe(404);
  });
});
