import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdk } from '../../../test/identity.js';
import { sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identityEvents } from '../schema.js';

// POST /sdk/v1/events is open to anyone: its free-form JSON is bounded, each address is rate
// limited, and what is stored per minute is capped (past the cap, batches are dropped, not slowed).

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_EVENTS_PER_IP_PER_MINUTE: '4', IDENTITY_EVENTS_STORED_BATCHES_PER_MINUTE: '3' });
});
afterAll(() => ctx.close());

const nested = (levels: number): unknown => (levels === 0 ? 'leaf' : { next: nested(levels - 1) });
const event = (details: unknown = { a: 1 }, extra: Record<string, unknown> = {}) => ({
  event: { public_token: ctx.services.identity.project.publicToken, event_name: 'render_b2b_login_form', details, ...extra },
});
const post = (payload: unknown, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/sdk/v1/events',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('POST /sdk/v1/events', () => {
  it('refuses details nested deeper than 12 levels, or larger than 32 kB as JSON, and out-of-range status codes', async () => {
    const deep = await post([event(nested(13))], '10.0.1.1');
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({
      error_type: 'bad_request',
      error_message: expect.stringMatching(/details may nest at most 12 levels/),
    });
    const large = await post([event({ text: 'x'.repeat(33_000) })], '10.0.1.2');
    expect(large.statusCode).toBe(400);
    expect(large.json().error_message).toMatch(/details must be at most 32768 characters/);
    const status = await post([event({ a: 1 }, { http_status_code: 1e12 })], '10.0.1.3');
    expect(status.statusCode).toBe(400);
    expect((await post([event(nested(11))], '10.0.1.4')).statusCode).toBe(200);
  });

  it('rate limits each address: past the limit a 429 too_many_requests, other addresses unaffected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post([], '10.0.2.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const limited = await post([], '10.0.2.1');
    expect(limited.json()).toMatchObject({ error_type: 'too_many_requests' });
    expect((await post([], '10.0.2.2')).statusCode).toBe(200);
  });

  it('stores at most the configured batches a minute from all addresses; the rest are answered and dropped', async () => {
    await ctx.services.identity.db.delete(identityEvents);
    // The first test stored one batch in this minute: two more fit, the other three are dropped.
    const stored: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post([event(), event()], `10.0.3.${i}`);
      expect(res.statusCode).toBe(200);
      stored.push(res.json().data.stored);
    }
    expect(stored).toEqual([2, 2, 0, 0, 0]);
    expect(await ctx.services.identity.db.select().from(identityEvents)).toHaveLength(4);
  });
});

describe('free-form JSON of an invite', () => {
  it('refuses untrusted_metadata nested deeper than 8 levels with a 400', async () => {
    const { sessionToken } = await sellerSession(ctx);
    const res = await sdk(
      ctx,
      'POST',
      '/b2b/magic_links/email/invite',
      { email_address: 'deep@example.com', untrusted_metadata: { a: nested(9) } },
      { sessionToken },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error_type: 'bad_request',
      error_message: expect.stringMatching(/untrusted_metadata may nest at most 8/),
    });
  });
});
