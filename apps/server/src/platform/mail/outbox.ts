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

  return {
    async send(email) {
      const [row] = await db
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
      await jobs.send<DeliveryJob>(EMAIL_DELIVERY_QUEUE, { outboxId: row.id }, { id: row.id });
      return row.id;
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
}
