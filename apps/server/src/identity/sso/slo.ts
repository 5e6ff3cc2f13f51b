import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import type { Profile } from '@node-saml/node-saml';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { parseXml, signXmlElement } from '../../platform/xml.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { checkRedirectUrl } from '../redirect-urls.js';
import { identityMembers, identitySessions } from '../schema.js';
import { SESSIONS_REVOKED, sessionsRevoked } from '../sessions/session-service.js';
import type { MemberRow, SessionRow } from '../wire.js';
import { type ConnectionRow, findConnection, idpConnectionOf } from './connections.js';
import { consumeFlow, createSamlFlow, findSamlFlow } from './flows.js';
import { serviceProvider } from './saml.js';
import { identitySsoConnections } from './schema.js';

/** A message to our SLO endpoint, as its binding carried it. */
export type SloMessage =
  | { binding: 'redirect'; query: Record<string, string>; rawQuery: string }
  | { binding: 'post'; body: Record<string, string> };
/** What our SLO endpoint answers a browser with: a redirect, or a page that posts a form. */
export type SloAnswer = { redirect: string } | { post: { action: string; fields: Record<string, string> } };

const refuse = (reason: string) =>
  identityError('sso_invalid_saml_response', `The single logout message could not be verified: ${reason}.`);

/** The connection ids whose sessions an IdP's logout ends: the connection and the external ones linking it. */
async function connectionIdsOf(ctx: IdentityContext, c: ConnectionRow): Promise<string[]> {
  const externals = await ctx.db
    .select({ id: identitySsoConnections.connectionId })
    .from(identitySsoConnections)
    .where(eq(identitySsoConnections.externalConnectionId, c.connectionId));
  return [c.connectionId, ...externals.map((e) => e.id)];
}

/**
 * Ends the live sessions that a SAML sign-in through these connections started, for the members
 * the IdP knows as `nameId` (their SSO registration's external id). Sessions signed in some other
 * way are left alone: single logout is the IdP's sessions, not every session.
 */
async function endConnectionSessions(ctx: IdentityContext, connectionIds: string[], nameId: string, memberId?: string) {
  const members = memberId
    ? [memberId]
    : (
        await ctx.db
          .select({ id: identityMembers.memberId })
          .from(identityMembers)
          .where(
            or(
              ...connectionIds.map(
                (id) =>
                  sql`${identityMembers.ssoRegistrations} @> ${JSON.stringify([{ connection_id: id, external_id: nameId }])}::jsonb`,
              ),
            ),
          )
      ).map((m) => m.id);
  if (members.length === 0) return 0;
  const ended = await ctx.db
    .update(identitySessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        inArray(identitySessions.memberId, members),
        isNull(identitySessions.revokedAt),
        gt(identitySessions.expiresAt, new Date()),
        or(
          ...connectionIds.map(
            (id) => sql`${identitySessions.authenticationFactors} @> ${JSON.stringify([{ saml_sso_factor: { id } }])}::jsonb`,
          ),
        ),
      ),
    )
    .returning();
  if (ended.length > 0) await ctx.signal?.(SESSIONS_REVOKED, { sessionIds: ended.map((s) => s.memberSessionId) });
  await sessionsRevoked(ctx, ended);
  return ended.length;
}

/** A message of ours for the POST binding: base64 XML, signed (enveloped) with the SP key when there is one. */
function postMessage(ctx: IdentityContext, c: ConnectionRow, xml: string, rootName: string): string {
  const [key] = c.spSigningKeys;
  const signed = key
    ? signXmlElement(xml, `/*[local-name(.)='${rootName}']`, {
        privateKey: ctx.box.open(key.private_key_sealed),
        certificate: key.certificate,
      })
    : xml;
  return Buffer.from(signed).toString('base64');
}

/**
 * SP-initiated single logout (`POST /b2b/sso/saml/logout`): the caller's session came from a SAML
 * connection; every session of the member from that connection ends here at once, and the answer
 * says where to send the browser so the IdP ends its own (a LogoutRequest by the connection's
 * binding). The IdP's LogoutResponse comes back to our SLO endpoint, which then sends the browser
 * to `logout_redirect_url`.
 */
