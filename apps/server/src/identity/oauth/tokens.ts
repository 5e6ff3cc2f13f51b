import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { newId, pkceChallenge, randomToken, safeEqual } from '../crypto.js';
import { identityError } from '../errors.js';
import type { AuthFactor } from '../wire.js';
import { identityOAuthStates, identityOAuthTokens, type OAuthIdentity } from './schema.js';

/** States and tokens last ten minutes (the provider's login, then the redirect back). */
export const OAUTH_STATE_MINUTES = 10;
export const OAUTH_TOKEN_MINUTES = 10;

const STATE_PURPOSE = 'oauth_state';
const TOKEN_PURPOSE = 'oauth_token';

export type OAuthStateRow = typeof identityOAuthStates.$inferSelect;
export type OAuthTokenRow = typeof identityOAuthTokens.$inferSelect;
export type OAuthTokenKind = 'oauth' | 'discovery_oauth';

/** Stores a login on its way to the provider; returns the state to send (256 bits). */
export async function createState(
  ctx: IdentityContext,
  input: Omit<typeof identityOAuthStates.$inferInsert, 'stateHash' | 'projectId' | 'expiresAt' | 'createdAt' | 'consumedAt'>,
): Promise<string> {
  const state = randomToken();
  // Expired states are of no use: each new one clears those older than an hour.
  await ctx.db.delete(identityOAuthStates).where(lt(identityOAuthStates.expiresAt, new Date(Date.now() - 60 * 60_000)));
  await ctx.db.insert(identityOAuthStates).values({
    ...input,
    stateHash: ctx.box.hash(STATE_PURPOSE, state),
    projectId: ctx.project.projectId,
    expiresAt: new Date(Date.now() + OAUTH_STATE_MINUTES * 60_000),
  });
  return state;
}

/** Uses a state up (conditional update: a replayed or concurrent callback gets nothing). */
export async function consumeState(ctx: IdentityContext, provider: string, state: string | undefined): Promise<OAuthStateRow> {
  if (!state) throw identityError('oauth_invalid_state');
  const [row] = await ctx.db
    .update(identityOAuthStates)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(identityOAuthStates.stateHash, ctx.box.hash(STATE_PURPOSE, state)),
        eq(identityOAuthStates.projectId, ctx.project.projectId),
        eq(identityOAuthStates.provider, provider),
        isNull(identityOAuthStates.consumedAt),
        gt(identityOAuthStates.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) throw identityError('oauth_invalid_state');
  return row;
}

/** Issues the single-use token a finished provider login leaves (256 bits; only its hash is kept). */
export async function issueOAuthToken(
  ctx: IdentityContext,
  input: {
    kind: OAuthTokenKind;
    identity: OAuthIdentity;
    organizationId: string | null;
    pkceCodeChallenge: string | null;
  },
): Promise<string> {
  const token = randomToken();
  // A token row is read back until the IST made from it expires (ten minutes after its use, so
  // at most twenty after its issue): rows expired for over an hour are cleared.
  await ctx.db.delete(identityOAuthTokens).where(lt(identityOAuthTokens.expiresAt, new Date(Date.now() - 60 * 60_000)));
  await ctx.db.insert(identityOAuthTokens).values({
    id: newId('oauth-token', ctx.project.environment),
    tokenHash: ctx.box.hash(TOKEN_PURPOSE, token),
    projectId: ctx.project.projectId,
    kind: input.kind,
    provider: input.identity.provider,
    organizationId: input.organizationId,
    identity: input.identity,
    pkceCodeChallenge: input.pkceCodeChallenge,
    expiresAt: new Date(Date.now() + OAUTH_TOKEN_MINUTES * 60_000),
  });
  return token;
}

/**
 * Redeems a token of one kind. A token issued with a PKCE challenge needs the matching verifier
 * (checked before the token is used up, so a wrong verifier does not burn it for its owner).
 */
export async function redeemOAuthToken(
  ctx: IdentityContext,
  input: { token: string; kind: OAuthTokenKind; pkceCodeVerifier?: string | undefined },
): Promise<OAuthTokenRow> {
  const hash = ctx.box.hash(TOKEN_PURPOSE, input.token);
  const [row] = await ctx.db
    .select()
    .from(identityOAuthTokens)
    .where(
      and(
        eq(identityOAuthTokens.tokenHash, hash),
        eq(identityOAuthTokens.kind, input.kind),
        eq(identityOAuthTokens.projectId, ctx.project.projectId),
      ),
    );
  if (!row) throw identityError('oauth_token_not_found');
  if (row.pkceCodeChallenge) {
    if (!input.pkceCodeVerifier)
      throw identityError('missing_pkce', 'This login was started with PKCE: send pkce_code_verifier.');
    if (!safeEqual(pkceChallenge(input.pkceCodeVerifier), row.pkceCodeChallenge)) throw identityError('pkce_mismatch');
  }
  const [consumed] = await ctx.db
    .update(identityOAuthTokens)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(identityOAuthTokens.id, row.id),
        isNull(identityOAuthTokens.consumedAt),
        gt(identityOAuthTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!consumed) throw identityError('oauth_token_not_found');
  return consumed;
}

/** The factor an OAuth login records: type oauth, delivered by oauth_{provider}, with its detail. */
export function oauthFactor(token: OAuthTokenRow, emailId: string): AuthFactor {
  const provider = token.identity.provider as 'google' | 'microsoft' | 'hubspot' | 'slack' | 'github';
  return {
    type: 'oauth',
    delivery_method: `oauth_${provider}`,
    last_authenticated_at: new Date().toISOString(),
    [`${provider}_oauth_factor`]: { id: token.id, provider_subject: token.identity.subject, email_id: emailId },
  };
}

const OAUTH_FACTOR_KEYS = [
  'google_oauth_factor',
  'microsoft_oauth_factor',
  'hubspot_oauth_factor',
  'slack_oauth_factor',
  'github_oauth_factor',
] as const;

/**
 * The provider tenant an IST's OAuth factor proved (for JIT by OAuth tenant at the discovery
 * exchange): read back from the token the factor names.
 */
export async function oauthTenantOfFactors(
  ctx: IdentityContext,
  factors: AuthFactor[],
): Promise<{ provider: string; tenants: string[] } | null> {
  const ids = factors
    .filter((f) => f.type === 'oauth')
    .flatMap((f) => OAUTH_FACTOR_KEYS.map((k) => f[k]?.id).filter((id): id is string => Boolean(id)));
  if (ids.length === 0) return null;
  const [row] = await ctx.db
    .select()
    .from(identityOAuthTokens)
    .where(and(inArray(identityOAuthTokens.id, ids), eq(identityOAuthTokens.projectId, ctx.project.projectId)));
  return row ? { provider: row.provider, tenants: row.identity.tenants } : null;
}
