import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../../test/api-keys.js';
import { logIn, seedMember } from '../../../test/identity.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { startReceiver } from '../../../test/webhook-receiver.js';
import { createEndpoint, deliveriesOf } from '../../../test/webhooks.js';

let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  // Production's outbound policy: public addresses only.
  ctx = await createTestApp({ WEBHOOK_OUTBOUND: 'public' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});

describe('who and where webhooks reach', () => {
  it('refuses a private or loopback address in the URL, naming the field', async () => {
    const { jwt } = await sellerSession(ctx);
    for (const url of [receiver.url, 'http://10.0.0.8/hooks', 'http://[::1]/hooks', 'http://169.254.169.254/latest']) {
      const res = await api(ctx, 'POST', '/api/Webhook', jwt, { url, eventTypes: ['upload.finished'] });
      expect(res.status, url).toBe(400);
      expect(res.body.errors[0].field, url).toBe('url');
    }
  });

  it('never connects to a name that resolves to a loopback address', async () => {
    const { jwt } = await sellerSession(ctx);
    const endpoint = await createEndpoint(ctx, jwt, `http://localhost:${receiver.port}/hooks`);
    await api(ctx, 'POST', `/api/Webhook/${endpoint.id}/test`, jwt);
    const delivery = await eventually(async () => (await deliveriesOf(ctx, jwt, endpoint.id)).find((d) => d.attempts > 0));
    expect(delivery).toMatchObject({ status: 'pending', responseStatus: null });
    expect(delivery.responseExcerpt).toMatch(/loopback/);
    expect(delivery.nextAttemptAt).not.toBeNull();
    expect(receiver.received).toHaveLength(0);
  });

  it('is for organization admins: members and API keys are refused', async () => {
    const owner = await sellerSession(ctx);
    const member = await seedMember(ctx, owner.organization.organizationId);
    const session = await logIn(ctx, member.emailAddress, owner.organization.organizationId);
    expect((await api(ctx, 'GET', '/api/Webhook', session.sessionJwt)).status).toBe(403);
    const { key } = await createKey(ctx, owner.jwt, ['products:read', 'uploads:write']);
    expect((await api(ctx, 'GET', '/api/Webhook', key)).status).toBe(403);
    expect(
      (await api(ctx, 'POST', '/api/Webhook', key, { url: 'https://example.com/h', eventTypes: ['upload.finished'] })).status,
    ).toBe(403);
  });

  it("answers 404 for another company's endpoint, whatever the verb", async () => {
    const a = await sellerSession(ctx, 'Company A');
    const b = await sellerSession(ctx, 'Company B');
    const endpoint = await createEndpoint(ctx, a.jwt, 'https://example.com/hooks');
    const zero = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, body] of [
      ['PUT', `/api/Webhook/${endpoint.id}`, { enabled: false }],
      ['DELETE', `/api/Webhook/${endpoint.id}`, undefined],
      ['POST', `/api/Webhook/${endpoint.id}/rotate-secret`, undefined],
      ['GET', `/api/Webhook/${endpoint.id}/deliveries`, undefined],
      ['POST', `/api/Webhook/${endpoint.id}/test`, undefined],
      ['POST', `/api/Webhook/${endpoint.id}/deliveries/${zero}/redeliver`, undefined],
    ] as const) {
      expect((await api(ctx, method, url, b.jwt, body)).status, `${method} ${url}`).toBe(404);
    }
    const theirs = await api(ctx, 'GET', '/api/Webhook', b.jwt);
    expect(JSON.stringify(theirs.body.data)).not.toContain(endpoint.id);
  });
});
