import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeepaProduct } from './format.js';
import { KeepaProvider, type KeepaProviderOptions } from './provider.js';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as KeepaProduct;
const standard = fixture('standard');

type Answer = { status: number; body: unknown };

/** A local stand-in for api.keepa.com at the network boundary: scripted answers, recorded requests. */
async function keepa(answer: (url: URL, n: number) => Answer) {
  const requests: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const { status, body } = answer(url, requests.length);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const products = () => requests.filter((u) => u.pathname === '/product');
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, products };
}
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A provider whose sleeps are recorded and advance a fake clock (so token refills happen). */
function provider(baseUrl: string, options: Partial<KeepaProviderOptions> = {}) {
  const sleeps: number[] = [];
  let clock = 1_000_000;
  const keepaProvider = new KeepaProvider({
    apiKey: 'secret-test-key',
    baseUrl,
    clock: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    now: () => new Date('2024-05-27T20:00:00Z'),
    ...options,
  });
  return { keepa: keepaProvider, sleeps, advance: (ms: number) => (clock += ms) };
}
const plain = { marketplace: 'US', offers: false, stock: false, history: true } as const;
const bucket = { tokensLeft: 500, refillIn: 1000, refillRate: 20 };
const asinsOf = (url: URL) => (url.searchParams.get('asin') ?? '').split(',');

