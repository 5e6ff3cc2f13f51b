import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { SimulatedMarket } from '../index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it("serves each simulated product's images without a token, at the addresses its snapshot lists", async () => {
  const market = new SimulatedMarket({ size: ctx.services.config.market.simulatedSize });
  const [snapshot] = [...(await market.products(['B005O8OH8H'], { offers: false, stock: false, history: true })).values()];
  expect(snapshot?.fields.images).toEqual(['/api/market/images/sim-B005O8OH8H.svg', '/api/market/images/sim-B005O8OH8H-2.svg']);
  const pictures: string[] = [];
  for (const url of snapshot?.fields.images ?? []) {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
    pictures.push(res.body);
  }
  expect(pictures[0]).not.toBe(pictures[1]);
});

it('answers 404 for names it did not make and ASINs outside the catalog', async () => {
  for (const file of ['sim-B005O8OH8H.jpg', 'other.svg', 'sim-BZZZZZZZZZ.svg', '..%2F..%2Fpackage.json']) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/market/images/${file}` });
    expect(res.statusCode, file).toBe(404);
  }
});
