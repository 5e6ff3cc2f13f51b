import { randomBytes } from 'node:crypto';
import type { CacheProvider, Profile, SAML, SamlConfig } from '@node-saml/node-saml';
import { elements, parseXml } from '../../platform/xml.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import type { ConnectionRow } from './connections.js';
import { spUrls } from './connections.js';
import {
  consumeFlow,
  createSamlFlow,
  type FlowRow,
  type FlowTarget,
  findSamlFlow,
  rememberAssertion,
  SSO_FLOW_MINUTES,
  type SsoIdentity,
} from './flows.js';
import { checkIdpInitiatedAllowed, unsolicitedFlow } from './idp-initiated.js';
import { currentSigningKey } from './sp-signing.js';

const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
/** A SAMLResponse larger than this is refused before it is parsed. */
export const MAX_SAML_RESPONSE_BYTES = 512 * 1024;

/** Attribute names that carry the email address when the connection maps none. */
const EMAIL_ATTRIBUTES = [
  'email',
  'Email',
  'emailAddress',
  'mail',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const FIRST_NAME_ATTRIBUTES = [
  'first_name',
  'firstName',
  'givenName',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
];
const LAST_NAME_ATTRIBUTES = [
  'last_name',
  'lastName',
  'sn',
  'surname',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
];

/**
 * InResponseTo tracking for node-saml, kept in our flow table (shared by every server instance):
 * a request id is valid while its flow is live. Using the flow up is ours (consumeFlow, after
 * validation or on failure), so removeAsync changes nothing here.
 */
function flowCache(ctx: IdentityContext, idpConnectionId: string): CacheProvider {
  return {
    async saveAsync() {
      return null;
    },
    async getAsync(key) {
      const flow = await findSamlFlow(ctx, key);
      return flow && flow.idpConnectionId === idpConnectionId ? flow.createdAt.toISOString() : null;
    },
    async removeAsync(key) {
      return key;
    },
  };
}

/**
 * The node-saml service provider of a connection; `requestId` fixes the next AuthnRequest's ID.
 * node-saml is loaded with the first SAML message, not at start (4 MB of heap; decision 048).
 */
export async function serviceProvider(
  ctx: IdentityContext,
  c: ConnectionRow,
  requestId?: string,
  unsolicited = false,
): Promise<SAML> {
  const { SAML, ValidateInResponseTo } = await import('@node-saml/node-saml');
  const urls = spUrls(ctx, c.connectionId);
  const requirement = c.signatureRequirement;
  const decryptionKey = c.encryptionPrivateKeys[0];
  const signingKey = currentSigningKey(ctx, c);
  const options: SamlConfig = {
    callbackUrl: urls.acsUrl,
    issuer: urls.entityId,
    audience: urls.entityId,
    entryPoint: c.idpSsoUrl,
    // Single logout (slo.ts): the IdP's endpoint, and ours (published in the SP metadata).
    logoutUrl: c.idpSloUrl || c.idpSsoUrl,
    logoutCallbackUrl: urls.sloUrl,
    idpCert: c.verificationCertificates.length > 0 ? c.verificationCertificates.map((v) => v.certificate) : ['-'],
    // EITHER: both false, node-saml then requires the assertion's signature whenever the response
    // is unsigned, so something signed is always verified.
    wantAuthnResponseSigned: requirement === 'RESPONSE' || requirement === 'BOTH',
    wantAssertionsSigned: requirement === 'ASSERTION' || requirement === 'BOTH',
    acceptedClockSkewMs: ctx.config.identity.sso.clockSkewSeconds * 1000,
    // An unsolicited (IdP-initiated) response names no request; the connection must allow it (idp-initiated.ts).
    validateInResponseTo: unsolicited ? ValidateInResponseTo.never : ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SSO_FLOW_MINUTES * 60_000,
    cacheProvider: flowCache(ctx, c.connectionId),
    disableRequestedAuthnContext: true,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    ...(decryptionKey ? { decryptionPvk: ctx.box.open(decryptionKey.private_key_sealed) } : {}),
    // With an SP signing key (sp-signing.ts) every AuthnRequest is signed: SigAlg and Signature on the redirect.
    ...(signingKey ? { privateKey: signingKey, signatureAlgorithm: 'sha256' as const } : {}),
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
  };
  return new SAML(options);
}

/** SP metadata of a connection (entity id, ACS with HTTP-POST). */
export async function spMetadata(ctx: IdentityContext, c: ConnectionRow): Promise<string> {
  // The signing certificates (the current and the previous) tell the IdP how to check our requests.
  const certificates = c.spSigningKeys.map((k) => k.certificate);
  return (await serviceProvider(ctx, c)).generateServiceProviderMetadata(null, certificates.length > 0 ? certificates : null);
}

/** Starts a SAML sign-in: an AuthnRequest by HTTP-Redirect, its ID stored with the flow. */
export async function startSaml(ctx: IdentityContext, c: ConnectionRow, target: FlowTarget): Promise<string> {
  const requestId = `_${randomBytes(20).toString('hex')}`;
  await createSamlFlow(ctx, target, requestId);
  return (await serviceProvider(ctx, c, requestId)).getAuthorizeUrlAsync('', undefined, {});
}

const firstValue = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  return '';
};

