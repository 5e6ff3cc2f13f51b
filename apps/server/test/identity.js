import { randomUUID } from 'node:crypto';
import { newId } from '../src/identity/crypto.js';
import { failedAuthentications } from '../src/identity/lockout.js';
import { hashPassword } from '../src/identity/passwords/hashing.js';
import { identityMembers, identityOrganizations, identityRateLimits } from '../src/identity/schema.js';
import { emailFactor } from '../src/identity/sessions/complete-authentication.js';
import { createIntermediateSession } from '../src/identity/sessions/intermediate.js';
import { ADMIN_ROLE } from '../src/identity/wire.js';
/** The Authorization header of the official client: Basic base64(public_token:(session_token || public_token)). */
export function basicAuth(ctx, sessionToken) {
  const { publicToken } = ctx.services.identity.project;
  return `Basic ${Buffer.from(`${publicToken}:${sessionToken ?? publicToken}`).toString('base64')}`;
}
/** Calls /sdk/v1 as the official client does. `data` is the client's view (the envelope's data). */
export async function sdk(ctx, method, path, body, options = {}) {
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
  const parsed = res.json();
  return { status: res.statusCode, body: parsed, data: parsed.data ?? {}, headers: res.headers };
}
/** The failed authentications counted against a member from one source (inject's default 127.0.0.1). */
export const failedAttempts = (ctx, memberId, source = '127.0.0.1') =>
  failedAuthentications(ctx.services.identity, memberId, source);
/** Sets a member's failure counter for one source, as if `count` failures ended at `lastFailureAt`. */
export async function setFailedAttempts(ctx, memberId, counter, source = '127.0.0.1') {
  const key = `auth-fail:${memberId}:${source}`;
  await ctx.services.identity.db
    .insert(identityRateLimits)
    .values({ key, count: counter.count, windowStart: counter.lastFailureAt })
    .onConflictDoUpdate({ target: identityRateLimits.key, set: { count: counter.count, windowStart: counter.lastFailureAt } });
}
export const uniqueEmail = (prefix = 'member', domain = 'example.com') => `${prefix}-${randomUUID().slice(0, 8)}@${domain}`;
/** An organization with one active, verified admin member, written straight to the database. */
export async function seedOrganization(ctx, options = {}) {
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
export async function seedMember(ctx, organizationId, values = {}) {
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
export async function discoveryIst(ctx, emailAddress, type = 'email_otp') {
  return createIntermediateSession(ctx.services.identity, {
    emailAddress,
    factors: [emailFactor(type, emailAddress, 'email-test')],
  });
}
/** Logs a member in through discovery (IST exchange) and returns the session token and JWT. */
export async function logIn(ctx, emailAddress, organizationId) {
  const ist = await discoveryIst(ctx, emailAddress);
  const res = await sdk(ctx, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
    intermediate_session_token: ist,
    organization_id: organizationId,
    session_duration_minutes: 60,
  });
  if (res.status !== 200 || !res.data.session_token) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { sessionToken: res.data.session_token, sessionJwt: res.data.session_jwt, data: res.data };
}
/**
 * Primary authentication into an organization (discovery IST exchanged for it), for MFA tests:
 * the response, and the IST it carries when a second factor is still needed.
 */
export async function primaryLogin(ctx, emailAddress, organizationId) {
  const ist = await discoveryIst(ctx, emailAddress);
  const res = await sdk(ctx, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
    intermediate_session_token: ist,
    organization_id: organizationId,
    session_duration_minutes: 60,
  });
  if (res.status !== 200) throw new Error(`primary login failed: ${JSON.stringify(res.body)}`);
  return { data: res.data, ist: res.data.intermediate_session_token };
}
/**
 * A member of a new organization with `password`, and `login(password, from)`: a password sign-in
 * from the address `from` (the lockout tests vary it), answering status, error type and Retry-After.
 */
export async function passwordMember(ctx, password) {
  const { organization } = await seedOrganization(ctx);
  const member = await seedMember(ctx, organization.organizationId, { passwordHash: await hashPassword(password) });
  const login = async (password, from) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/sdk/v1/b2b/passwords/authenticate',
      remoteAddress: from,
      headers: { authorization: basicAuth(ctx), 'content-type': 'application/json' },
      payload: { organization_id: organization.organizationId, email_address: member.emailAddress, password },
    });
    return { status: res.statusCode, type: res.json().error_type, retryAfter: res.headers['retry-after'] };
  };
  return { member, login };
}
//# sourceMappingURL=identity.js.map
