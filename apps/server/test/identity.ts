import { randomUUID } from 'node:crypto';
import { newId } from '../src/identity/crypto.js';
import { failedAuthentications } from '../src/identity/lockout.js';
import { hashPassword } from '../src/identity/passwords/hashing.js';
import { identityMembers, identityOrganizations, identityRateLimits } from '../src/identity/schema.js';
import { emailFactor } from '../src/identity/sessions/complete-authentication.js';
import { createIntermediateSession } from '../src/identity/sessions/intermediate.js';
import { ADMIN_ROLE } from '../src/identity/wire.js';
import type { TestContext } from './test-app.js';

// Tests read the wire JSON freely; its shapes are checked by the assertions themselves.
// biome-ignore lint/suspicious/noExplicitAny: wire JSON in tests
type Json = Record<string, any>;
type SdkResult = { status: number; body: Json; headers: Record<string, unknown> };

/** The Authorization header of the official client: Basic base64(public_token:(session_token || public_token)). */
export function basicAuth(ctx: TestContext, sessionToken?: string): string {
  const { publicToken } = ctx.services.identity.project;
  return `Basic ${Buffer.from(`${publicToken}:${sessionToken ?? publicToken}`).toString('base64')}`;
}

/** Calls /sdk/v1 as the official client does. `data` is the client's view (the envelope's data). */
export async function sdk(
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: { sessionToken?: string; headers?: Record<string, string> } = {},
): Promise<SdkResult & { data: Json }> {
  const res = await ctx.app.inject({
    method,
    url: `/sdk/v1${path}`,
    headers: {
      authorization: basicAuth(ctx, options.sessionToken),
      // Like the official client: Content-Type on every write, even without a body.
      ...(body !== undefined || method !== 'GET' ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  const parsed = res.json() as Json;
  return { status: res.statusCode, body: parsed, data: parsed.data ?? {}, headers: res.headers };
}

/** The failed authentications counted against a member from one source (inject's default 127.0.0.1). */
export const failedAttempts = (ctx: TestContext, memberId: string, source = '127.0.0.1') =>
  failedAuthentications(ctx.services.identity, memberId, source);

/** Sets a member's failure counter for one source, as if `count` failures ended at `lastFailureAt`. */
export async function setFailedAttempts(
  ctx: TestContext,
  memberId: string,
  counter: { count: number; lastFailureAt: Date },
  source = '127.0.0.1',
): Promise<void> {
  const key = `auth-fail:${memberId}:${source}`;
  await ctx.services.identity.db
    .insert(identityRateLimits)
    .values({ key, count: counter.count, windowStart: counter.lastFailureAt })
    .onConflictDoUpdate({ target: identityRateLimits.key, set: { count: counter.count, windowStart: counter.lastFailureAt } });
}

export const uniqueEmail = (prefix = 'member', domain = 'example.com') => `${prefix}-${randomUUID().slice(0, 8)}@${domain}`;

/** An organization with one active, verified admin member, written straight to the database. */
export async function seedOrganization(
  ctx: TestContext,
  options: Partial<typeof identityOrganizations.$inferInsert> & { adminEmail?: string } = {},
) {
  const { db, project } = ctx.services.identity;
  const { adminEmail, ...columns } = options;
  const [organization] = await db
    .insert(identityOrganizations)
    .values({
      organizationId: newId('organization', project.environment),
      projectId: project.projectId,
      name: 'Acme Wholesale',
      slug: `acme-${randomUUID().slice(0, 8)}`,
      ...columns,
    })
    .returning();
  if (!organization) throw new Error('no organization');
  const [admin] = await db
    .insert(identityMembers)
    .values({
      memberId: newId('member', project.environment),
      organizationId: organization.organizationId,
      emailAddress: adminEmail ?? uniqueEmail('admin'),
      emailAddressVerified: true,
      status: 'active',
      roles: [ADMIN_ROLE],
    })
    .returning();
  if (!admin) throw new Error('no member');
  return { organization, admin };
}

export async function seedMember(
  ctx: TestContext,
  organizationId: string,
  values: Partial<typeof identityMembers.$inferInsert> = {},
) {
  const { db, project } = ctx.services.identity;
  const [member] = await db
    .insert(identityMembers)
    .values({
      memberId: newId('member', project.environment),
      organizationId,
      emailAddress: uniqueEmail(),
      emailAddressVerified: true,
      status: 'active',
      ...values,
    })
    .returning();
  if (!member) throw new Error('no member');
  return member;
}

/** An IST as an email factor (magic link or passcode) would leave it, for discovery tests. */
export async function discoveryIst(ctx: TestContext, emailAddress: string, type: 'magic_link' | 'email_otp' = 'email_otp') {
  return createIntermediateSession(ctx.services.identity, {
    emailAddress,
    factors: [emailFactor(type, emailAddress, 'email-test')],
  });
}

/** Logs a member in through discovery (IST exchange) and returns the session token and JWT. */
export async function logIn(ctx: TestContext, emailAddress: string, organizationId: string) {
  const ist = await discoveryIst(ctx, emailAddress);
  const res = await sdk(ctx, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
    intermediate_session_token: ist,
    organization_id: organizationId,
    session_duration_minutes: 60,
  });
  if (res.status !== 200 || !res.data.session_token) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { sessionToken: res.data.session_token as string, sessionJwt: res.data.session_jwt as string, data: res.data };
}

/**
 * Primary authentication into an organization (discovery IST exchanged for it), for MFA tests:
 * the response, and the IST it carries when a second factor is still needed.
 */
export async function primaryLogin(ctx: TestContext, emailAddress: string, organizationId: string) {
  const ist = await discoveryIst(ctx, emailAddress);
  const res = await sdk(ctx, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
    intermediate_session_token: ist,
    organization_id: organizationId,
    session_duration_minutes: 60,
  });
  if (res.status !== 200) throw new Error(`primary login failed: ${JSON.stringify(res.body)}`);
  return { data: res.data, ist: res.data.intermediate_session_token as string };
}

/**
 * A member of a new organization with `password`, and `login(password, from)`: a password sign-in
 * from the address `from` (the lockout tests vary it), answering status, error type and Retry-After.
 */
export async function passwordMember(ctx: TestContext, password: string) {
  const { organization } = await seedOrganization(ctx);
  const member = await seedMember(ctx, organization.organizationId, { passwordHash: await hashPassword(password) });
  const login = async (password: string, from: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/sdk/v1/b2b/passwords/authenticate',
      remoteAddress: from,
      headers: { authorization: basicAuth(ctx), 'content-type': 'application/json' },
      payload: { organization_id: organization.organizationId, email_address: member.emailAddress, password },
    });
    return { status: res.statusCode, type: res.json().error_type as string | undefined, retryAfter: res.headers['retry-after'] };
  };
  return { member, login };
}
