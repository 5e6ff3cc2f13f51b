import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUnstorableTextError } from '../src/platform/text/storable.js';
import { sdk } from './identity.js';
import { csvOf, postUpload } from './isolation/upload-files.js';
import { api, sellerSession } from './seller.js';
import { createTestApp, type TestContext } from './test-app.js';

// The accepted-text rule of both APIs (docs/seller-api.md, docs/identity.md): a NUL or an
// unpaired surrogate anywhere in a request, or JSON nested too deep, is a 400 naming the field.

let ctx: TestContext;
let jwt: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ jwt } = await sellerSession(ctx));
});
afterAll(() => ctx.close());

/** A JSON text nested `levels` deep (written out: JSON.stringify would recurse as deep). */
const deep = (levels: number) => `${'{"a":['.repeat(levels)}1${']}'.repeat(levels)}`;

describe('the seller API', () => {
  it('refuses a NUL in a body field with a 400 naming it', async () => {
    const res = await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Acme\u0000' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ type: 'validation', field: 'name' })]);
    expect(res.body.errors[0].description).toMatch(/NUL/);
  });

  it('refuses an unpaired surrogate in a nested body field', async () => {
    const res = await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Acme', contact: { note: ['ok', 'bad \uD800'] } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'contact.note.1' });
  });

  it('refuses a NUL in a query value (search) and in a PATCH query parameter', async () => {
    const search = await api(ctx, 'GET', '/api/Product?search=a%00b', jwt);
    expect(search.status).toBe(400);
    expect(search.body.errors[0]).toMatchObject({ field: 'search' });
    const rename = await api(ctx, 'PATCH', '/api/Shortlist/00000000-0000-4000-8000-000000000000/name?name=x%00', jwt);
    expect(rename.status).toBe(400);
    expect(rename.body.errors[0]).toMatchObject({ field: 'name' });
  });

  it('refuses a NUL in a path parameter', async () => {
    const res = await api(ctx, 'GET', '/api/BrowserExtension/B0%00', jwt);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'asin' });
  });

  it('refuses JSON nested deeper than 32 levels', async () => {
    for (const levels of [20, 50_000]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Supplier',
        headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
        payload: `{"name":"Deep","extra":${deep(levels)}}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].description).toMatch(/nested more than 32 levels/);
    }
  });

  it('refuses an upload whose file name or mapping has a NUL, naming the field', async () => {
    const supplier = await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Uploads NUL' });
    const csv = csvOf([['ASIN', 'Unit Price']]);
    const named = await postUpload(
      ctx,
      jwt,
      { name: 'price\u0000list.csv', content: csv },
      { supplierId: supplier.body.data.id },
    );
    expect(named.status).toBe(400);
    expect(named.body.errors[0]).toMatchObject({ field: 'file' });
    const mapped = await postUpload(
      ctx,
      jwt,
      { name: 'list.csv', content: csv },
      { supplierId: supplier.body.data.id, mapping: JSON.stringify({ identifier: 'AS\u0000IN' }) },
    );
    expect(mapped.status).toBe(400);
    expect(mapped.body.errors[0]).toMatchObject({ field: 'mapping' });
  });
});

describe('the identity API', () => {
  it('refuses a NUL in organization_slug with a stytch-style bad_request', async () => {
    const res = await sdk(ctx, 'POST', '/b2b/organizations/search', { organization_slug: 'acme\u0000' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status_code: 400, error_type: 'bad_request' });
    expect(res.body.error_message).toMatch(/organization_slug contains a NUL/);
  });

  it('refuses a lone surrogate in organization_id of a discovery exchange', async () => {
    const res = await sdk(ctx, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: 'x',
      organization_id: 'organization-test-\uDC00',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_type: 'bad_request' });
    expect(res.body.error_message).toMatch(/organization_id/);
  });
});

describe('text that reaches the database anyway', () => {
  it('is recognised by its refusal on this database (a 400, not a 500, in the error handler)', async () => {
    const db = ctx.services.database.db;
    const refusal = async (query: Promise<unknown>) => {
      try {
        await query;
      } catch (error) {
        return error;
      }
      throw new Error('the database stored it');
    };
    expect(isUnstorableTextError(await refusal(db.execute(sql`select ${'a\u0000b'}::text`)))).toBe(true);
    expect(isUnstorableTextError(await refusal(db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb`)))).toBe(true);
    expect(isUnstorableTextError(await refusal(db.execute(sql`select 1/0`)))).toBe(false);
  });
});

describe("the router's own refusals", () => {
  it('answer in the envelope of the API asked', async () => {
    const long = 'x'.repeat(300);
    const seller = await ctx.app.inject({
      method: 'GET',
      url: `/api/Supplier/${long}`,
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(seller.statusCode).toBe(414);
    expect(seller.json()).toMatchObject({ hasErrors: true, errors: [expect.objectContaining({ type: expect.any(String) })] });
    const identity = await ctx.app.inject({ method: 'GET', url: `/sdk/v1/projects/bootstrap/${long}` });
    expect(identity.statusCode).toBe(414);
    expect(identity.json()).toMatchObject({
      status_code: 414,
      error_type: expect.any(String),
      error_message: expect.any(String),
    });
    const badUrl = await ctx.app.inject({ method: 'GET', url: '/api/Supplier/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ hasErrors: true });
  });
});
