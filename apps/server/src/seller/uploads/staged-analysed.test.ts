import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/index.js';

// PGlite has no autovacuum: the server analyses the embedded database when an upload's rows are
// staged (decision 049), so the matching's queries are planned knowing them. PostgreSQL's own
// autovacuum does this there, on its own schedule.

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('an upload on the embedded database', () => {
  let ctx: TestContext;
  let jwt: string;

  beforeAll(async () => {
    // The interval's pass far away: only the nudge at the end of staging can analyse in time.
    ctx = await createTestApp({ EMBEDDED_MAINTENANCE_SECONDS: '3600' });
    ({ jwt } = await sellerSession(ctx));
  });
  afterAll(() => ctx?.close());

  async function rowsEstimate() {
    const { rows } = await ctx.services.database.executeSql(
      `select reltuples::int as estimate from pg_class where relname = 'upload_rows'`,
    );
    return Number((rows[0] as { estimate: number }).estimate);
  }

  it('has its staged rows analysed before the matching needs them', async () => {
    expect(ctx.services.maintenance).not.toBeNull();
    expect(await rowsEstimate(), 'never analysed before').toBe(-1);
    const supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Analysed rows' })).body.data.id;
    const rows = Array.from({ length: 120 }, (_, i) => [asinOf(2_000 + i), '4.50']);
    const res = await postUpload(
      ctx,
      jwt,
      { name: 'rows.csv', content: csvOf([['ASIN', 'Unit Price'], ...rows]) },
      { supplierId },
    );
    expect(res.status).toBe(200);
    // 120 rows inserted pass autovacuum's analysis threshold (50 plus a tenth of none).
    const estimate = await eventually(async () => {
      const now = await rowsEstimate();
      return now >= 120 ? now : null;
    }, 20_000);
    expect(estimate).toBe(120);
  });
});
