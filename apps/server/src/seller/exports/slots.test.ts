import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { createExportSlots } from './slots.js';

// Issue 37, finding 3: one company's downloads must not hold every other tenant's requests. A
// company runs at most EXPORT_MAX_RUNNING_PER_COMPANY streamed downloads at once; one more waits
// in line, first come first served, and is refused with a 429 saying why once the wait runs out.

describe('export slots', () => {
  it('gives a company its limit at once, then a line in order; other companies are not held', async () => {
    const slots = createExportSlots({ maxRunningPerCompany: 2, queueWaitSeconds: 30 });
    const first = await slots.acquire('a');
    const second = await slots.acquire('a');
    expect(first && second).toBeTruthy();
    const order: string[] = [];
    const inLine = (name: string) =>
      slots.acquire('a').then((release) => {
        order.push(name);
        return release;
      });
    const third = inLine('third');
    const fourth = inLine('fourth');
    expect(await slots.acquire('b')).toBeTruthy();
    expect(slots.state('a')).toEqual({ running: 2, waiting: 2 });
    first?.();
    first?.(); // a second release of the same slot frees nothing more
    const thirdRelease = await third;
    expect(order).toEqual(['third']);
    expect(slots.state('a')).toEqual({ running: 2, waiting: 1 });
    second?.();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
    thirdRelease?.();
    (await fourth)?.();
    expect(slots.state('a')).toEqual({ running: 0, waiting: 0 });
  });

  it('answers null once the wait runs out, and leaves the line', async () => {
    const slots = createExportSlots({ maxRunningPerCompany: 1, queueWaitSeconds: 0.05 });
    const held = await slots.acquire('a');
    expect(await slots.acquire('a')).toBeNull();
    expect(slots.state('a')).toEqual({ running: 1, waiting: 0 });
    held?.();
    expect(await slots.acquire('a')).toBeTruthy();
    const none = createExportSlots({ maxRunningPerCompany: 1, queueWaitSeconds: 0 });
    await none.acquire('a');
    expect(await none.acquire('a')).toBeNull();
  });
});

describe('streamed downloads over HTTP', () => {
  let ctx: TestContext;
  const companies: { jwt: string; companyId: string; supplierId: string; url: string }[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({ EXPORT_MAX_RUNNING_PER_COMPANY: '1', EXPORT_QUEUE_WAIT_SECONDS: '1' });
    for (const name of ['Slots One', 'Slots Two']) {
      const { jwt } = await sellerSession(ctx, name);
      const companyId = (await api(ctx, 'GET', '/api/Company', jwt)).body.data.id as string;
      const supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Bulk' })).body.data.id as string;
      companies.push({ jwt, companyId, supplierId, url: `/api/Product/export?supplierId=${supplierId}&format=csv` });
    }
  }, 120_000);
  afterAll(() => ctx?.close());

  const download = (company: { jwt: string; url: string }, url = company.url) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${company.jwt}` } });

  it('refuses one more download of a busy company with a 429 that says why, and serves another company', async () => {
    const [one, two] = companies as [(typeof companies)[0], (typeof companies)[0]];
    // A running export of company one, as a download still being read would hold it.
    const running = await ctx.services.exportSlots.acquire(one.companyId);
    try {
      const refused = await download(one);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json().errors[0]).toMatchObject({
        type: 'too_many_exports',
        description: expect.stringContaining('1 download is already running for your company'),
      });
      expect((await download(two)).statusCode).toBe(200);
    } finally {
      running?.();
    }
    expect((await download(one)).statusCode).toBe(200);
  });

  it('lets a download that waits in line start when the running one ends', async () => {
    const one = companies[0] as (typeof companies)[0];
    const running = await ctx.services.exportSlots.acquire(one.companyId);
    const waiting = download(one);
    await expect.poll(() => ctx.services.exportSlots.state(one.companyId).waiting).toBe(1);
    running?.();
    expect((await waiting).statusCode).toBe(200);
  });

  it('frees the slot when a download ends, failed or sent, for every streamed download', async () => {
    const one = companies[0] as (typeof companies)[0];
    expect((await download(one)).statusCode).toBe(200);
    // A bad query fails before the file starts (400): its slot is freed too.
    expect((await download(one, `${one.url}&order=nonsense`)).statusCode).toBe(400);
    expect(ctx.services.exportSlots.state(one.companyId)).toEqual({ running: 0, waiting: 0 });
    const held = await ctx.services.exportSlots.acquire(one.companyId);
    try {
      const shortlist = (await api(ctx, 'POST', '/api/Shortlist', one.jwt, { name: 'Held', supplierId: one.supplierId })).body
        .data;
      // Every streamed download counts against the same slots.
      expect(shortlist?.id).toBeDefined();
      expect((await download(one, `/api/Shortlist/${shortlist.id}/export?format=csv`)).statusCode).toBe(429);
    } finally {
      held?.();
    }
  });
});
