import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { newId, pkceChallenge, randomToken, safeEqual } from '../crypto.js';
import { identityError } from '../errors.js';
import { identitySamlAssertions, identitySsoFlows, identitySsoTokens } from './schema.js';

/** A round trip to the IdP and the sso token after it both live ten minutes at most. */
export const SSO_FLOW_MINUTES = 10;
export const SSO_TOKEN_MINUTES = 10;
const STATE_PURPOSE = 'sso_oidc_state';
const TOKEN_PURPOSE = 'sso_token';

export type FlowRow = typeof identitySsoFlows.$inferSelect;
export type SsoTokenRow = typeof identitySsoTokens.$inferSelect;

export type FlowTarget = {
  /** The connection the caller chose (its organization is the one signed in to). */
  connectionId: string;
  organizationId: string;
  /** The connection whose IdP is asked (connectionId, or the one an external connection links). */
  idpConnectionId: string;
  pkceCodeChallenge: string | null;
  loginRedirectUrl: string;
  signupRedirectUrl: string;
  /** An admin's connection test (test-connection.ts) names its flow in advance; a sign-in's is made here. */
  flowId?: string;
  purpose?: 'sign_in' | 'test';
};

const expiry = () => new Date(Date.now() + SSO_FLOW_MINUTES * 60_000);
/** Flows and tokens are deleted this long after they expire (they are kept a while for logs). */
const KEEP_EXPIRED_MS = 24 * 60 * 60_000;

/** Deletes flows and sso tokens long expired (each new flow does it: the tables stay small). */
async function purgeExpired(ctx: IdentityContext): Promise<void> {
  const before = new Date(Date.now() - KEEP_EXPIRED_MS);
  await ctx.db.delete(identitySsoFlows).where(lt(identitySsoFlows.expiresAt, before));
  await ctx.db.delete(identitySsoTokens).where(lt(identitySsoTokens.expiresAt, before));
}

/** Starts an OIDC round trip: the state is returned to go in the URL, only its HMAC is stored. */
export async function createOidcFlow(
  ctx: IdentityContext,
  target: FlowTarget,
  secrets: { state: string; nonce: string; codeVerifier: string },
): Promise<void> {
  await purgeExpired(ctx);
  await ctx.db.insert(identitySsoFlows).values({
    projectId: ctx.project.projectId,
    kind: 'oidc',
    ...target,
    flowId: target.flowId ?? newId('sso-flow', ctx.project.environment),
    stateHash: ctx.box.hash(STATE_PURPOSE, secrets.state),
    nonce: secrets.nonce,
    codeVerifierSealed: ctx.box.seal(secrets.codeVerifier),
    expiresAt: expiry(),
  });
}

/** Starts a SAML round trip: the AuthnRequest ID that the response's InResponseTo must name. */
export async function createSamlFlow(ctx: IdentityContext, target: FlowTarget, samlRequestId: string): Promise<void> {
  await purgeExpired(ctx);
  await ctx.db.insert(identitySsoFlows).values({
    projectId: ctx.project.projectId,
    kind: 'saml',
    ...target,
    flowId: target.flowId ?? newId('sso-flow', ctx.project.environment),
    samlRequestId,
    expiresAt: expiry(),
  });
}

const liveFlow = () => and(isNull(identitySsoFlows.consumedAt), gt(identitySsoFlows.expiresAt, new Date()));

/** The live OIDC flow a state names (not used up: the callback consumes it). */
export async function findOidcFlow(ctx: IdentityContext, state: string): Promise<FlowRow | null> {
  const [row] = await ctx.db
    .select()
    .from(identitySsoFlows)
    .where(
      and(
        eq(identitySsoFlows.projectId, ctx.project.projectId),
        eq(identitySsoFlows.kind, 'oidc'),
        eq(identitySsoFlows.stateHash, ctx.box.hash(STATE_PURPOSE, state)),
        liveFlow(),
      ),
    );
  return row ?? null;
}

