import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('dev mailbox pages', () => {
  it('lists messages and shows one, escaping what the mail contains', async () => {
    const to = `pages-${Date.now()}@example.com`;
    await ctx.services.mailer.send({
      to,
      subject: '<script>alert(1)</script> Offer',
      text: 'Plain <b>text</b>',
      html: '<p onclick="x()">Hi</p>',
    });
    const [message] = await eventually(async () => {
      const list = (await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${to}` })).json();
      return list.length > 0 && list;
    });

    const list = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox?to=${to}` });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.headers['content-security-policy']).toContain("default-src 'none'");
    expect(list.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Offer');
    expect(list.body).not.toContain('<script>alert(1)');
    expect(list.body).toContain(`/dev/mailbox/${message.id}`);

    const view = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/${message.id}` });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('sandbox srcdoc="&lt;p onclick=&quot;x()&quot;&gt;Hi&lt;/p&gt;"');
    expect(view.body).toContain('Plain &lt;b&gt;text&lt;/b&gt;');
  });

  it('answers an unknown message with a 404 page', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Message not found');
    }
  });

  it('is not mounted when dev tools are off', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox/messages']) {
        expect((await prod.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await prod.close();
    }
  });
});
