import { describe, expect, it } from 'vitest';
import { createMarketProvider, MarketEnv, readMarketEnv } from './config.js';
import { SimulatedMarket } from './simulated/provider.js';

describe('the market environment', () => {
  it('defaults to the simulated marketplace', () => {
    expect(readMarketEnv({})).toEqual({
      MARKET_PROVIDER: 'simulated',
      KEEPA_BASE_URL: 'https://api.keepa.com',
      SIMULATED_MARKET_SIZE: 12_000,
    });
    expect(readMarketEnv({ SIMULATED_MARKET_SIZE: '25000', KEEPA_API_KEY: '' }).SIMULATED_MARKET_SIZE).toBe(25_000);
  });

  it('requires a Keepa key for Keepa, and sane sizes and URLs', () => {
    const problems = (env: Record<string, string>) => MarketEnv.safeParse(env).error?.issues.map((i) => i.path.join('.'));
    expect(problems({ MARKET_PROVIDER: 'keepa' })).toEqual(['KEEPA_API_KEY']);
    expect(problems({ MARKET_PROVIDER: 'keepa', KEEPA_API_KEY: 'k' })).toBeUndefined();
    expect(problems({ SIMULATED_MARKET_SIZE: '10' })).toEqual(['SIMULATED_MARKET_SIZE']);
    expect(problems({ KEEPA_BASE_URL: 'not a url' })).toEqual(['KEEPA_BASE_URL']);
    expect(problems({ MARKET_PROVIDER: 'amazon' })).toEqual(['MARKET_PROVIDER']);
    expect(Object.keys(MarketEnv.shape)).toEqual(['MARKET_PROVIDER', 'KEEPA_API_KEY', 'KEEPA_BASE_URL', 'SIMULATED_MARKET_SIZE']);
  });
});

describe('createMarketProvider', () => {
  it('makes the simulated marketplace of the configured size and clock', async () => {
    const provider = createMarketProvider(readMarketEnv({ SIMULATED_MARKET_SIZE: '500' }), {
      now: () => new Date('2026-01-01T00:00:00Z'),
    });
    expect(provider).toBeInstanceOf(SimulatedMarket);
    expect((provider as SimulatedMarket).size).toBe(500);
    const found = await provider.products(['B005O6AQT1'], { marketplace: 'US', offers: false, stock: false, history: true });
    expect(found.get('B005O6AQT1')?.fields.updated).toBe('2026-01-01T00:00:00.000Z');
  });

  it('makes the Keepa adapter from the server’s config shape, with the given network', async () => {
    const asked: string[] = [];
    const provider = createMarketProvider(
      { provider: 'keepa', keepaApiKey: 'k-1', keepaBaseUrl: 'http://keepa.test', simulatedSize: 100 },
      {
        fetch: async (input) => {
          asked.push(String(input));
          return new Response(JSON.stringify({ tokensLeft: 100, refillIn: 1000, refillRate: 5, products: [] }));
        },
      },
    );
    expect(provider.name).toBe('keepa');
    expect(
      (await provider.products(['B000000001'], { marketplace: 'US', offers: false, stock: false, history: true })).size,
    ).toBe(0);
    expect(asked[0]).toMatch(/^http:\/\/keepa\.test\/product\?key=k-1&domain=1&asin=B000000001&/);
    expect(() =>
      createMarketProvider({ provider: 'keepa', keepaApiKey: undefined, keepaBaseUrl: 'x', simulatedSize: 1 }),
    ).toThrow('KEEPA_API_KEY is required');
  });
});