describe('the Keepa adapter: products', () => {
  it('sends 250 ASINs as 100 + 100 + 50 and keeps the ones Keepa knows', async () => {
    const asins = Array.from({ length: 250 }, (_, i) => `B0${String(i).padStart(8, '0')}`);
    const server = await keepa((url) => ({
      status: 200,
      body: {
        ...bucket,
        products: asinsOf(url).map((asin) => (asin.endsWith('7') ? { ...standard, asin } : { asin, productType: 0, csv: null })),
      },
    }));
    const { keepa: k } = provider(server.baseUrl);
    const found = await k.products([...asins, asins[0] as string], plain);
    expect(server.products().map((u) => asinsOf(u).length)).toEqual([100, 100, 50]);
    expect(new Set(server.products().flatMap(asinsOf)).size).toBe(250); // every ASIN asked once
    const first = server.requests[0]?.searchParams;
    expect(Object.fromEntries(first?.entries() ?? [])).toMatchObject({
      key: 'secret-test-key',
      domain: '1',
      stats: '365',
      history: '1',
      rating: '1',
      buybox: '1',
    });
    expect(first?.has('offers')).toBe(false);
    expect(found.size).toBe(25); // ASINs ending in 7; the stubs of unknown ASINs are absent
    expect(found.get('B000000007')?.fields.title).toBe(standard.title);
  });

  it('asks for offers and stock 20 ASINs at a time, then the sellers once', async () => {
    const asins = Array.from({ length: 45 }, (_, i) => `B1${String(i).padStart(8, '0')}`);
    const server = await keepa((url) =>
      url.pathname === '/seller'
        ? {
            status: 200,
            body: { ...bucket, sellers: { A1SELLERFBA001: { sellerId: 'A1SELLERFBA001', sellerName: 'Northwind Traders' } } },
          }
        : { status: 200, body: { ...bucket, products: asinsOf(url).map((asin) => ({ ...standard, asin })) } },
    );
    const { keepa: k } = provider(server.baseUrl);
    const found = await k.products(asins, { ...plain, offers: true, stock: true });
    expect(server.products().map((u) => asinsOf(u).length)).toEqual([20, 20, 5]);
    expect(server.requests[0]?.searchParams.get('offers')).toBe('20');
    expect(server.requests[0]?.searchParams.get('stock')).toBe('1');
    const sellerRequests = server.requests.filter((u) => u.pathname === '/seller');
    expect(sellerRequests).toHaveLength(1); // the same four sellers in every batch: cached
    expect(sellerRequests[0]?.searchParams.get('seller')?.split(',').sort()).toEqual([
      'A1SELLERFBA001',
      'A2SELLERFBA002',
      'A3SELLERFBM003',
      'A4ACMEBRAND04',
    ]);
    expect(found.get(asins[44] as string)?.fields.buyBoxSellerName).toBe('Northwind Traders');
  });

  it("asks Keepa for the marketplace's domain (amazon.de: 3) for products and sellers, prices in euros", async () => {
    const server = await keepa((url) =>
      url.pathname === '/seller'
        ? { status: 200, body: { ...bucket, sellers: {} } }
        : { status: 200, body: { ...bucket, products: [standard] } },
    );
    const { keepa: k } = provider(server.baseUrl, { domain: 1 });
    const found = await k.products([standard.asin], { ...plain, marketplace: 'DE', offers: true });
    expect(server.requests.map((u) => [u.pathname, u.searchParams.get('domain')])).toEqual([
      ['/product', '3'],
      ['/seller', '3'],
    ]);
    // Euro cents to euros, as cents to dollars.
    expect(found.get(standard.asin)?.fields.buyBoxCurrent).toBe(23.49);
  });

  it("reads Japanese prices in whole yen: Keepa's integers are yen, not divided by 100", async () => {
    const server = await keepa(() => ({ status: 200, body: { ...bucket, products: [standard] } }));
    const { keepa: k } = provider(server.baseUrl);
    const jp = (await k.products([standard.asin], { ...plain, marketplace: 'JP' })).get(standard.asin);
    const us = (await k.products([standard.asin], plain)).get(standard.asin);
    expect(server.products().map((u) => u.searchParams.get('domain'))).toEqual(['5', '1']);
    expect(jp?.fields.buyBoxCurrent).toBe(2349);
    expect(us?.fields.buyBoxCurrent).toBe(23.49);
    expect([jp?.fields.listPrice, us?.fields.listPrice]).toEqual([3499, 34.99]);
    expect([jp?.fields.newFbaLowest, us?.fields.newFbaLowest]).toEqual([2349, 23.49]);
    const jpPoint = jp?.history?.buyBoxShipping.at(-1)?.value;
    expect(jpPoint).toBe(Math.round((us?.history?.buyBoxShipping.at(-1)?.value ?? 0) * 100));
    expect(jpPoint).toBeGreaterThan(100);
    // Sizes stay as Keepa measures them (mm and g) whatever the marketplace.
    expect(jp?.fields.packageWeight).toBe(us?.fields.packageWeight);
  });

  it('sends history=0 when the history is not wanted, and answers figures without it', async () => {
    // Keepa leaves the csv series out of a history=0 answer; its stats are still computed.
    const server = await keepa(() => ({ status: 200, body: { ...bucket, products: [{ ...standard, csv: null }] } }));
    const { keepa: k } = provider(server.baseUrl);
    const found = await k.products([standard.asin], { ...plain, history: false });
    expect(server.products()[0]?.searchParams.get('history')).toBe('0');
    const snapshot = found.get(standard.asin);
    expect(snapshot?.history).toBeNull();
    expect(snapshot?.fields.buyBoxCurrent).not.toBeNull();
  });

  it('waits for the refill on 429 and sends the same request again, losing nothing', async () => {
    const server = await keepa((_url, n) =>
      n === 1
        ? { status: 429, body: { tokensLeft: -20, refillIn: 4200, refillRate: 20 } }
        : { status: 200, body: { tokensLeft: 10, refillIn: 1000, refillRate: 20, products: [standard] } },
    );
    const { keepa: k, sleeps } = provider(server.baseUrl);
    const found = await k.products([standard.asin], plain);
    expect(found.size).toBe(1);
    // -20 + 20 at the first refill is still not positive: one more minute.
    expect(sleeps).toEqual([64_200]);
    expect(server.products().map((u) => u.searchParams.get('asin'))).toEqual([standard.asin, standard.asin]);
  });

  it('waits before sending when the bucket is empty, unless the refill time has passed', async () => {
    const server = await keepa(() => ({
      status: 200,
      body: { tokensLeft: 0, refillIn: 3000, refillRate: 5, tokensConsumed: 1, products: [standard] },
    }));
    const { keepa: k, sleeps, advance } = provider(server.baseUrl);
    await k.products([standard.asin], plain);
    await k.products([standard.asin], plain);
    expect(sleeps).toEqual([3000]);
    advance(3000);
    await k.products([standard.asin], plain);
    expect(sleeps).toEqual([3000]);
    expect(k.client.usage).toEqual({ requests: 3, tokensConsumed: 3 });
    expect(k.client.bucket.last).toEqual({ tokensLeft: 0, refillIn: 3000, refillRate: 5 });
  });

  it('retries 5xx and unreadable answers with backoff, then gives up with a clear error', async () => {
    const flaky = await keepa((_url, n) =>
      n === 1
        ? { status: 503, body: {} }
        : n === 2
          ? { status: 200, body: '{"products": [' }
          : { status: 200, body: { products: [standard] } },
    );
    const first = provider(flaky.baseUrl);
    expect((await first.keepa.products([standard.asin], plain)).size).toBe(1);
    expect(first.sleeps).toEqual([1000, 2000]);

    const down = await keepa(() => ({ status: 502, body: {} }));
    const second = provider(down.baseUrl);
    await expect(second.keepa.products([standard.asin], plain)).rejects.toThrow('Keepa answered 502 after 5 attempts');
    expect(second.sleeps).toEqual([1000, 2000, 4000, 8000]);
    expect(down.requests).toHaveLength(5);
  });

  it('retries network errors, and throws refusals at once without the key', async () => {
    const gone = await keepa(() => ({ status: 200, body: {} }));
    await new Promise((resolve) => servers.pop()?.close(resolve));
    const unreachable = provider(gone.baseUrl, { attempts: 3 });
    await expect(unreachable.keepa.products(['B000000001'], plain)).rejects.toThrow('Keepa unreachable after 3 attempts');
    expect(unreachable.sleeps).toEqual([1000, 2000]);

    const refusing = await keepa(() => ({
      status: 402,
      body: { error: { type: 'PAYMENT_REQUIRED', message: 'Subscription expired' } },
    }));
    const refused = provider(refusing.baseUrl);
    const error = await refused.keepa.products(['B000000001'], plain).catch((e: Error) => e);
    expect(error).toMatchObject({
      name: 'KeepaError',
      status: 402,
      message: 'Keepa refused the request (402): Subscription expired',
    });
    expect(String(error)).not.toContain('secret-test-key');
    expect(refusing.requests).toHaveLength(1);
    expect(refused.sleeps).toEqual([]);
  });
});

