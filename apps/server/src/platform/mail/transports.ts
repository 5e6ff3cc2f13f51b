import type { Db } from '../../db/database.js';
import { devMailboxMessages } from './dev-mailbox-schema.js';

export type OutgoingEmail = {
  /** The outbox row this delivery belongs to; makes delivery idempotent in the dev mailbox. */
  outboxId: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
};

/** Where email goes: a real SMTP server, or the dev mailbox when none is configured. */
export type MailTransport = {
  name: 'smtp' | 'dev-mailbox';
  deliver(message: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
};

export function devMailboxTransport(db: Db): MailTransport {
  return {
    name: 'dev-mailbox',
    async deliver(message) {
      // A retried job must not drop a second copy into the mailbox.
      await db.insert(devMailboxMessages).values(message).onConflictDoNothing({ target: devMailboxMessages.outboxId });
    },
    async close() {},
  };
}
