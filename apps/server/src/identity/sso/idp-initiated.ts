import { randomBytes } from 'node:crypto';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import type { ConnectionRow } from './connections.js';
import { consumeFlow, createSamlFlow, type FlowRow, findSamlFlow } from './flows.js';

/** An admin's default relay state: one of the project's allowed redirect URLs (400 naming the field). */
export function checkRelayState(ctx: IdentityContext, value: string): string {
  if (!ctx.config.identity.redirectUrls.includes(value)) {
    throw identityError(
      'invalid_redirect_url',
      'default_relay_state must be one of the allowed redirect URLs of this project (IDENTITY_REDIRECT_URLS).',
    );
  }
  return value;
}

/** Whether a connection takes an unsolicited response: enabled on it, and PKCE not required for SSO. */
export function checkIdpInitiatedAllowed(ctx: IdentityContext, c: ConnectionRow): void {
  if (!c.idpInitiatedAuthEnabled) {
    throw identityError(
      'sso_idp_initiated_not_allowed',
      'This SAML connection does not accept sign-ins started at the identity provider: start the sign-in from the application, or ask an admin to allow IdP-initiated sign-in on the connection.',
    );
  }
  // An unsolicited response carries no PKCE challenge: it would bypass a project that requires one.
  if (ctx.config.identity.pkceRequired.sso) {
    throw identityError(
      'sso_idp_initiated_not_allowed',
      'IdP-initiated sign-in cannot be used while this project requires PKCE for SSO.',
    );
  }
}

/**
 * The flow of an IdP-initiated sign-in, made and used up at once (so it is recorded like any
 * other): the token goes to the RelayState when it is an allowed redirect URL, else to the
 * connection's default relay state, else to the project's first redirect URL. Replays are the
 * assertion id store's job (rememberAssertion), as for solicited responses.
 */
export async function unsolicitedFlow(ctx: IdentityContext, c: ConnectionRow, relayState: string | undefined): Promise<FlowRow> {
  const allowed = ctx.config.identity.redirectUrls;
  const target =
    (relayState && allowed.includes(relayState) ? relayState : '') ||
    c.defaultRelayState ||
    allowed[0] ||
    `${ctx.config.publicUrl}/auth/authenticate`;
  const requestId = `_idp-initiated-${randomBytes(20).toString('hex')}`;
  await createSamlFlow(
    ctx,
    {
      connectionId: c.connectionId,
      organizationId: c.organizationId,
      idpConnectionId: c.connectionId,
      pkceCodeChallenge: null,
      loginRedirectUrl: target,
      signupRedirectUrl: target,
    },
    requestId,
  );
  const flow = await findSamlFlow(ctx, requestId);
  if (!flow) throw new Error('the IdP-initiated flow was not stored');
  return consumeFlow(ctx, flow.flowId);
}