function attributeOf(attributes: Record<string, unknown>, names: string[]): string {
  for (const name of names) {
    const value = firstValue(attributes[name]).trim();
    if (value) return value;
  }
  return '';
}

/** The ID and times of the (verified) assertion, and its subject confirmation's recipient. */
function assertionFacts(assertionXml: string) {
  const assertion = parseXml(assertionXml).documentElement;
  if (assertion?.localName !== 'Assertion') throw new Error('no assertion');
  const recipients: string[] = [];
  const times: string[] = [];
  const inResponseTo: string[] = [];
  for (const node of elements(assertion.getElementsByTagNameNS(ASSERTION_NS, 'SubjectConfirmationData'))) {
    recipients.push(node.getAttribute('Recipient') ?? '');
    const answered = node.getAttribute('InResponseTo');
    if (answered) inResponseTo.push(answered);
    const t = node.getAttribute('NotOnOrAfter');
    if (t) times.push(t);
  }
  const conditions = assertion.getElementsByTagNameNS(ASSERTION_NS, 'Conditions').item(0);
  const conditionsEnd = conditions?.getAttribute('NotOnOrAfter');
  if (conditionsEnd) times.push(conditionsEnd);
  const ends = times.map((t) => new Date(t).getTime()).filter((t) => !Number.isNaN(t));
  return {
    id: assertion.getAttribute('ID') ?? '',
    recipients,
    inResponseTo,
    notOnOrAfter: ends.length ? Math.max(...ends) : null,
  };
}

/** The Response's Destination and InResponseTo (outside the assertion). */
function responseFacts(xml: string) {
  const root = parseXml(xml).documentElement;
  if (!root || root.namespaceURI !== PROTOCOL_NS || root.localName !== 'Response') throw new Error('not a SAML Response');
  return { destination: root.getAttribute('Destination'), inResponseTo: root.getAttribute('InResponseTo') ?? '' };
}

/** What a verified SAML response said: the flow it answered (used up), its NameID and attributes. */
export type SamlReceived = { flow: FlowRow; nameId: string; attributes: Record<string, unknown> };

const refusal = (reason: string) =>
  identityError('sso_invalid_saml_response', `The SAML response from the identity provider could not be verified: ${reason}.`);

/**
 * The ACS: verifies a SAMLResponse for a connection (node-saml: signatures per the connection's
 * requirement against its certificates, one assertion only, audience = our entity id, times with
 * the configured clock skew, InResponseTo naming a live request of ours), then our own checks
 * (Destination and Recipient = our ACS URL, the IdP's entity id as issuer, the assertion id never
 * seen before), and uses the request up. `onRefused` hears of a refusal once its flow is known
 * (a connection test records it).
 */
