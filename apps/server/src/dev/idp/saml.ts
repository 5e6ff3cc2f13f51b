import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEV_IDP_PATH, devIdpUrls } from '../../config/dev-idp.js';
import { parseXml, signXmlElement } from '../../platform/xml.js';
import type { DevIdpKeys } from './keys.js';
import { DEV_IDP_CSP, renderAutoPost, renderError, renderSignIn } from './page.js';
import { SignedRequestPolicy } from './saml-signatures.js';
import { registerSamlSlo } from './saml-slo.js';
import { DEV_USERS, type DevUser, devUser } from './users.js';

const MAX_REQUEST_BYTES = 64 * 1024;

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const pemBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

/** The IdP's metadata: entity id, signing certificate, SSO endpoint (HTTP-Redirect). */
export function samlMetadata(publicUrl: string, keys: DevIdpKeys): string {
  const urls = devIdpUrls(publicUrl);
  return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${xmlEscape(urls.samlEntityId)}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${pemBody(keys.certificatePem)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${xmlEscape(urls.samlSlo)}"/>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${xmlEscape(urls.samlSlo)}"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${xmlEscape(urls.samlSso)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

type AuthnRequest = { id: string; issuer: string; acsUrl: string };

/** Reads an HTTP-Redirect AuthnRequest (base64 of raw DEFLATE). Throws a message on anything else. */
export function readAuthnRequest(samlRequest: string, publicUrl: string): AuthnRequest {
  let xml: string;
  try {
    xml = inflateRawSync(Buffer.from(samlRequest, 'base64'), { maxOutputLength: MAX_REQUEST_BYTES }).toString('utf8');
  } catch {
    throw new Error('SAMLRequest is not a deflated, base64-encoded AuthnRequest.');
  }
  const root = parseXml(xml).documentElement;
  if (root?.localName !== 'AuthnRequest') throw new Error('SAMLRequest is not an AuthnRequest.');
  const id = root.getAttribute('ID') ?? '';
  const acsUrl = root.getAttribute('AssertionConsumerServiceURL') ?? '';
  const issuer = (
    root.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Issuer').item(0)?.textContent ?? ''
  ).trim();
  if (!/^[A-Za-z_][\w.-]{0,200}$/.test(id)) throw new Error('The AuthnRequest has no valid ID.');
  if (!issuer) throw new Error('The AuthnRequest names no Issuer (the service provider entity id).');
  // The response goes only to this server's own consumers: the dev IdP is no open redirector.
  if (!acsUrl.startsWith(`${publicUrl}/`)) throw new Error('AssertionConsumerServiceURL must be under this server’s URL.');
  return { id, issuer, acsUrl };
}

/** A signed SAML Response (assertion signed, then the response) for one test user. */
export function signedResponse(publicUrl: string, keys: DevIdpKeys, request: AuthnRequest, user: DevUser): string {
  const idp = devIdpUrls(publicUrl).samlEntityId;
  const now = new Date();
  const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const notBefore = iso(new Date(now.getTime() - 60_000));
  const notOnOrAfter = iso(new Date(now.getTime() + 5 * 60_000));
  const responseId = `_${randomUUID()}`;
  const assertionId = `_${randomUUID()}`;
  const [first, ...rest] = user.name.split(' ');
  const attribute = (name: string, value: string) =>
    `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="xs:string">${xmlEscape(value)}</saml:AttributeValue></saml:Attribute>`;
  const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${iso(now)}"><saml:Issuer>${xmlEscape(idp)}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${xmlEscape(user.email)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${xmlEscape(request.id)}" NotOnOrAfter="${notOnOrAfter}" Recipient="${xmlEscape(request.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${xmlEscape(request.issuer)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attribute('email', user.email)}${attribute('firstName', first ?? '')}${attribute('lastName', rest.join(' '))}${attribute('name', user.name)}</saml:AttributeStatement></saml:Assertion>`;
  const response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${responseId}" Version="2.0" IssueInstant="${iso(now)}" Destination="${xmlEscape(request.acsUrl)}" InResponseTo="${xmlEscape(request.id)}"><saml:Issuer>${xmlEscape(idp)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
  const sign = (xml: string, elementId: string, localName: string) =>
    signXmlElement(xml, `//*[local-name(.)='${localName}' and @ID='${elementId}']`, {
      privateKey: keys.privateKeyPem,
      certificate: keys.certificatePem,
    });
  return sign(sign(response, assertionId, 'Assertion'), responseId, 'Response');
}

/** The SAML IdP: metadata, and the SSO endpoint (AuthnRequest in, a signed Response posted out). */
export function registerSaml(app: FastifyInstance, publicUrl: string, keys: DevIdpKeys): void {
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('Content-Security-Policy', DEV_IDP_CSP).type('text/html; charset=utf-8').send(body);
  const signedRequests = new SignedRequestPolicy();
  registerSamlSlo(app, publicUrl, keys, signedRequests);

  // An SP's request-signing certificate, registered as an admin would at the IdP: from then on its
  // AuthnRequests must carry a valid signature.
  app.put<{ Body: { entity_id?: unknown; certificate?: unknown } }>(
    `${DEV_IDP_PATH}/saml/service-providers`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { entity_id: entityId, certificate } = request.body ?? {};
      if (typeof entityId !== 'string' || !entityId) return reply.code(400).send({ error: 'entity_id is required' });
      try {
        signedRequests.register(entityId, typeof certificate === 'string' ? certificate : '');
      } catch {
        return reply.code(400).send({ error: 'certificate must be a PEM X.509 certificate' });
      }
      return { service_providers: signedRequests.list() };
    },
  );

  app.get(`${DEV_IDP_PATH}/saml/metadata`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/samlmetadata+xml; charset=utf-8').send(samlMetadata(publicUrl, keys)),
  );

  app.get<{ Querystring: { SAMLRequest?: string; RelayState?: string } }>(
    `${DEV_IDP_PATH}/saml/sso`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { SAMLRequest: samlRequest, RelayState: relayState } = request.query;
      if (!samlRequest) return html(reply, 400, renderError('SAMLRequest is missing.'));
      let signed: boolean;
      try {
        const authn = readAuthnRequest(samlRequest, publicUrl);
        signed = signedRequests.check(authn.issuer, request.url.split('?')[1] ?? '');
      } catch (error) {
        return html(reply, 400, renderError((error as Error).message));
      }
      return html(
        reply,
        200,
        renderSignIn({
          title: 'Sign in',
          providerLabel: signed ? 'SAML SSO connection (signed request verified)' : 'SAML SSO connection',
          provider: '',
          action: `${DEV_IDP_PATH}/saml/sso`,
          users: DEV_USERS,
          clientLabel: 'ShelfScope',
          hidden: { SAMLRequest: samlRequest, ...(relayState ? { RelayState: relayState } : {}) },
        }),
      );
    },
  );

  app.post<{ Body: Record<string, string | undefined> }>(
    `${DEV_IDP_PATH}/saml/sso`,
    { schema: { hide: true } },
    async (request, reply) => {
      const body = request.body ?? {};
      const user = devUser(body.user);
      if (!user || !body.SAMLRequest) return html(reply, 400, renderError('Unknown test user or missing SAMLRequest.'));
      let authn: AuthnRequest;
      try {
        authn = readAuthnRequest(body.SAMLRequest, publicUrl);
      } catch (error) {
        return html(reply, 400, renderError((error as Error).message));
      }
      const samlResponse = Buffer.from(signedResponse(publicUrl, keys, authn, user)).toString('base64');
      return html(
        reply,
        200,
        renderAutoPost(authn.acsUrl, { SAMLResponse: samlResponse, ...(body.RelayState ? { RelayState: body.RelayState } : {}) }),
      );
    },
  );
}
