import { Company, envelope, listEnvelope, Marketplace, Supplier } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/index.js';
import { products } from '../products/schema.js';
import { refreshes } from '../refresh/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const supplierOf = (body: unknown) => envelope(Supplier).parse(body).data;

async function company(jwt: string) {
  return envelope(Company).parse((await api(ctx, 'GET', '/api/Company', jwt)).body).data;
}

describe('marketplaces', () => {
  it('lists the nine marketplaces with their currency, locale and VAT', async () => {
    const { jwt } = await sellerSession(ctx);
    const res = await api(ctx, 'GET', '/api/Marketplace', jwt);
    expect(res.status).toBe(200);
    const rows = envelope(z.array(Marketplace)).parse(res.body).data;
    expect(rows.map((row) => row.code)).toEqual(['US', 'CA', 'MX', 'UK', 'DE', 'FR', 'IT', 'ES', 'JP']);
    expect(rows.find((row) => row.code === 'UK')).toMatchObject({
      domain: 'amazon.co.uk',
      keepaDomain: 2,
      currency: 'GBP',
      locale: 'en-GB',
      vatApplies: true,
    });
    expect(rows.find((row) => row.code === 'US')).toMatchObject({ currency: 'USD', vatApplies: false });
    expect((await api(ctx, 'GET', '/api/Marketplace', null)).status).toBe(401);
  });

  it("gives a new supplier the company's default marketplace and its currency", async () => {
    const { jwt } = await sellerSession(ctx);
    expect(await company(jwt)).toMatchObject({ defaultMarketplace: 'US', vatRegistered: false, vatNumber: null });
    const us = supplierOf((await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Ohio Goods' })).body);
    expect(us).toMatchObject({ marketplace: 'US', currency: 'USD', costsIncludeVat: false });

    const profile = await api(ctx, 'POST', '/api/Company', jwt, {
      name: 'Leeds Wholesale Ltd',
      defaultMarketplace: 'uk',
      vatRegistered: true,
      vatNumber: 'GB123456789',
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(await company(jwt)).toMatchObject({ defaultMarketplace: 'UK', vatRegistered: true, vatNumber: 'GB123456789' });
    const uk = supplierOf((await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Manchester Trade' })).body);
    expect(uk).toMatchObject({ marketplace: 'UK', currency: 'GBP' });
    // A GBP supplier sold on amazon.de keeps its own currency; one in the marketplace's follows it.
    const cross = supplierOf(
      (
        await api(ctx, 'POST', '/api/Supplier', jwt, {
          name: 'Bristol Cases',
          marketplace: 'DE',
          currency: 'GBP',
          costsIncludeVat: true,
        })
      ).body,
    );
    expect(cross).toMatchObject({ marketplace: 'DE', currency: 'GBP', costsIncludeVat: true });
    const moved = supplierOf((await api(ctx, 'PUT', '/api/Supplier', jwt, { id: uk.id, name: uk.name, marketplace: 'FR' })).body);
    expect(moved).toMatchObject({ marketplace: 'FR', currency: 'EUR' });
  });

  it("takes a new company's default marketplace from its first caller's language", async () => {
    for (const [language, expected] of [
      ['en-GB,en;q=0.9', 'UK'],
      ['de-AT', 'DE'],
      ['ja', 'JP'],
      ['en-US', 'US'],
      ['pt-BR', 'US'],
    ] as const) {
      const { jwt } = await sellerSession(ctx);
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/Company',
        headers: { authorization: `Bearer ${jwt}`, 'accept-language': language },
      });
      expect(res.json().data.defaultMarketplace, language).toBe(expected);
    }
  });

  it('answers 400 naming the field for a bad marketplace or currency', async () => {
    const { jwt } = await sellerSession(ctx);
    for (const [path, method, body, field] of [
      ['/api/Supplier', 'POST', { name: 'A', marketplace: 'XX' }, 'marketplace'],
      ['/api/Supplier', 'POST', { name: 'B', currency: 'ABC' }, 'currency'],
      ['/api/Company', 'POST', { name: 'C', defaultMarketplace: 'amazon.de' }, 'defaultMarketplace'],
    ] as const) {
      const res = await api(ctx, method, path, jwt, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    // Nothing was written by the refused calls.
    const list = listEnvelope(Supplier).parse((await api(ctx, 'GET', '/api/Supplier', jwt)).body);
    expect(list.data).toEqual([]);
  });

  it("moves a supplier's products to its new marketplace and analyses them again in the background", async () => {
    const { jwt, admin } = await sellerSession(ctx);
    const companyId = (await company(jwt)).id;
    const supplier = supplierOf((await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Hamburg Import' })).body);
    const db = ctx.services.database.db;
    await db.insert(products).values(
      [0, 1, 2].map((i) => ({
        companyId,
        supplierId: supplier.id,
        createdBy: admin.memberId,
        asin: asinOf(i + 4),
        identifier: asinOf(i + 4),
        identifierType: 0,
        cost: 5,
      })),
    );
    // Renaming alone analyses nothing again.
    await api(ctx, 'PUT', '/api/Supplier', jwt, { id: supplier.id, name: 'Hamburg Import GmbH' });
    expect(await db.select().from(refreshes).where(eq(refreshes.companyId, companyId))).toEqual([]);

    const res = await api(ctx, 'PUT', '/api/Supplier', jwt, { id: supplier.id, name: 'Hamburg Import GmbH', marketplace: 'DE' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await db
      .select({ marketplace: products.marketplace })
      .from(products)
      .where(eq(products.supplierId, supplier.id));
    expect(rows.map((row) => row.marketplace)).toEqual(['DE', 'DE', 'DE']);
    const done = await eventually(async () => {
      const [refresh] = await db.select().from(refreshes).where(eq(refreshes.companyId, companyId));
      return refresh && refresh.status !== 'queued' && refresh.status !== 'running' ? refresh : null;
    }, 60_000);
    expect(done).toMatchObject({ supplierId: supplier.id, total: 3 });
  });
});
