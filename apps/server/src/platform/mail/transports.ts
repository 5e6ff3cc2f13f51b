import nodemailer from 'nodemailer';
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

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async deliver(message) {
      await transporter.sendMail({
        to: message.to,
        from: message.from,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        // Lets the receiving side (and our logs) tie a delivery to its outbox row.
        messageId: `<${message.outboxId}@shelfscope>`,
      });
    },
    async close() {
      transporter.close();
    },
  };
}

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
