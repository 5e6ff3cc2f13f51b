import type { IdentityContext } from '../context.js';
import { safeEqual } from '../crypto.js';
import { identityError } from '../errors.js';
import { findMember } from '../organizations/repo.js';
import { checkPkce, checkRedirectUrl, tokenLink } from '../redirect-urls.js';
import { findConnection, idpConnectionOf } from './connections.js';
import { consumeFlow, type FlowRow, findOidcFlow, issueSsoToken, type SsoIdentity } from './flows.js';
import { oidcIdentity, receiveOidc, startOidc } from './oidc.js';
import { receiveSaml, samlIdentity, spMetadata, startSaml } from './saml.js';
import { handleSloMessage, type SloAnswer, type SloMessage } from './slo.js';
import { completeSsoTest, failSsoTest } from './test-connection.js';

/**
 * The verbs of SSO's browser legs (public-routes.ts parses the browser's query or form and
 * answers with a redirect or a page): which connection, whether it may be used, which flow, and
 * where the browser goes next.
 */

/** A connection test's leg ends on its own page, not at a redirect URL. */
export type TestDone = { testDone: { ok: boolean; message: string } };
const TEST_RECORDED: TestDone = { testDone: { ok: true, message: 'The identity provider answered.' } };

/** Where the browser goes next: a URL, or a connection test's closing page. */
export type LegAnswer = string | TestDone;

/** A SAML connection of this project, or sso_connection_not_found. */
async function samlConnection(ctx: IdentityContext, connectionId: string) {
  const connection = await findConnection(ctx.db, connectionId);
  if (connection?.type !== 'saml' || connection.projectId !== ctx.project.projectId) {
    throw identityError('sso_connection_not_found');
  }
  return connection;
}

/** After the IdP: the sso token, to the login URL (an existing member) or the signup URL. */
async function redirectWithToken(ctx: IdentityContext, flow: FlowRow, identity: SsoIdentity): Promise<string> {
  const token = await issueSsoToken(ctx, flow, identity);
  const member = await findMember(ctx.db, flow.organizationId, identity.emailAddress);
  const target = member && member.status !== 'deleted' ? flow.loginRedirectUrl : flow.signupRedirectUrl;
  return tokenLink(target, 'sso', token);
}

/** GET /v1/public/sso/start: an active connection of this project sends the browser to its IdP. */
export async function startSso(
  ctx: IdentityContext,
  options: {
    publicToken: string;
    connectionId: string;
    pkceCodeChallenge: string | undefined;
    loginRedirectUrl: string | undefined;
    signupRedirectUrl: string | undefined;
  },
): Promise<string> {
  if (!safeEqual(options.publicToken, ctx.project.publicToken)) throw identityError('invalid_public_token');
  const pkceCodeChallenge = checkPkce(ctx.config.identity.pkceRequired.sso, options.pkceCodeChallenge);
  const loginRedirectUrl = checkRedirectUrl(ctx, options.loginRedirectUrl);
  const signupRedirectUrl = checkRedirectUrl(ctx, options.signupRedirectUrl);
  const connection = await findConnection(ctx.db, options.connectionId);
  if (!connection || connection.projectId !== ctx.project.projectId) throw identityError('sso_connection_not_found');
  if (connection.status !== 'active') throw identityError('sso_connection_not_active');
  const idp = await idpConnectionOf(ctx.db, connection);
  if (idp?.status !== 'active') throw identityError('sso_connection_not_active');
  const target = {
    connectionId: connection.connectionId,
    organizationId: connection.organizationId,
    idpConnectionId: idp.connectionId,
    pkceCodeChallenge,
    loginRedirectUrl,
    signupRedirectUrl,
  };
  return idp.type === 'oidc' ? startOidc(ctx, idp, target) : startSaml(ctx, idp, target);
}

/**
 * GET /v1/public/sso/oidc/callback: the flow `state` names is used up first (a replayed state or
 * code never gets a second try), then the IdP's answer (or its error) is read.
 */
export async function oidcCallback(
  ctx: IdentityContext,
  options: {
    state: string | undefined;
    idpError: { error: string; description: string | undefined } | null;
    query: URLSearchParams;
  },
): Promise<LegAnswer> {
  const { state } = options;
  if (!state) throw identityError('sso_flow_not_found');
  const found = await findOidcFlow(ctx, state);
  if (!found) throw identityError('sso_flow_not_found');
  const flow = await consumeFlow(ctx, found.flowId);
  const receive = async () => {
    if (options.idpError) {
      const { error, description } = options.idpError;
      throw identityError(
        'sso_idp_error',
        `The identity provider did not sign you in: ${error}${description ? ` (${description})` : ''}.`,
      );
    }
    const idp = await findConnection(ctx.db, flow.idpConnectionId);
    if (idp?.type !== 'oidc') throw identityError('sso_connection_not_found');
    if (idp.status !== 'active') throw identityError('sso_connection_not_active');
    return receiveOidc(ctx, idp, flow, options.query, state);
  };
  if (flow.purpose === 'test') {
    // A test keeps its refusal too: the admin reads why in the portal.
    const received = await receive().catch(async (error: unknown) => {
      await failSsoTest(ctx, flow, error);
      throw error;
    });
    await completeSsoTest(ctx, flow, { protocol: 'oidc', ...received }, () => oidcIdentity(received));
    return TEST_RECORDED;
  }
  return redirectWithToken(ctx, flow, oidcIdentity(await receive()));
}

/** POST /v1/public/sso/saml/acs/:connection_id: the IdP's assertion for an active SAML connection. */
export async function samlAcs(
  ctx: IdentityContext,
  options: { connectionId: string; samlResponse: string; relayState: string | undefined },
): Promise<LegAnswer> {
  const connection = await samlConnection(ctx, options.connectionId);
  if (connection.status !== 'active') throw identityError('sso_connection_not_active');
  const testRefused = (flow: FlowRow, error: unknown) =>
    flow.purpose === 'test' ? failSsoTest(ctx, flow, error) : Promise.resolve();
  const { flow, nameId, attributes } = await receiveSaml(ctx, connection, options.samlResponse, options.relayState, testRefused);
  if (flow.purpose === 'test') {
    const received = { protocol: 'saml' as const, subject: nameId, attributes };
    await completeSsoTest(ctx, flow, received, () => samlIdentity(connection, nameId, attributes));
    return TEST_RECORDED;
  }
  return redirectWithToken(ctx, flow, samlIdentity(connection, nameId, attributes));
}

/** Single logout on a SAML connection of this project: the IdP's request, or its answer to ours. */
export async function samlLogout(
  ctx: IdentityContext,
  options: { connectionId: string; message: SloMessage },
): Promise<SloAnswer> {
  return handleSloMessage(ctx, await samlConnection(ctx, options.connectionId), options.message);
}

/** The service provider metadata of a SAML connection of this project. */
export async function samlMetadata(ctx: IdentityContext, options: { connectionId: string }): Promise<string> {
  return spMetadata(ctx, await samlConnection(ctx, options.connectionId));
}
