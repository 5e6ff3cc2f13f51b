import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createApiClient } from '@shelfscope/api-client';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../../test/api-keys.js';
import { freePort } from '../../../test/idp.js';
import { csvOf } from '../../../test/isolation/upload-files.js';
import { sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/index.js';

/**
 * `@shelfscope/api-client` (packages/api-client): its types are generated from this server's
 * OpenAPI document. The first test fails when they are stale (CI runs it with `npm test`);
 * `UPDATE_API_CLIENT=1` writes them instead. The second uses the client as an integrator would.
 */
const GENERATED = path.resolve(import.meta.dirname, '../../../../../packages/api-client/src/openapi.ts');
const HEADER = `/**
 * Generated from the seller API's OpenAPI document (/api/openapi.json) by openapi-typescript.
 * Do not edit: apps/server/src/platform/http/api-client.test.ts regenerates it
 * (UPDATE_API_CLIENT=1) and fails while it is stale.
 */

`;

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  ctx = await createTestApp({ PUBLIC_URL: baseUrl });
  await ctx.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

/** The seller API's part of the document: /api routes but the operator's admin area. */
async function sellerDocument() {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, unknown>;
    servers?: unknown;
    info: { version: string };
  };
  const paths = Object.fromEntries(
    Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/') && !p.startsWith('/api/admin/')),
  );
  // What changes from run to run or server to server is no part of the types.
  return { ...doc, paths, servers: [], info: { ...doc.info, version: '0' } };
}

describe('@shelfscope/api-client', () => {
  it('is generated from the current OpenAPI document', async () => {
    const generated = HEADER + astToString(await openapiTS(JSON.stringify(await sellerDocument())));
    if (process.env.UPDATE_API_CLIENT) await writeFile(GENERATED, generated);
    const current = await readFile(GENERATED, 'utf8').catch(() => '');
    expect(
      current === generated,
      'packages/api-client/src/openapi.ts is stale: run UPDATE_API_CLIENT=1 TEST_WORKERS=1 npx vitest run --project server apps/server/src/platform/http/api-client.test.ts',
    ).toBe(true);
  });

  it('creates a supplier and uploads a price list with an API key', async () => {
    const { jwt } = await sellerSession(ctx, 'Client Traders');
    const { key } = await createKey(ctx, jwt, ['suppliers:write', 'uploads:write', 'uploads:read']);
    const api = createApiClient({ baseUrl, apiKey: key });

    const supplier = await api.POST('/api/Supplier', { body: { name: 'Typed Wholesale' } });
    expect(supplier.response.status, JSON.stringify(supplier.error)).toBe(200);
    const supplierId = supplier.data?.data.id ?? '';
    expect(supplierId).toMatch(/^[0-9a-f-]{36}$/);

    const form = new FormData();
    form.set('supplierId', supplierId);
    const csv = csvOf([['ASIN', 'Unit Price'], ...[0, 1, 2].map((i) => [asinOf(i), '4.20'])]);
    form.set('file', new Blob([new Uint8Array(csv)]), 'prices.csv');
    // Multipart: the form goes as it is (the document names no JSON body for this route).
    const upload = await api.POST('/api/Product/bulk', {
      params: { query: { supplierId } },
      body: form as never,
      bodySerializer: () => form,
    });
    expect(upload.response.status, JSON.stringify(upload.error)).toBe(200);
    const uploadId = upload.data?.data.id ?? '';
    const done = await eventually(async () => {
      const status = await api.GET('/api/Upload/{uploadId}', { params: { path: { uploadId } } });
      return status.data?.data.status === 'done' ? status.data.data : null;
    }, 30_000);
    expect(done).toMatchObject({ supplierId, processed: 3 });

    // Without the scope the typed call gets the API's 403, not a client error.
    const reader = createApiClient({ baseUrl, apiKey: (await createKey(ctx, jwt, ['products:read'])).key });
    const refused = await reader.POST('/api/Supplier', { body: { name: 'Not allowed' } });
    expect(refused.response.status).toBe(403);
  });
});
