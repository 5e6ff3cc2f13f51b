import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeepaProduct } from './format.js';
import { KeepaProvider } from './provider.js';

const standard = JSON.parse(readFileSync(new URL('./fixtures/standard.json', import.meta.url), 'utf8')) as KeepaProduct;

/** A local stand-in for api.keepa.com at the network boundary: scripted answers, recorded requests. */
async function keepa(answer: (url: URL, n: number) => { status: number; body: unknown }) {
  const requests: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const { status, body } = answer(url, requests.length);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

const sleeps: number[] = [];
const provider = (baseUrl: string) =>
  new KeepaProvider({
    apiKey: 'test-key',
    baseUrl,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });

describe('the Keepa adapter', () => {
  it('sends up to 100 ASINs per request and parses what comes back', async () => {
    const asins = Array.from({ length: 250 }, (_, i) => `B0${String(i).padStart(8, '0')}`);
    const server = await keepa((url) => {
      const asked = (url.searchParams.get('asin') ?? '').split(',');
      return {
        status: 200,
        body: {
          tokensLeft: 500,
          refillIn: 1000,
          refillRate: 20,
          products: asked.includes('B000000007') ? [{ ...standard, asin: 'B000000007' }] : [],
        },
      };
    });
    const found = await provider(server.baseUrl).products(asins, { offers: false, stock: false });
    expect(
      server.requests.filter((u) => u.pathname === '/product').map((u) => u.searchParams.get('asin')?.split(',').length),
    ).toEqual([100, 100, 50]);
    expect(server.requests[0]?.searchParams.get('key')).toBe('test-key');
    expect(server.requests[0]?.searchParams.get('domain')).toBe('1');
    expect([...found.keys()]).toEqual(['B000000007']);
    expect(found.get('B000000007')?.fields.title).toBe(standard.title);
  });

  it('waits for the refill on 429 and sends the same request again, losing nothing', async () => {
    sleeps.length = 0;
    const server = await keepa((_url, n) =>
      n === 1
        ? { status: 429, body: { tokensLeft: -20, refillIn: 4200, refillRate: 20 } }
        : { status: 200, body: { tokensLeft: 10, refillIn: 1000, refillRate: 20, products: [standard] } },
    );
    const found = await provider(server.baseUrl).products([standard.asin], { offers: false, stock: false });
    expect(found.size).toBe(1);
    expect(sleeps).toEqual([4200]);
    expect(server.requests).toHaveLength(2);
  });

  it('waits before sending when the bucket is empty', async () => {
    sleeps.length = 0;
    const server = await keepa(() => ({
      status: 200,
      body: { tokensLeft: 0, refillIn: 3000, refillRate: 5, products: [standard] },
    }));
    const keepaProvider = provider(server.baseUrl);
    await keepaProvider.products([standard.asin], { offers: false, stock: false });
    await keepaProvider.products([standard.asin], { offers: false, stock: false });
    expect(sleeps).toEqual([3000]);
  });

  it('retries 5xx with backoff, then gives up with a clear error', async () => {
    sleeps.length = 0;
    const flaky = await keepa((_url, n) => (n < 3 ? { status: 503, body: {} } : { status: 200, body: { products: [standard] } }));
    expect((await provider(flaky.baseUrl).products([standard.asin], { offers: false, stock: false })).size).toBe(1);
    expect(sleeps).toEqual([1000, 2000]);
    const down = await keepa(() => ({ status: 502, body: {} }));
    await expect(provider(down.baseUrl).products([standard.asin], { offers: false, stock: false })).rejects.toThrow(
      'Keepa answered 502 after 5 attempts',
    );
  });

  it('looks codes up and lists every ASIN that carries the code', async () => {
    const server = await keepa(() => ({
      status: 200,
      body: {
        products: [
          { ...standard, asin: 'B0SINGLE01', upcList: ['012345678905'] },
          { ...standard, asin: 'B0MULTI002', title: 'Pack of 2', upcList: ['012345678905'] },
        ],
      },
    }));
    const found = await provider(server.baseUrl).lookup(['012345678905', '999999999993'], 'UPC');
    expect(found.get('012345678905')?.map((r) => r.asin)).toEqual(['B0SINGLE01', 'B0MULTI002']);
    expect(found.get('999999999993')).toEqual([]);
    expect(server.requests[0]?.searchParams.get('code')).toBe('012345678905,999999999993');
  });
});