export async function receiveSaml(
  ctx: IdentityContext,
  c: ConnectionRow,
  samlResponse: string,
  relayState?: string,
  onRefused?: (flow: FlowRow, error: unknown) => Promise<void>,
): Promise<SamlReceived> {
  const urls = spUrls(ctx, c.connectionId);
  if (samlResponse.length > MAX_SAML_RESPONSE_BYTES) throw refusal('it is too large');
  let xml: string;
  let facts: { destination: string | null; inResponseTo: string };
  try {
    xml = Buffer.from(samlResponse, 'base64').toString('utf8');
    facts = responseFacts(xml);
  } catch {
    throw refusal('it is not a SAML Response');
  }
  const unsolicited = !facts.inResponseTo;
  if (unsolicited) checkIdpInitiatedAllowed(ctx, c);
  const flow = unsolicited ? null : await findSamlFlow(ctx, facts.inResponseTo);
  if (!unsolicited && (!flow || flow.idpConnectionId !== c.connectionId)) {
    throw identityError('sso_flow_not_found');
  }
  const useUp = async (error: unknown) => {
    if (!flow) return;
    await consumeFlow(ctx, flow.flowId).catch(() => undefined);
    await onRefused?.(flow, error);
  };
  let profile: Profile | null;
  try {
    ({ profile } = await (await serviceProvider(ctx, c, undefined, unsolicited)).validatePostResponseAsync({
      SAMLResponse: samlResponse,
    }));
  } catch (error) {
    // A failed answer uses the request up too: it cannot be retried with another forgery.
    const refused = refusal((error as Error).message);
    await useUp(refused);
    ctx.log.info({ err: error, connectionId: c.connectionId }, 'SAML response refused');
    throw refused;
  }
  try {
    if (!profile) throw new Error('the response carries no assertion');
    if (facts.destination && facts.destination !== urls.acsUrl) throw new Error('Destination is not our ACS URL');
    if (c.idpEntityId && profile.issuer !== c.idpEntityId) throw new Error('the issuer is not the connection’s IdP entity id');
    const assertion = assertionFacts(profile.getAssertionXml?.() ?? '');
    if (!assertion.id) throw new Error('the assertion has no ID');
    // An assertion issued for one of our requests cannot pass as unsolicited with its Response's
    // InResponseTo stripped (the Response itself may be unsigned).
    if (unsolicited && assertion.inResponseTo.length > 0)
      throw new Error('an unsolicited response carries a solicited assertion');
    if (assertion.recipients.length === 0 || assertion.recipients.some((r) => r !== urls.acsUrl)) {
      throw new Error('Recipient is not our ACS URL');
    }
    const skewMs = ctx.config.identity.sso.clockSkewSeconds * 1000;
    const keepUntil = new Date((assertion.notOnOrAfter ?? Date.now() + SSO_FLOW_MINUTES * 60_000) + skewMs);
    if (!(await rememberAssertion(ctx, c.connectionId, assertion.id, keepUntil))) {
      throw new Error('this assertion was already used (replay)');
    }
    const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
    const used = flow ? await consumeFlow(ctx, flow.flowId) : await unsolicitedFlow(ctx, c, relayState);
    return { flow: used, nameId: profile.nameID ?? '', attributes };
  } catch (error) {
    const refused = (error as { code?: string }).code === 'sso_flow_not_found' ? error : refusal((error as Error).message);
    await useUp(refused);
    throw refused;
  }
}

/** Who a verified assertion names, by the connection's attribute mapping (or the usual names). */
export function samlIdentity(c: ConnectionRow, nameId: string, attributes: Record<string, unknown>): SsoIdentity {
  const mapping = c.attributeMapping;
  const mapped = (key: string, defaults: string[]) => attributeOf(attributes, mapping[key] ? [mapping[key]] : defaults);
  const email = (mapped('email', EMAIL_ATTRIBUTES) || (nameId.includes('@') ? nameId : '')).trim().toLowerCase();
  if (!email) throw refusal('no email address in the assertion (map one with attribute_mapping.email)');
  const name =
    mapped('full_name', ['name', 'displayName']) ||
    [mapped('first_name', FIRST_NAME_ATTRIBUTES), mapped('last_name', LAST_NAME_ATTRIBUTES)].filter(Boolean).join(' ');
  return { connectionType: 'saml', emailAddress: email, externalId: nameId || email, name, attributes };
}