describe('the Keepa adapter: code lookup', () => {
  it('lists every ASIN carrying a code, in any of its forms, and none for the rest', async () => {
    const server = await keepa((url) => {
      const codes = (url.searchParams.get('code') ?? '').split(',');
      const products = [
        { ...standard, asin: 'B0SINGLE01', upcList: ['012345678905'], eanList: null },
        { ...standard, asin: 'B0MULTI002', title: 'Acme Bottle (Pack of 2)', upcList: null, eanList: ['0012345678905'] },
        { ...standard, asin: '0306406152', title: 'A Book', upcList: null, eanList: ['9780306406157'] },
      ].filter((p) =>
        codes.some((c) => [...(p.upcList ?? []), ...(p.eanList ?? [])].some((l) => l.endsWith(c.replace(/^0+/, '')))),
      );
      return { status: 200, body: { ...bucket, products } };
    });
    const { keepa: k } = provider(server.baseUrl);
    const codes = ['012345678905', '0-306-40615-2', '999999999993', 'not-a-code', '012345678900'];
    const found = await k.lookup(codes, { type: 'UPC', marketplace: 'US' });
    expect(found.get('012345678905')?.map((r) => [r.asin, r.productName, r.countryAndRegion])).toEqual([
      ['B0SINGLE01', standard.title, 'US'],
      ['B0MULTI002', 'Acme Bottle (Pack of 2)', 'US'],
    ]);
    expect(found.get('0-306-40615-2')?.map((r) => r.asin)).toEqual(['0306406152']); // ISBN-10 sent as ISBN-13
    expect(found.get('999999999993')).toEqual([]);
    expect(found.get('not-a-code')).toEqual([]);
    expect(found.get('012345678900')).toEqual([]); // wrong check digit: not sent
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.searchParams.get('code')).toBe('012345678905,9780306406157,999999999993');
    expect(server.requests[0]?.searchParams.get('history')).toBe('0');
    expect(server.requests[0]?.searchParams.get('domain')).toBe('1');
  });

  it("looks codes up on the marketplace's domain and names its country (the UK as GB)", async () => {
    const server = await keepa(() => ({
      status: 200,
      body: { ...bucket, products: [{ ...standard, asin: 'B0SINGLE01', upcList: ['012345678905'] }] },
    }));
    const { keepa: k } = provider(server.baseUrl);
    const found = await k.lookup(['012345678905'], { type: 'UPC', marketplace: 'UK' });
    expect(server.requests[0]?.searchParams.get('domain')).toBe('2');
    expect(found.get('012345678905')?.map((r) => [r.asin, r.countryAndRegion])).toEqual([['B0SINGLE01', 'GB']]);
  });
});
