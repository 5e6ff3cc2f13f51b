import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { requirePermission } from '../rbac/authorize.js';
import type { MemberRow, OrganizationRow } from '../wire.js';
import { ownScimConnection } from './connections.js';
import { identityScimRequests } from './schema.js';

/** Requests kept per connection: the newest; an older one goes when a new one comes. */
export const REQUEST_LOG_SIZE = 100;
const MAX_PATH = 300;
const MAX_OUTCOME = 300;

export type ScimRequestRow = typeof identityScimRequests.$inferSelect;

/** The request's path under the connection's base URL, without its query (a filter may name a person). */
export function pathUnderBase(url: string, connectionId: string): string {
  const path = url.split('?')[0] ?? '';
  const prefix = `/v1/scim/${encodeURIComponent(connectionId)}`;
  const under = path.startsWith(prefix) ? path.slice(prefix.length) : path;
  return (under || '/').slice(0, MAX_PATH);
}

const NOUNS: Record<string, [one: string, many: string]> = {
  Users: ['User', 'Users'],
  Groups: ['Group', 'Groups'],
};
const DONE: Record<string, string> = { POST: 'created', PUT: 'replaced', PATCH: 'updated', DELETE: 'deleted' };

/** A successful request in a few words ("User created", "Groups listed"), from its method and path. */
export function successOutcome(method: string, path: string): string {
  const [resource = '', id] = path.split('/').filter(Boolean);
  const noun = NOUNS[resource];
  if (!noun) return 'Configuration read';
  if (method === 'GET') return id ? `${noun[0]} read` : `${noun[1]} listed`;
  return `${noun[0]} ${DONE[method] ?? 'handled'}`;
}

/**
 * Records one SCIM request of a connection and drops what is beyond the newest REQUEST_LOG_SIZE.
 * Neither body, query nor token: the IT admin's log needs what was asked and how it ended.
 */
export async function recordScimRequest(
  ctx: IdentityContext,
  entry: { connectionId: string; method: string; path: string; status: number; outcome: string; durationMs: number },
): Promise<void> {
  await ctx.db.insert(identityScimRequests).values({
    requestId: newId('scim-request', ctx.project.environment),
    ...entry,
    outcome: entry.outcome.slice(0, MAX_OUTCOME),
    durationMs: Math.max(0, Math.round(entry.durationMs)),
  });
  const kept = ctx.db
    .select({ id: identityScimRequests.requestId })
    .from(identityScimRequests)
    .where(eq(identityScimRequests.connectionId, entry.connectionId))
    .orderBy(desc(identityScimRequests.createdAt))
    .limit(REQUEST_LOG_SIZE);
  await ctx.db
    .delete(identityScimRequests)
    .where(and(eq(identityScimRequests.connectionId, entry.connectionId), notInArray(identityScimRequests.requestId, kept)));
}

/** The connection's logged requests, newest first (admins, and the IT admin's portal). */
export async function listScimRequests(
  ctx: IdentityContext,
  input: { member: MemberRow; organization: OrganizationRow; connectionId: string },
): Promise<ScimRequestRow[]> {
  requirePermission(ctx, input, 'stytch.scim', 'get');
  const connection = await ownScimConnection(ctx, input.organization.organizationId, input.connectionId);
  return ctx.db
    .select()
    .from(identityScimRequests)
    .where(eq(identityScimRequests.connectionId, connection.connectionId))
    .orderBy(desc(identityScimRequests.createdAt))
    .limit(REQUEST_LOG_SIZE);
}
