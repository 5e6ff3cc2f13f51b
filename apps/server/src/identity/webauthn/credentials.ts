import { and, asc, eq } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { identityWebauthnCredentials } from '../schema.js';

export type CredentialRow = typeof identityWebauthnCredentials.$inferSelect;
type Db = IdentityContext['db'];

/** The passkeys of an email address in this project (one person, every membership). */
export function credentialsOf(db: Db, projectId: string, emailAddress: string): Promise<CredentialRow[]> {
  return db
    .select()
    .from(identityWebauthnCredentials)
    .where(and(eq(identityWebauthnCredentials.projectId, projectId), eq(identityWebauthnCredentials.emailAddress, emailAddress)))
    .orderBy(asc(identityWebauthnCredentials.createdAt));
}

export async function findCredential(db: Db, projectId: string, credentialId: string): Promise<CredentialRow | null> {
  const [row] = await db
    .select()
    .from(identityWebauthnCredentials)
    .where(and(eq(identityWebauthnCredentials.projectId, projectId), eq(identityWebauthnCredentials.credentialId, credentialId)));
  return row ?? null;
}

export async function insertCredential(db: Db, row: typeof identityWebauthnCredentials.$inferInsert): Promise<CredentialRow> {
  const [inserted] = await db.insert(identityWebauthnCredentials).values(row).onConflictDoNothing().returning();
  if (!inserted) throw new Error('duplicate credential');
  return inserted;
}

/**
 * Records an assertion: the new counter, backup state and last use. Conditional on the counter
 * read before verifying, so two concurrent assertions with one counter value cannot both pass.
 */
export async function recordAssertion(
  db: Db,
  credential: CredentialRow,
  input: { counter: number; backedUp: boolean; deviceType: string },
): Promise<boolean> {
  const updated = await db
    .update(identityWebauthnCredentials)
    .set({ counter: input.counter, backedUp: input.backedUp, deviceType: input.deviceType, lastUsedAt: new Date() })
    .where(
      and(
        eq(identityWebauthnCredentials.credentialId, credential.credentialId),
        eq(identityWebauthnCredentials.counter, credential.counter),
      ),
    )
    .returning({ id: identityWebauthnCredentials.credentialId });
  return updated.length === 1;
}

export async function deleteCredential(db: Db, projectId: string, emailAddress: string, registrationId: string) {
  const deleted = await db
    .delete(identityWebauthnCredentials)
    .where(
      and(
        eq(identityWebauthnCredentials.projectId, projectId),
        eq(identityWebauthnCredentials.emailAddress, emailAddress),
        eq(identityWebauthnCredentials.registrationId, registrationId),
      ),
    )
    .returning({ id: identityWebauthnCredentials.credentialId });
  return deleted.length === 1;
}

/** A passkey as Settings lists it (never its key or counter). */
export function registrationWire(row: CredentialRow) {
  return {
    webauthn_registration_id: row.registrationId,
    name: row.name,
    domain: '',
    authenticator_type: row.deviceType === 'multiDevice' ? 'platform_synced' : 'device_bound',
    backed_up: row.backedUp,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
