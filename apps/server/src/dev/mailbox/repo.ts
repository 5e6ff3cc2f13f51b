import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { devMailboxMessages, devSmsMessages } from '../../platform/mail/dev-mailbox-schema.js';

export type MailboxMessage = {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
};

const columns = {
  id: devMailboxMessages.id,
  to: devMailboxMessages.to,
  from: devMailboxMessages.from,
  subject: devMailboxMessages.subject,
  text: devMailboxMessages.text,
  html: devMailboxMessages.html,
  createdAt: devMailboxMessages.createdAt,
};

function toMessage(row: Omit<MailboxMessage, 'createdAt'> & { createdAt: Date }): MailboxMessage {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Newest first; `to` matches the recipient address exactly, ignoring case. */
export async function listMessages(db: Db, options: { to?: string; limit: number }): Promise<MailboxMessage[]> {
  const query = db.select(columns).from(devMailboxMessages);
  const filtered = options.to ? query.where(sql`lower(${devMailboxMessages.to}) = ${options.to.trim().toLowerCase()}`) : query;
  const rows = await filtered.orderBy(desc(devMailboxMessages.createdAt), desc(devMailboxMessages.id)).limit(options.limit);
  return rows.map(toMessage);
}

export async function getMessage(db: Db, id: string): Promise<MailboxMessage | null> {
  const [row] = await db.select(columns).from(devMailboxMessages).where(eq(devMailboxMessages.id, id));
  return row ? toMessage(row) : null;
}

export async function clearMessages(db: Db): Promise<number> {
  const deleted = await db.delete(devMailboxMessages).returning({ id: devMailboxMessages.id });
  return deleted.length;
}

/** A text message in the dev SMS outbox. */
export type OutboxText = { id: string; to: string; body: string; createdAt: string };

/** Texts, newest first; `to` matches the number exactly (E.164). */
export async function listTexts(db: Db, options: { to?: string | undefined; limit: number }): Promise<OutboxText[]> {
  const query = db.select().from(devSmsMessages);
  const filtered = options.to ? query.where(eq(devSmsMessages.to, options.to.trim())) : query;
  const rows = await filtered.orderBy(desc(devSmsMessages.createdAt), desc(devSmsMessages.id)).limit(options.limit);
  return rows.map((r) => ({ id: r.id, to: r.to, body: r.body, createdAt: r.createdAt.toISOString() }));
}
