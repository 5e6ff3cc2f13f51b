import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { devMailboxMessages } from './schema.js';

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
