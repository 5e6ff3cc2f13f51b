import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../../test/api-keys.js';
import { sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

const LIMIT = 3;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    API_RATE_LIMIT_KEY_PER_MINUTE: String(LIMIT),
    API_RATE_LIMIT_MEMBER_PER_MINUTE: String(LIMIT + 2),
  });
});
afterAll(() => ctx.close());

const get = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/Supplier', headers: { authorization: `Bearer ${token}` } });

describe('request limits of /api', () => {
  it('counts per key, says where the caller stands, and answers 429 with Retry-After past the limit', async () => {
    const { jwt } = await sellerSession(ctx, 'Limited Traders');
    const first = await createKey(ctx, jwt, ['suppliers:read']);
    const second = await createKey(ctx, jwt, ['suppliers:read']);
    const remaining: string[] = [];
    for (let i = 0; i < LIMIT; i += 1) {
      const res = await get(first.key);
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe(String(LIMIT));
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const over = await get(first.key);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['ratelimit-remaining']).toBe('0');
    expect(over.json().errors[0].type).toBe('too_many_requests');
    // Another key of the same company has its own count.
    expect((await get(second.key)).statusCode).toBe(200);
  });

  it('limits a signed-in member too, on their own count', async () => {
    const { jwt } = await sellerSession(ctx, 'Busy Traders');
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i += 1) statuses.push((await get(jwt)).statusCode);
    expect(statuses.slice(0, LIMIT + 2)).toEqual(Array(LIMIT + 2).fill(200));
    expect(statuses.at(-1)).toBe(429);
    const res = await get(jwt);
    expect(res.headers['ratelimit-limit']).toBe(String(LIMIT + 2));
  });
});
