import nodemailer from 'nodemailer';
import type { MailTransport } from './transports.js';

/*
 * Email through a real SMTP server (SMTP_URL). Its own module so that nodemailer is loaded only
 * where one is configured (services.ts imports it then): the dev mailbox needs none of it
 * (decision 048).
 */
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
