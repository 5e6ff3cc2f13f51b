import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { watchDeps } from '../../../test/watch.js';
import { asinOf } from '../../market/index.js';
import { products, productVersions } from '../products/schema.js';
import { refreshWatched, tick, type WatchDeps } from './job.js';
import { dueAt, PLAN_PERIOD_MINUTES, phaseOf } from './schedule.js';

let ctx: TestContext;
let deps: WatchDeps;
beforeAll(async () => {
  ctx = await createTestApp();
  deps = watchDeps(ctx.services, ctx.app.log);
});
afterAll(() => ctx.close());

const versions = async (productId: string) =>
  (await ctx.services.database.db.select({ n: count() }).from(productVersions).where(eq(productVersions.productId, productId)))[0]
    ?.n ?? 0;

/**
 * A company's product whose last reading is two periods old, so the next minute its slot comes
 * round finds it stale. Nothing watches it yet: no tick queues anything for the company.
 */
async function staleProduct(name: string, n: number) {
  const { jwt } = await sellerSession(ctx, name);
  const companyId = (await api(ctx, 'GET', '/api/Company', jwt)).body.data.id as string;
  const supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: `${name} supplier` })).body.data.id as string;
  const created = await api(ctx, 'POST', '/api/Product', jwt, { supplierId, identifier: asinOf(n), identifierType: 0, cost: 4 });
  const productId = created.body.data.product.id as string;
  const now = Math.floor(Date.now() / 60_000);
  const period = PLAN_PERIOD_MINUTES.WSUltimate as number; // the trial's plan
  await ctx.services.database.db
    .update(products)
    .set({ versionCreated: new Date((now - 2 * period) * 60_000) })
    .where(eq(products.id, productId));
  return { jwt, companyId, supplierId, productId, now, period };
}

describe('the watch schedule on the job queue', () => {
  it('refreshes a watched product once in its period, however many instances tick the minute', async () => {
    const { jwt, companyId, supplierId, productId, now, period } = await staleProduct('Watch Traders', 401);
    const rule = await api(ctx, 'POST', '/api/AlertRule', jwt, {
      name: 'Watch it',
      supplierId,
      condition: 'roi > 1000',
      channels: ['app'],
    });
    expect(rule.status).toBe(200);

    // The minute of the last period at which its slot came round (one product: one minute).
    const phase = phaseOf(companyId, period);
    const minutes = Array.from({ length: period }, (_, i) => now - i);
    const due = minutes.filter((m) => dueAt(m, [productId], period, phase).length === 1);
    expect(due).toHaveLength(1);
    const minute = due[0] as number;

    const before = await versions(productId);
    // Two instances handle the same tick: one job (its id names the company and the minute).
    await Promise.all([tick(deps, minute), tick(deps, minute)]);
    await eventually(async () => (await versions(productId)) === before + 1);
    // The job retried after a crash finds the product read since the tick: nothing more.
    expect(await refreshWatched(deps, { companyId, productIds: [productId], minute })).toBe(0);
    // Every other minute of the period queues nothing for it.
    for (const m of minutes.filter((m) => m !== minute).slice(0, 30)) await tick(deps, m);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await versions(productId)).toBe(before + 1);
  });

  it('reads a product once when its job runs twice at once (expired while its instance was only slow)', async () => {
    const { companyId, productId, now } = await staleProduct('Twice Running Traders', 467);
    const before = await versions(productId);
    // Both runs find the product unread before they ask the market; the second to write waits
    // on the first's row lock and then finds it read.
    const job = { companyId, productIds: [productId], minute: now };
    const written = await Promise.all([refreshWatched(deps, job), refreshWatched(deps, job)]);
    expect(written.sort()).toEqual([0, 1]);
    expect(await versions(productId)).toBe(before + 1);
  });

  it('puts a company with watches and no rules on the schedule: its product is read in its slot', async () => {
    const { jwt, companyId, productId, now, period } = await staleProduct('Watch Only Traders', 531);
    await api(ctx, 'POST', '/api/Watch', jwt, { productId });
    const phase = phaseOf(companyId, period);
    const minute = Array.from({ length: period }, (_, i) => now - i).find(
      (m) => dueAt(m, [productId], period, phase).length === 1,
    );
    if (minute === undefined) throw new Error('the product has a slot in the period');
    expect(await tick(deps, minute)).toBeGreaterThanOrEqual(1);
    await eventually(async () => {
      const [row] = await ctx.services.database.db
        .select({ at: products.versionCreated })
        .from(products)
        .where(eq(products.id, productId));
      return (row?.at?.getTime() ?? 0) > (now - period) * 60_000;
    });
  });
});
