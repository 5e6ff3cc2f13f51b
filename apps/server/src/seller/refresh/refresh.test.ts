import { envelope, ProductCount, SupplierRefresh } from '@shelfscope/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { asinOf, SIMULATED_EXAMPLES } from '../../market/index.js';
import type { BusMessage } from '../../platform/notifications/bus.js';
import { analyzeSnapshot } from '../products/analyze.js';
import { MarketStore } from '../products/market-store.js';
import { products, productVersions } from '../products/schema.js';
import { usageEvents } from '../usage/schema.js';
import { refreshBatch } from './batch.js';
import { REFRESH_QUEUE, type RefreshDeps } from './deps.js';
import { resumeRefreshes } from './job.js';
import { refreshes } from './schema.js';

const BATCH = 40;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    REFRESH_BATCH_PRODUCTS: String(BATCH),
    REFRESH_JOB_EXPIRE_SECONDS: '7200',
    // One batch a job: the stop-and-start test stops the queue between two of them. A slice of
    // time raced the machine's speed: at 0.5 s a faster analysis (2026-11-30) refreshed all 300
    // of its products in the first slice, and 0.1 s was still a race on a fast machine.
    REFRESH_SLICE_SECONDS: '0',
  });
});
afterAll(() => ctx.close());

type Seller = Awaited<ReturnType<typeof seller>>;

/** A company of its own with a supplier; `memberId` is who asks for refreshes. */
async function seller(name = 'Refresh Traders') {
  const session = await sellerSession(ctx, name);
  const companyId = (await api(ctx, 'GET', '/api/Company', session.jwt)).body.data.id as string;
  const supplierId = (await api(ctx, 'POST', '/api/Supplier', session.jwt, { name: `${name} supplier` })).body.data.id as string;
  return { jwt: session.jwt, memberId: session.admin.memberId, companyId, supplierId };
}

