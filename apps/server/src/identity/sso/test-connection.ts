import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { identityError } from '../errors.js';
import { findMember, getOrganization } from '../organizations/repo.js';
import { requirePermission } from '../rbac/authorize.js';
import type { MemberRow, OrganizationRow } from '../wire.js';
import { checkSsoJit } from './authenticate.js';
import { type ConnectionRow, findConnection, getOwnConnection } from './connections.js';
import type { FlowRow, SsoIdentity } from './flows.js';
import { groupsOf, impliedRoles } from './implicit-roles.js';
import { startOidc } from './oidc.js';
import { startSaml } from './saml.js';
import { identitySsoTests, type SsoTestResult } from './schema.js';

/** A test's answer is kept this long: enough to read it, short for what it holds (a person's attributes). */
export const TEST_MINUTES = 15;

export type SsoTestRow = typeof identitySsoTests.$inferSelect;
type Caller = { member: MemberRow; organization: OrganizationRow };

/**
 * Starts a connection test: a real sign-in round trip to the connection's IdP, whose answer is
 * kept for the admin (completeSsoTest) instead of signing anyone in. Answers the IdP's address
 * for the admin's browser (a popup).
 */
export async function startSsoTest(
  ctx: IdentityContext,
  input: Caller & { connectionId: string },
): Promise<{ test: SsoTestRow; redirectUrl: string }> {
  requirePermission(ctx, input, 'stytch.sso', 'update');
  const connection = await getOwnConnection(ctx, input.organization.organizationId, input.connectionId);
  if (connection.type === 'external') {
    throw identityError('bad_request', 'connection_id: an external connection is tested by the organization that owns it.');
  }
  if (connection.status !== 'active') throw identityError('sso_connection_not_active');
  await ctx.db.delete(identitySsoTests).where(lt(identitySsoTests.expiresAt, new Date()));
  const flowId = newId('sso-flow', ctx.project.environment);
  const target = {
    flowId,
    purpose: 'test' as const,
    connectionId: connection.connectionId,
    organizationId: connection.organizationId,
    idpConnectionId: connection.connectionId,
    pkceCodeChallenge: null,
    // A test ends on its own page (testDonePage), never at an application's redirect URL.
    loginRedirectUrl: '',
    signupRedirectUrl: '',
  };
  const redirectUrl =
    connection.type === 'oidc' ? await startOidc(ctx, connection, target) : await startSaml(ctx, connection, target);
  const [test] = await ctx.db
    .insert(identitySsoTests)
    .values({
      testId: newId('sso-test', ctx.project.environment),
      connectionId: connection.connectionId,
      organizationId: connection.organizationId,
      flowId,
      expiresAt: new Date(Date.now() + TEST_MINUTES * 60_000),
    })
    .returning();
  if (!test) throw new Error('sso test insert returned no row');
  return { test, redirectUrl };
}

/** The connection's newest test still kept, or null. */
export async function latestSsoTest(ctx: IdentityContext, input: Caller & { connectionId: string }) {
  requirePermission(ctx, input, 'stytch.sso', 'get');
  const connection = await getOwnConnection(ctx, input.organization.organizationId, input.connectionId);
  const [row] = await ctx.db
    .select()
    .from(identitySsoTests)
    .where(and(eq(identitySsoTests.connectionId, connection.connectionId), gt(identitySsoTests.expiresAt, new Date())))
    .orderBy(desc(identitySsoTests.createdAt))
    .limit(1);
  return row ?? null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What a sign-in would do with this identity: the member it would be, or why it would be refused. */
async function wouldSignIn(ctx: IdentityContext, connection: ConnectionRow, identity: SsoIdentity) {
  const existing = await findMember(ctx.db, connection.organizationId, identity.emailAddress);
  if (existing && existing.status !== 'deleted') return { ok: true, error: '', member: 'existing' as const };
  try {
    checkSsoJit(await getOrganization(ctx.db, connection.organizationId), connection.connectionId);
    return { ok: true, error: '', member: 'new' as const };
  } catch (error) {
    return { ok: false, error: messageOf(error), member: 'none' as const };
  }
}

/**
 * Keeps what the IdP answered a test flow (verified by the caller: receiveSaml, receiveOidc) and
 * what a sign-in would make of it; `identify` is the connection's mapping, which may refuse.
 * Nothing else happens: no sso token, no session, no member.
 */
export async function completeSsoTest(
  ctx: IdentityContext,
  flow: FlowRow,
  received: { protocol: 'saml' | 'oidc'; subject: string; attributes: Record<string, unknown> },
  identify: () => SsoIdentity,
): Promise<void> {
  const connection = await findConnection(ctx.db, flow.connectionId);
  if (!connection) throw identityError('sso_connection_not_found');
  let identity: SsoIdentity | null = null;
  let mapping: SsoTestResult['mapping'];
  try {
    identity = identify();
    mapping = { ...(await wouldSignIn(ctx, connection, identity)), roles: [] };
  } catch (error) {
    mapping = { ok: false, error: messageOf(error), member: 'none', roles: [] };
  }
  if (mapping.ok) mapping.roles = impliedRoles(connection, received.attributes);
  const result: SsoTestResult = {
    protocol: received.protocol,
    subject: received.subject,
    email: identity?.emailAddress ?? '',
    name: identity?.name ?? '',
    groups: groupsOf(received.attributes, connection.attributeMapping),
    attributes: received.attributes,
    mapping,
  };
  await settle(ctx, flow, { status: 'succeeded', result });
}

/** Records that the IdP's answer to a test flow was refused (the reason shown to the admin). */
export async function failSsoTest(ctx: IdentityContext, flow: FlowRow, error: unknown): Promise<void> {
  await settle(ctx, flow, { status: 'failed', error: messageOf(error) });
}

async function settle(
  ctx: IdentityContext,
  flow: FlowRow,
  outcome: { status: 'succeeded'; result: SsoTestResult } | { status: 'failed'; error: string },
) {
  await ctx.db
    .update(identitySsoTests)
    .set({ ...outcome, completedAt: new Date() })
    .where(and(eq(identitySsoTests.flowId, flow.flowId), eq(identitySsoTests.status, 'pending')));
}
