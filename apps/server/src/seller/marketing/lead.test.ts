import { envelope, MarketingLeadReceived } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { LEADS_PER_IP } from './routes.js';
import { marketingLeads } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  // No Turnstile secret: outside production the form works without the bot check.
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Posts a lead as a visitor from `ip` (no token: the form is public). */
async function postLead(payload: unknown, ip = '198.51.100.1') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/marketing/lead',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
}

const lead = (changes: Record<string, unknown> = {}) => ({
  email: uniqueEmail('Lead'),
  firstName: 'Ada',
  lastName: 'Lovelace',
  ...changes,
});

describe('POST /api/marketing/lead', () => {
  it('stores the lead, with its campaign, and answers received', async () => {
    const sent = lead({ compagain: 'spring-2026', turnstileToken: 'ignored-in-dev' });
    const res = await postLead(sent, '198.51.100.20');
    expect(res.status).toBe(200);
    expect(envelope(MarketingLeadReceived).parse(res.body).data).toEqual({ received: true });
    const rows = await ctx.services.database.db
      .select()
      .from(marketingLeads)
      .where(eq(marketingLeads.email, sent.email.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      campaign: 'spring-2026',
      ipAddress: '198.51.100.20',
    });
  });

  it('stores no campaign when none is given', async () => {
    const sent = lead();
    expect((await postLead(sent, '198.51.100.21')).status).toBe(200);
    const [row] = await ctx.services.database.db
      .select()
      .from(marketingLeads)
      .where(eq(marketingLeads.email, sent.email.toLowerCase()));
    expect(row?.campaign).toBeNull();
  });

  it('refuses bad input with one error per field and stores nothing', async () => {
    const res = await postLead({ email: 'not-an-email', lastName: 'x'.repeat(101), compagain: 7 }, '198.51.100.22');
    expect(res.status).toBe(400);
    expect((res.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual([
      'compagain',
      'email',
      'firstName',
      'lastName',
    ]);
    const rows = await ctx.services.database.db
      .select()
      .from(marketingLeads)
      .where(eq(marketingLeads.ipAddress, '198.51.100.22'));
    expect(rows).toEqual([]);
  });

  it(`accepts ${LEADS_PER_IP} leads an hour from one address, then answers 429`, async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < LEADS_PER_IP; i += 1) expect((await postLead(lead(), ip)).status, `lead ${i + 1}`).toBe(200);
    const refused = await postLead(lead(), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].type).toBe('too_many_requests');
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    const rows = await ctx.services.database.db.select().from(marketingLeads).where(eq(marketingLeads.ipAddress, ip));
    expect(rows).toHaveLength(LEADS_PER_IP);
    // Another address is not affected.
    expect((await postLead(lead(), '203.0.113.10')).status).toBe(200);
  });
});