/** `n` products of the supplier (marketplace products from `first` on), as an upload leaves them before analysis. */
async function listed(s: Seller, n: number, first: number): Promise<string[]> {
  const rows = await ctx.services.database.db
    .insert(products)
    .values(
      Array.from({ length: n }, (_, i) => ({
        companyId: s.companyId,
        supplierId: s.supplierId,
        createdBy: s.memberId,
        asin: asinOf(first + i),
        identifier: asinOf(first + i),
        identifierType: 0,
        cost: 3,
      })),
    )
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

/** Versions per product id (absent: none). */
async function versionsOf(ids: string[]): Promise<Map<string, number>> {
  const rows = await ctx.services.database.db
    .select({ id: productVersions.productId, n: count() })
    .from(productVersions)
    .where(inArray(productVersions.productId, ids))
    .groupBy(productVersions.productId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

async function refreshesOf(companyId: string) {
  return ctx.services.database.db.select().from(refreshes).where(eq(refreshes.companyId, companyId));
}

async function finished(companyId: string) {
  return eventually(async () => {
    const rows = await refreshesOf(companyId);
    return rows.length > 0 && rows.every((r) => !['queued', 'running'].includes(r.status)) ? rows : null;
  }, 90_000);
}

/** Waits for the company's refresh to end, then expects it done with each product refreshed once. */
async function refreshedOnce(companyId: string, ids: string[]) {
  const [refresh] = await finished(companyId);
  expect(refresh).toMatchObject({ status: 'done', total: ids.length, done: ids.length, missing: 0 });
  const versions = await versionsOf(ids);
  expect(versions.size).toBe(ids.length);
  expect([...versions.values()].every((n) => n === 1)).toBe(true);
}

async function notes(jwt: string) {
  return (await api(ctx, 'GET', '/api/Notification?pageSize=50', jwt)).body.data as {
    kind: string;
    title: string;
    message: string;
    data: Record<string, unknown>;
  }[];
}

describe('background refresh', () => {
  it("gives the refresh queue's jobs the configured expiry", async () => {
    const queue = await ctx.services.jobs.boss.getQueue(REFRESH_QUEUE);
    expect(queue).toMatchObject({ name: REFRESH_QUEUE, expireInSeconds: 7200 });
  });

  it("refreshes all of a supplier's products (more than 200) on the queue, with live progress and a notification", async () => {
    const s = await seller();
    const ids = await listed(s, 210, 100);
    const events: BusMessage[] = [];
    const unsubscribe = ctx.services.bus.subscribe(s.companyId, s.memberId, (message) => events.push(message));
    const res = await api(ctx, 'GET', `/api/Supplier/${s.supplierId}/refresh`, s.jwt);
    expect(envelope(SupplierRefresh).parse(res.body).data).toEqual({ queued: 210, message: 'Asins are refreshing' });

    const [refresh] = await finished(s.companyId);
    // The last progress event is published after the refresh's row commits as done, and the bus
    // delivers it a moment later (PostgreSQL LISTEN/NOTIFY): wait for it, then stop listening.
    await eventually(async () => events.some((e) => e.event === 'refresh' && (e.data as { status: string }).status === 'done'));
    unsubscribe();
    expect(await refreshesOf(s.companyId)).toHaveLength(1);
    expect(refresh).toMatchObject({ status: 'done', total: 210, done: 210, missing: 0, scope: 'supplier' });
    const versions = await versionsOf(ids);
    expect(versions.size).toBe(210);
    expect([...versions.values()].every((n) => n === 1)).toBe(true);

    const progress = events.filter((e) => e.event === 'refresh').map((e) => e.data as { done: number; status: string });
    expect(progress.length).toBeGreaterThanOrEqual(Math.ceil(210 / BATCH));
    expect(progress.map((p) => p.done)).toEqual([...progress.map((p) => p.done)].sort((a, b) => a - b));
    expect(progress.at(-1)).toMatchObject({ done: 210, status: 'done' });
    const kinds = (await notes(s.jwt)).map((n) => [n.kind, n.data.refreshId]);
    expect(kinds).toEqual([
      ['refresh.finished', refresh?.id],
      ['refresh.started', refresh?.id],
    ]);
    const list = await api(ctx, 'GET', `/api/Product?supplierId=${s.supplierId}&pageSize=500`, s.jwt);
    expect(list.body.totalItems).toBe(210);
    expect(list.body.data.every((p: { versionId: string | null }) => p.versionId)).toBe(true);
  }, 120_000);

  it('answers the open refresh of the same scope instead of queueing another', async () => {
    const s = await seller('Twice Co');
    const ids = await listed(s, 5, 300);
    // As a request leaves it before its job starts.
    await ctx.services.database.db
      .insert(refreshes)
      .values({ companyId: s.companyId, createdBy: s.memberId, scope: 'supplier', supplierId: s.supplierId, total: 5 });
    const again = await api(ctx, 'GET', `/api/Supplier/${s.supplierId}/refresh`, s.jwt);
    expect(again.body.data).toEqual({ queued: 5, message: 'Asins are refreshing' });
    const [refresh] = await finished(s.companyId);
    expect(await refreshesOf(s.companyId)).toHaveLength(1);
    expect(refresh).toMatchObject({ status: 'done', done: 5 });
    expect([...(await versionsOf(ids)).values()]).toEqual([1, 1, 1, 1, 1]);
  }, 60_000);

  it('resumes a refresh a crashed server left running: every product is refreshed exactly once', async () => {
    const s = await seller('Crashed Co');
    const ids = await listed(s, 150, 700);
    const [row] = await ctx.services.database.db
      .insert(refreshes)
      .values({ companyId: s.companyId, createdBy: s.memberId, scope: 'supplier', supplierId: s.supplierId, total: 150 })
      .returning();
    if (!row) throw new Error('no refresh');
    await ctx.services.database.db.update(refreshes).set({ status: 'running' }).where(eq(refreshes.id, row.id));
    // The crashed server's work: two batches committed (the job is not queued: it died).
    const { config, database, market, bus, jobs } = ctx.services;
    const deps: RefreshDeps = {
      db: database.db,
      jobs,
      bus,
      store: new MarketStore(database.db, market),
      provider: market,
      analyze: analyzeSnapshot,
      config: config.refresh,
      freshForMs: 0,
    };
    for (let i = 0; i < 2; i++) {
      const [current] = await refreshesOf(s.companyId);
      expect(current, 'the running refresh').toBeDefined();
      expect(await refreshBatch(deps, current as NonNullable<typeof current>)).toBe('more');
    }
    expect((await refreshesOf(s.companyId))[0]).toMatchObject({
      status: 'running',
      done: 2 * BATCH,
      cursor: [...ids].sort()[2 * BATCH - 1],
    });
    expect((await versionsOf(ids)).size).toBe(2 * BATCH);

    expect(await resumeRefreshes(database.db, jobs)).toBe(1);
    await refreshedOnce(s.companyId, ids);
  }, 120_000);

  it('goes on after the job queue is stopped mid-way and started again, refreshing each product once', async () => {
    const s = await seller('Restarted Co');
    const ids = await listed(s, 300, 900);
    await api(ctx, 'GET', `/api/Supplier/${s.supplierId}/refresh`, s.jwt);
    try {
      // A graceful stop lets the job in flight end its slice (one batch of 40); its continuation
      // and the start-up sweep's job then both run after the restart: one stands down.
      await ctx.services.jobs.stop(5_000);
      const [stopped] = await refreshesOf(s.companyId);
      expect(['queued', 'running']).toContain(stopped?.status);
      expect(stopped?.done).toBeLessThan(300);
    } finally {
      await ctx.services.jobs.start();
    }
    await resumeRefreshes(ctx.services.database.db, ctx.services.jobs);
    await refreshedOnce(s.companyId, ids);
  }, 180_000);

  it('refreshes products by ids: only the company’s own, counted in the answer', async () => {
    const s = await seller('Bulk Co');
    const other = await seller('Other Co');
    const mine = await listed(s, 3, 400);
    const theirs = await listed(other, 1, 410);
    const res = await api(ctx, 'PUT', '/api/Product/refresh', s.jwt, {
      ids: [...mine, ...theirs, 'not-an-id', '00000000-0000-4000-8000-000000000000'],
      fetchStockLevels: true,
    });
    expect(envelope(ProductCount).parse(res.body).data).toEqual({ count: 3 });
    const [refresh] = await finished(s.companyId);
    expect(refresh).toMatchObject({ status: 'done', scope: 'ids', fetchStockLevels: true, total: 3, done: 3 });
    const versions = await versionsOf([...mine, ...theirs]);
    expect(mine.map((id) => versions.get(id))).toEqual([1, 1, 1]);
    expect(versions.get(theirs[0] ?? '')).toBeUndefined();
    // Another company's ids alone queue nothing.
    expect((await api(ctx, 'PUT', '/api/Product/refresh', other.jwt, { ids: mine })).body.data).toEqual({ count: 0 });
    expect(await refreshesOf(other.companyId)).toHaveLength(0);
  }, 60_000);

  it("refreshes a shortlist's products and no others", async () => {
    const s = await seller('Shortlist Co');
    const added = [];
    for (const identifier of [SIMULATED_EXAMPLES.standard, SIMULATED_EXAMPLES.meltable, asinOf(420)]) {
      const res = await api(ctx, 'POST', '/api/Product', s.jwt, { supplierId: s.supplierId, identifier, identifierType: 0 });
      added.push(res.body.data.product.id as string);
    }
    const shortlist = (await api(ctx, 'POST', '/api/Shortlist', s.jwt, { name: 'Picks', supplierId: s.supplierId })).body.data;
    for (const productId of added.slice(0, 2))
      await api(ctx, 'POST', `/api/Shortlist/${shortlist.id}/item`, s.jwt, { productId, quantity: 2 });
    const res = await api(ctx, 'GET', `/api/Shortlist/${shortlist.id}/refresh`, s.jwt);
    expect(res.body.data).toEqual({ queued: 2, message: 'Asins are refreshing' });
    const [refresh] = await finished(s.companyId);
    expect(refresh).toMatchObject({ status: 'done', scope: 'shortlist', shortlistId: shortlist.id, total: 2, done: 2 });
    // Added (one version each), then the two on the shortlist refreshed once.
    const versions = await versionsOf(added);
    expect(added.map((id) => versions.get(id))).toEqual([2, 2, 1]);
    const finishedNote = (await notes(s.jwt)).find((n) => n.kind === 'refresh.finished');
    expect(finishedNote).toMatchObject({ title: 'Shortlist Picks: market data refreshed', data: { shortlistId: shortlist.id } });
    const empty = (await api(ctx, 'POST', '/api/Shortlist', s.jwt, { name: 'Empty', supplierId: s.supplierId })).body.data;
    expect((await api(ctx, 'GET', `/api/Shortlist/${empty.id}/refresh`, s.jwt)).body.data).toEqual({
      queued: 0,
      message: 'Nothing to refresh: the shortlist is empty.',
    });
  }, 60_000);

  it("stops at the plan's monthly SKU limit with a notification; what was done is whole and counted", async () => {
    const s = await seller('Limited Co');
    const ids = await listed(s, 100, 500);
    // The trial plan (WSUltimate) scans 250,000 SKUs a month: 249,950 are used already.
    await ctx.services.database.db
      .insert(usageEvents)
      .values({ companyId: s.companyId, kind: 'skus_scanned', quantity: 249_950 });
    await api(ctx, 'GET', `/api/Supplier/${s.supplierId}/refresh`, s.jwt);
    const [refresh] = await finished(s.companyId);
    expect(refresh).toMatchObject({ status: 'stopped', total: 100, done: 50, missing: 0 });
    expect(refresh?.message).toContain('250,000 SKUs');
    const versions = await versionsOf(ids);
    expect(versions.size).toBe(50);
    // The 50 refreshed are the first 50 in id order: the cursor stops where they end.
    const sorted = [...ids].sort();
    expect(sorted.slice(0, 50).every((id) => versions.get(id) === 1)).toBe(true);
    expect(refresh?.cursor).toBe(sorted[49]);
    const [used] = await ctx.services.database.db
      .select({ n: sql<number>`sum(${usageEvents.quantity})::int` })
      .from(usageEvents)
      .where(eq(usageEvents.companyId, s.companyId));
    expect(used?.n).toBe(250_000);
    const [note] = await notes(s.jwt);
    expect(note).toMatchObject({ kind: 'limit.reached', data: { refreshId: refresh?.id, status: 'stopped', done: 50 } });
  }, 90_000);

  it('answers 4xx for bad input and 404 for what is not the company’s', async () => {
    const s = await seller('Careful Co');
    const other = await seller('Curious Co');
    await listed(s, 1, 600);
    for (const body of [
      {},
      { ids: [] },
      { ids: 'x' },
      { ids: Array.from({ length: 501 }, () => 'x') },
      { ids: ['x'], fetchStockLevels: 'yes' },
    ]) {
      const res = await api(ctx, 'PUT', '/api/Product/refresh', s.jwt, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const shortlist = (await api(ctx, 'POST', '/api/Shortlist', s.jwt, { name: 'Mine', supplierId: s.supplierId })).body.data;
    for (const url of [
      `/api/Supplier/${s.supplierId}/refresh`,
      `/api/Shortlist/${shortlist.id}/refresh`,
      '/api/Supplier/not-an-id/refresh',
      '/api/Shortlist/00000000-0000-4000-8000-000000000000/refresh',
    ]) {
      const res = await api(ctx, 'GET', url, other.jwt);
      expect(res.status, url).toBe(404);
    }
    expect((await api(ctx, 'GET', `/api/Supplier/${s.supplierId}/refresh`, null)).status).toBe(401);
    expect(await refreshesOf(s.companyId)).toHaveLength(0);
    expect(await refreshesOf(other.companyId)).toHaveLength(0);
  });
});
