import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodePng } from '../../../test/png.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES, SimulatedMarket } from '../index.js';
import { asinOf } from './catalog.js';
import { identityFor } from './identity.js';
import { hsl, MAX_SIZED_PIXELS, simulatedProductImage } from './image.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it("serves each simulated product's images without a token, at the addresses its snapshot lists", async () => {
  const market = new SimulatedMarket({ size: ctx.services.config.market.simulatedSize });
  const [snapshot] = [
    ...(await market.products(['B005O8OH8H'], { marketplace: 'US', offers: false, stock: false, history: true })).values(),
  ];
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

it('draws the picture as a PNG of the size a size suffix asks for (the grid thumbnails)', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/market/images/sim-B005O8OH8H._SL64_.svg' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cache-control']).toBe('public, max-age=86400');
  const png = decodePng(res.rawPayload);
  expect([png.width, png.height]).toEqual([64, 64]);
  const pixel = (x: number, y: number) => [...png.rgb.subarray((y * 64 + x) * 3, (y * 64 + x) * 3 + 3)];
  // The SVG's own colours at the same places: background in the corner, parcel, tape, outline.
  const svg = (await ctx.app.inject({ method: 'GET', url: '/api/market/images/sim-B005O8OH8H.svg' })).body;
  const colour = (n: number) =>
    svg
      .match(/rgb\((\d+) (\d+) (\d+)\)/g)
      ?.[n]?.match(/\d+/g)
      ?.map(Number);
  expect(pixel(2, 2)).toEqual(colour(0));
  expect(pixel(18, 32)).toEqual(colour(1)); // (56, 100) in the SVG's units: the parcel
  expect(pixel(32, 32)).toEqual(colour(3)); // (100, 100): the tape
  expect(pixel(18, 19)).not.toEqual(colour(1)); // (56, 60): on the outline
  const hue = svg.match(/rgb\(([^)]*)\)/)?.[1];
  expect(hue).toBe(colour(0)?.join(' '));
  expect(hsl(0, 100, 50)).toEqual([255, 0, 0]);
  expect(hsl(120, 100, 25)).toEqual([0, 128, 0]);

  const side = decodePng(
    (await ctx.app.inject({ method: 'GET', url: '/api/market/images/sim-B005O8OH8H-2._SL32_.svg' })).rawPayload,
  );
  expect([side.width, side.height]).toEqual([32, 32]);
  expect(side.rgb.equals(png.rgb)).toBe(false);
});

it('draws a size suffix beyond the largest size at the largest size', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/market/images/sim-B005O8OH8H._SL5000_.svg' });
  expect(res.statusCode).toBe(200);
  expect(decodePng(res.rawPayload).width).toBe(MAX_SIZED_PIXELS);
});

it('answers 404 for names it did not make and ASINs outside the catalog', async () => {
  for (const file of [
    'sim-B005O8OH8H.jpg',
    'other.svg',
    'sim-BZZZZZZZZZ.svg',
    '..%2F..%2Fpackage.json',
    'sim-B005O8OH8H._SL_.svg',
    'sim-B005O8OH8H._SL64.svg',
  ]) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/market/images/${file}` });
    expect(res.statusCode, file).toBe(404);
  }
});

it('draws a sized picture once for each department colour, view and size, and keeps it', () => {
  const size = 1_000;
  const department = (i: number) => identityFor(i).dept.name;
  const twin = Array.from({ length: size }, (_, i) => i).find((i) => i > 0 && department(i) === department(0));
  const stranger = Array.from({ length: size }, (_, i) => i).find((i) => department(i) !== department(0));
  if (twin === undefined || stranger === undefined) throw new Error('the catalog has one department only');
  const png = (index: number, suffix: string) => {
    const picture = simulatedProductImage(`sim-${asinOf(index)}${suffix}.svg`, size);
    if (picture?.type !== 'image/png') throw new Error(`no PNG for ${index}${suffix}`);
    return picture.body;
  };
  // The same department, view and size: the very picture drawn before.
  expect(png(twin, '._SL64_')).toBe(png(0, '._SL64_'));
  // Another colour, view or size is drawn apart.
  expect(png(stranger, '._SL64_').equals(png(0, '._SL64_'))).toBe(false);
  expect(png(0, '-2._SL64_').equals(png(0, '._SL64_'))).toBe(false);
  expect(decodePng(png(0, '._SL32_')).width).toBe(32);
});

it('serves the pictures of products only other marketplaces list (UK and DE, JP), as their snapshots name them', async () => {
  for (const [asin, marketplace] of [
    [SIMULATED_EXAMPLES.euOnly, 'DE'],
    [SIMULATED_EXAMPLES.jpOnly, 'JP'],
  ] as const) {
    const reading = (
      await ctx.services.market.products([asin], { marketplace, offers: false, stock: false, history: false })
    ).get(asin);
    const image = reading?.fields.image;
    expect(image, asin).toBeTruthy();
    const res = await ctx.app.inject({ method: 'GET', url: new URL(String(image), 'http://localhost').pathname });
    expect(res.statusCode, `${asin} on ${marketplace}`).toBe(200);
  }
});
