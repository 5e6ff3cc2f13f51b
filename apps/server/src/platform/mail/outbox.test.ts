import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { emailOutbox } from './schema.js';

type Mailbox = { id: string; to: string; subject: string; text: string; html: string | null }[];

describe('email through the job queue into the dev mailbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const inbox = async (to: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(to)}` })).json() as Mailbox;

  it('records the message, delivers it by a job, and marks it sent', async () => {
    const to = `buyer-${Date.now()}@example.com`;
    const id = await ctx.services.mailer.send({ to, subject: 'Your code', text: 'Code: 123456', html: '<b>123456</b>' });
    const [delivered] = await eventually(async () => {
      const messages = await inbox(to);
      return messages.length > 0 && messages;
    });
    expect(delivered).toMatchObject({ to, subject: 'Your code', text: 'Code: 123456', html: '<b>123456</b>' });
    const [row] = await ctx.services.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, transport: 'dev-mailbox', lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('filters by recipient, ignoring case, and lists newest first', async () => {
    const to = `Seller-${Date.now()}@Example.com`;
    await ctx.services.mailer.send({ to, subject: 'first', text: '1' });
    await eventually(async () => (await inbox(to)).length === 1);
    await ctx.services.mailer.send({ to, subject: 'second', text: '2' });
    const messages = await eventually(async () => {
      const found = await inbox(to.toLowerCase());
      return found.length === 2 && found;
    });
    expect(messages.map((m) => m.subject)).toEqual(['second', 'first']);
    expect(await inbox('nobody@example.com')).toEqual([]);
  });

  it('re-queueing a message that is already queued or sent does not deliver it twice', async () => {
    const to = `twice-${Date.now()}@example.com`;
    await ctx.services.mailer.send({ to, subject: 'once', text: 'once' });
    await ctx.services.mailer.requeueStale(0);
    await eventually(async () => (await inbox(to)).length === 1);
    // Delivered means marked sent, a statement after the mailbox write: wait for every message of
    // this file to be marked (reading the mailbox alone raced it once in CI). A sent message is
    // never queued again.
    await eventually(async () => {
      const open = await ctx.services.database.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'queued'));
      return open.length === 0;
    });
    expect(await ctx.services.mailer.requeueStale(0)).toBe(0);
    expect(await inbox(to)).toHaveLength(1);
  });

  it('rejects a bad filter with a 400', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox/messages?to=not-an-email&limit=9999' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['limit', 'to']);
  });
});

describe('SMTP transport against a local SMTP server', () => {
  const received: { to: string[]; data: string }[] = [];
  let rejectAll = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (rejectAll) return callback(new Error('mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  let ctx: TestContext;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { mailRetry: { retryLimit: 1, retryDelaySeconds: 1 } });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => server.close(resolve));
  });

  it('delivers over SMTP and leaves the dev mailbox empty', async () => {
    const to = `smtp-${Date.now()}@example.com`;
    await ctx.services.mailer.send({ to, subject: 'Over the wire', text: 'hello' });
    const message = await eventually(async () => received.find((r) => r.to.includes(to)));
    expect(message.data).toContain('Subject: Over the wire');
    const mailbox = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${to}` });
    expect(mailbox.json()).toEqual([]);
  });

  it('keeps a message the server refuses, retries it, then marks it failed with the reason', async () => {
    rejectAll = true;
    const id = await ctx.services.mailer.send({ to: `refused-${Date.now()}@example.com`, subject: 'no', text: 'no' });
    const row = await eventually(async () => {
      const [found] = await ctx.services.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return found?.status === 'failed' && found;
    }, 20_000);
    rejectAll = false;
    expect(row.attempts).toBe(2);
    expect(row.lastError).toMatch(/mailbox unavailable/);
    expect(row.subject).toBe('no');
  });
});
