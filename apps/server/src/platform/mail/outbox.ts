import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Jobs } from '../jobs/jobs.js';
import { emailOutbox } from './schema.js';
import type { MailTransport } from './transports.js';

export const EMAIL_DELIVERY_QUEUE = 'email.deliver';

export type EmailInput = { to: string; subject: string; text: string; html?: string | null; from?: string };

export type Mailer = {
  /** Records the message and queues its delivery; resolves with the outbox id once both are stored. */
  send(email: EmailInput): Promise<string>;
  /**
   * Records a message in the caller's transaction (it exists exactly when the change that sends it
   * does); `queue` it once that commits. One not queued (a stop in between) is sent by `requeueStale`.
   */
  record(db: Db, email: EmailInput): Promise<string>;
  queue(outboxId: string): Promise<void>;
  /** Re-queues messages stuck in 'queued' (the process died between recording and queueing). */
  requeueStale(olderThanMs: number): Promise<number>;
};

type DeliveryJob = { outboxId: string };

/**
 * Email goes through an outbox: the row is written first, then a job delivers it with retries.
 * A transport failure therefore never loses the message; after the last retry it is 'failed'.
 */
export function createMailer(deps: {
  db: Db;
  jobs: Jobs;
  transport: MailTransport;
  defaultFrom: string;
  retry?: { retryLimit: number; retryDelaySeconds: number };
}): Mailer {
  const { db, jobs, transport } = deps;

  jobs.define<DeliveryJob>(
    EMAIL_DELIVERY_QUEUE,
    async ({ outboxId }, meta) => {
      const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
      if (message?.status !== 'queued') return; // already delivered, or gone
      try {
        await transport.deliver({ ...message, outboxId });
      } catch (error) {
        const isLastAttempt = meta.retryCount >= meta.retryLimit;
        await db
          .update(emailOutbox)
          .set({
            attempts: message.attempts + 1,
            lastError: error instanceof Error ? error.message : String(error),
            status: isLastAttempt ? 'failed' : 'queued',
          })
          .where(eq(emailOutbox.id, outboxId));
        throw error;
      }
      await db
        .update(emailOutbox)
        .set({ status: 'sent', attempts: message.attempts + 1, lastError: null, transport: transport.name, sentAt: new Date() })
        .where(eq(emailOutbox.id, outboxId));
    },
    deps.retry,
  );

  const mailer: Mailer = {
    async send(email) {
      const id = await mailer.record(db, email);
      await mailer.queue(id);
      return id;
    },
    async record(into, email) {
      const [row] = await into
        .insert(emailOutbox)
        .values({
          to: email.to,
          from: email.from ?? deps.defaultFrom,
          subject: email.subject,
          text: email.text,
          html: email.html ?? null,
        })
        .returning({ id: emailOutbox.id });
      if (!row) throw new Error('email_outbox insert returned no row');
      return row.id;
    },
    async queue(outboxId) {
      await jobs.send<DeliveryJob>(EMAIL_DELIVERY_QUEUE, { outboxId }, { id: outboxId });
    },
    async requeueStale(olderThanMs) {
      const stale = await db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'queued'), lt(emailOutbox.createdAt, new Date(Date.now() - olderThanMs))));
      // The job id is the outbox id, so a message whose job is still pending is not queued twice.
      for (const { id } of stale) await jobs.send<DeliveryJob>(EMAIL_DELIVERY_QUEUE, { outboxId: id }, { id });
      return stale.length;
    },
  };
  return mailer;
}
