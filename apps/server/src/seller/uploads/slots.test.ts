import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/index.js';

// Issue 37, finding 3: one company's many uploads at once must not hold the others. A company
// runs at most UPLOAD_MAX_RUNNING_PER_COMPANY uploads; later ones are accepted and wait
// (`queued`, with their place in line), and start when a slot frees. Another company's upload
// never waits behind them. Runs on PGlite, and on PostgreSQL under TEST_DATABASE_URL.

// Long enough that the first two are still running when the third and the other company post.
const ROWS = 600;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ UPLOAD_MAX_RUNNING_PER_COMPANY: '2' });
}, 60_000);
afterAll(() => ctx?.close());

type Seen = { status: string; queuePosition: number | null };
const RUNNING = ['parsing', 'matching'];
const ENDED = ['done', 'failed', 'stopped'];

async function company(name: string) {
  const { jwt } = await sellerSession(ctx, name);
  const supplier = await api(ctx, 'POST', '/api/Supplier', jwt, { name: `${name} Wholesale` });
  return { jwt, supplierId: supplier.body.data.id as string };
}

function priceList(first: number, rows: number) {
  return csvOf([
    ['ASIN', 'Unit Price'],
    ...Array.from({ length: rows }, (_, i) => [asinOf(first + i), (2 + (i % 40) / 10).toFixed(2)]),
  ]);
}

async function upload(who: { jwt: string; supplierId: string }, name: string, content: Buffer) {
  const res = await postUpload(ctx, who.jwt, { name, content }, { supplierId: who.supplierId });
  expect(res.status).toBe(200);
  return res.body.data as { id: string } & Seen;
}

async function seen(jwt: string, id: string): Promise<Seen> {
  const res = await api(ctx, 'GET', `/api/Upload/${id}?pageSize=1`, jwt);
  expect(res.status).toBe(200);
  return res.body.data;
}

describe("a company's uploads beyond its running slots", () => {
  it('wait in line with their place shown, start when a slot frees, and never hold another company', async () => {
    const a = await company('Busy Tenant');
    const b = await company('Quiet Tenant');
    const first = await upload(a, 'one.csv', priceList(0, ROWS));
    const second = await upload(a, 'two.csv', priceList(ROWS, ROWS));
    const third = await upload(a, 'three.csv', priceList(2 * ROWS, ROWS));
    expect(third).toMatchObject({ status: 'queued', queuePosition: 1 });

    // The list shows the waiting one too, with its place.
    const list = await api(ctx, 'GET', '/api/Upload?pageSize=10', a.jwt);
    expect(list.body.data.find((u: { id: string }) => u.id === third.id)).toMatchObject({ status: 'queued', queuePosition: 1 });

    // Another company's upload meanwhile is not in anyone's line, and it is done before A's
    // third one is (which waits for one of A's first two to end).
    const other = await upload(b, 'other.csv', priceList(5_000, 20));
    expect(other.queuePosition).toBeNull();

    let thirdStartedWith: Seen[] | null = null;
    let otherDoneWhileThird: Seen | null = null;
    await eventually(async () => {
      const [one, two, three] = await Promise.all([first, second, third].map((u) => seen(a.jwt, u.id)));
      if (!one || !two || !three) return false;
      // Never more than two of A's uploads running at once.
      expect([one, two, three].filter((u) => RUNNING.includes(u.status)).length).toBeLessThanOrEqual(2);
      if (three.status === 'queued' && [one, two].every((u) => !ENDED.includes(u.status))) expect(three.queuePosition).toBe(1);
      if (three.status !== 'queued' && thirdStartedWith === null) thirdStartedWith = [one, two];
      if (otherDoneWhileThird === null && ENDED.includes((await seen(b.jwt, other.id)).status)) otherDoneWhileThird = three;
      // Until all three have ended (the third may end before the second).
      return [one, two, three].every((u) => ENDED.includes(u.status));
    }, 180_000);
    // The third started only once one of the first two had ended.
    expect((thirdStartedWith as Seen[] | null)?.some((u) => ENDED.includes(u.status))).toBe(true);
    expect(otherDoneWhileThird, "the other company's upload ended first").not.toBeNull();
    expect((otherDoneWhileThird as Seen | null)?.status).not.toBe('done');
    for (const u of [first, second, third]) {
      expect(await seen(a.jwt, u.id)).toMatchObject({ status: 'done', queuePosition: null });
    }
    expect(await seen(b.jwt, other.id)).toMatchObject({ status: 'done', queuePosition: null });
  }, 240_000);
});
