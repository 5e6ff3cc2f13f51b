import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { devDnsRecords } from './schema.js';

export type DevDnsRecord = { name: string; type: 'TXT'; value: string };

const normalize = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

/** Publishes a TXT record in the development DNS (a second value for a name adds to it). */
export async function putDevDnsRecord(db: Db, record: DevDnsRecord): Promise<void> {
  await db
    .insert(devDnsRecords)
    .values({ name: normalize(record.name), type: record.type, value: record.value })
    .onConflictDoNothing();
}

/** Removes one value of a name, or every record of the name when no value is given. */
export async function deleteDevDnsRecords(db: Db, name: string, value?: string): Promise<number> {
  const removed = await db
    .delete(devDnsRecords)
    .where(and(eq(devDnsRecords.name, normalize(name)), ...(value !== undefined ? [eq(devDnsRecords.value, value)] : [])))
    .returning();
  return removed.length;
}

export async function listDevDnsRecords(db: Db): Promise<DevDnsRecord[]> {
  return db
    .select({ name: devDnsRecords.name, type: devDnsRecords.type, value: devDnsRecords.value })
    .from(devDnsRecords)
    .orderBy(asc(devDnsRecords.name), asc(devDnsRecords.value));
}