/** The live SAML flow of an AuthnRequest ID. */
export async function findSamlFlow(ctx: IdentityContext, samlRequestId: string): Promise<FlowRow | null> {
  const [row] = await ctx.db
    .select()
    .from(identitySsoFlows)
    .where(
      and(
        eq(identitySsoFlows.projectId, ctx.project.projectId),
        eq(identitySsoFlows.kind, 'saml'),
        eq(identitySsoFlows.samlRequestId, samlRequestId),
        liveFlow(),
      ),
    );
  return row ?? null;
}

/**
 * Uses a flow up: a conditional update, so of two concurrent answers to one request (a replayed
 * state, a replayed SAML response) only one wins.
 */
export async function consumeFlow(ctx: IdentityContext, flowId: string): Promise<FlowRow> {
  const [row] = await ctx.db
    .update(identitySsoFlows)
    .set({ consumedAt: new Date() })
    .where(and(eq(identitySsoFlows.flowId, flowId), liveFlow()))
    .returning();
  if (!row) throw identityError('sso_flow_not_found');
  return row;
}

/**
 * Records a SAML assertion id until the assertion expires; false when it was seen already (a
 * replay, even one answering another request).
 */
export async function rememberAssertion(
  ctx: IdentityContext,
  connectionId: string,
  assertionId: string,
  expiresAt: Date,
): Promise<boolean> {
  await ctx.db.delete(identitySamlAssertions).where(lt(identitySamlAssertions.expiresAt, new Date()));
  const inserted = await ctx.db
    .insert(identitySamlAssertions)
    .values({ connectionId, assertionId, expiresAt })
    .onConflictDoNothing()
    .returning();
  return inserted.length === 1;
}

/** What the IdP told us about the person, carried by the sso token to authenticate. */
export type SsoIdentity = {
  connectionType: 'oidc' | 'saml';
  emailAddress: string;
  externalId: string;
  name: string;
  attributes: Record<string, unknown>;
};

/** Issues the single-use sso token (256 bits, HMAC stored, ten minutes, bound to the PKCE challenge). */
export async function issueSsoToken(ctx: IdentityContext, flow: FlowRow, identity: SsoIdentity): Promise<string> {
  const token = randomToken();
  await ctx.db.insert(identitySsoTokens).values({
    tokenHash: ctx.box.hash(TOKEN_PURPOSE, token),
    projectId: ctx.project.projectId,
    organizationId: flow.organizationId,
    connectionId: flow.connectionId,
    connectionType: identity.connectionType,
    emailAddress: identity.emailAddress,
    externalId: identity.externalId,
    name: identity.name,
    attributes: identity.attributes,
    pkceCodeChallenge: flow.pkceCodeChallenge,
    expiresAt: new Date(Date.now() + SSO_TOKEN_MINUTES * 60_000),
  });
  return token;
}

/**
 * Redeems an sso token once. With a PKCE challenge stored the verifier must match, checked before
 * the token is used up (a wrong verifier does not burn the token of the real caller).
 */
export async function redeemSsoToken(
  ctx: IdentityContext,
  token: string,
  pkceCodeVerifier: string | undefined,
): Promise<SsoTokenRow> {
  const hash = ctx.box.hash(TOKEN_PURPOSE, token);
  const [row] = await ctx.db
    .select()
    .from(identitySsoTokens)
    .where(and(eq(identitySsoTokens.tokenHash, hash), eq(identitySsoTokens.projectId, ctx.project.projectId)));
  if (!row) throw identityError('sso_token_not_found');
  if (row.pkceCodeChallenge) {
    if (!pkceCodeVerifier) throw identityError('missing_pkce', 'This sign-in was started with PKCE: send pkce_code_verifier.');
    if (!safeEqual(pkceChallenge(pkceCodeVerifier), row.pkceCodeChallenge)) throw identityError('pkce_mismatch');
  }
  const [consumed] = await ctx.db
    .update(identitySsoTokens)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(identitySsoTokens.tokenHash, hash),
        isNull(identitySsoTokens.consumedAt),
        gt(identitySsoTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!consumed) throw identityError('sso_token_not_found');
  return consumed;
}