export async function startSpLogout(
  ctx: IdentityContext,
  live: { session: SessionRow; member: MemberRow },
  input: { logoutRedirectUrl?: string | undefined },
) {
  const factors = live.session.authenticationFactors as { saml_sso_factor?: { id: string; external_id: string } }[];
  const factor = factors.find((f) => f.saml_sso_factor)?.saml_sso_factor;
  if (!factor)
    throw identityError(
      'bad_request',
      'This session was not signed in through a SAML connection: there is no IdP to log out of.',
    );
  const chosen = await findConnection(ctx.db, factor.id);
  const idp = chosen ? await idpConnectionOf(ctx.db, chosen) : null;
  if (!chosen || idp?.type !== 'saml') throw identityError('sso_connection_not_found');
  if (!idp.idpSloUrl) {
    throw identityError('bad_request', 'This SAML connection has no idp_slo_url: the identity provider cannot be told.');
  }
  const redirectUrl = checkRedirectUrl(ctx, input.logoutRedirectUrl);
  const ended = await endConnectionSessions(ctx, [chosen.connectionId], factor.external_id, live.member.memberId);
  const requestId = `_logout-${randomBytes(20).toString('hex')}`;
  // The LogoutResponse must answer this request (InResponseTo, checked through the flow table).
  await createSamlFlow(
    ctx,
    {
      connectionId: chosen.connectionId,
      organizationId: chosen.organizationId,
      idpConnectionId: idp.connectionId,
      pkceCodeChallenge: null,
      loginRedirectUrl: redirectUrl,
      signupRedirectUrl: redirectUrl,
    },
    requestId,
  );
  const sp = await serviceProvider(ctx, idp, requestId);
  const profile = {
    issuer: idp.idpEntityId,
    nameID: factor.external_id,
    nameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  } as Profile;
  if (idp.idpSloBinding === 'post') {
    const xml = await sp._generateLogoutRequest(profile);
    return {
      sessions_ended: ended,
      binding: 'post' as const,
      logout_url: idp.idpSloUrl,
      form: { SAMLRequest: postMessage(ctx, idp, xml, 'LogoutRequest') },
    };
  }
  return { sessions_ended: ended, binding: 'redirect' as const, logout_url: await sp.getLogoutUrlAsync(profile, '', {}) };
}

/**
 * Our SLO endpoint (`/v1/public/sso/saml/slo/{connection_id}`), both bindings. A LogoutRequest
 * (IdP-initiated) must be signed by the IdP (an unsigned one could sign anyone out); the sessions
 * it names end and the IdP gets a LogoutResponse by the connection's binding. A LogoutResponse
 * (the end of our SP-initiated logout) must answer a live request of ours; the browser then goes
 * to the logout redirect URL given at the start.
 */
export async function handleSloMessage(ctx: IdentityContext, c: ConnectionRow, message: SloMessage): Promise<SloAnswer> {
  const fields = message.binding === 'redirect' ? message.query : message.body;
  const isRequest = Boolean(fields.SAMLRequest);
  if (!isRequest && !fields.SAMLResponse) throw identityError('bad_request', 'SAMLRequest or SAMLResponse is required.');
  const sp = await serviceProvider(ctx, c);
  let result: { profile: Profile | null; loggedOut: boolean };
  try {
    if (message.binding === 'redirect') {
      if (!fields.Signature) throw new Error('it is not signed');
      result = await sp.validateRedirectAsync(message.query, message.rawQuery);
    } else if (isRequest) {
      result = await sp.validatePostRequestAsync(message.body);
    } else {
      // node-saml looks for InResponseTo on a Response element only: a LogoutResponse's is checked
      // below, against our flow table (as the Redirect binding's is through the cache).
      result = await (await serviceProvider(ctx, c, undefined, true)).validatePostResponseAsync(message.body);
    }
  } catch (error) {
    ctx.log.info({ err: error, connectionId: c.connectionId }, 'SAML logout message refused');
    throw refuse((error as Error).message);
  }
  if (!isRequest) {
    const inResponseTo = inResponseToOf(message);
    const flow = inResponseTo ? await findSamlFlow(ctx, inResponseTo) : null;
    if (!flow || flow.idpConnectionId !== c.connectionId) throw identityError('sso_flow_not_found');
    const used = await consumeFlow(ctx, flow.flowId);
    return { redirect: used.loginRedirectUrl };
  }
  const profile = result.profile;
  if (!profile?.nameID) throw refuse('the LogoutRequest names no NameID');
  if (c.idpEntityId && profile.issuer !== c.idpEntityId) throw refuse('the issuer is not the connection’s IdP entity id');
  await endConnectionSessions(ctx, await connectionIdsOf(ctx, c), profile.nameID);
  const relayState = fields.RelayState ?? '';
  if (c.idpSloBinding === 'post') {
    const xml = sp._generateLogoutResponse(profile, true);
    return {
      post: {
        action: c.idpSloUrl || c.idpSsoUrl,
        fields: { SAMLResponse: postMessage(ctx, c, xml, 'LogoutResponse'), ...(relayState ? { RelayState: relayState } : {}) },
      },
    };
  }
  return { redirect: await sp.getLogoutResponseUrlAsync(profile, relayState, {}, true) };
}

/** The InResponseTo of a LogoutResponse's root element (its signature already verified by node-saml). */
function inResponseToOf(
  message: { binding: 'redirect'; query: Record<string, string> } | { binding: 'post'; body: Record<string, string> },
): string {
  const encoded = message.binding === 'redirect' ? message.query.SAMLResponse : message.body.SAMLResponse;
  const raw = Buffer.from(encoded ?? '', 'base64');
  const xml =
    message.binding === 'redirect' ? inflateRawSync(raw, { maxOutputLength: 64 * 1024 }).toString('utf8') : raw.toString('utf8');
  return parseXml(xml).documentElement?.getAttribute('InResponseTo') ?? '';
}
