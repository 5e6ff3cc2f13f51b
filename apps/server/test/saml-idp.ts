import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateRawSync } from 'node:zlib';
import { signXmlElement } from '../src/platform/xml.js';

/**
 * A SAML identity provider for tests, at the network boundary: it answers our AuthnRequest with a
 * Response it builds and signs itself with xml-crypto (the library node-saml verifies with), so
 * every field an attacker could change can be changed.
 */
const fixture = (name: string) => readFileSync(new URL(`../src/identity/sso/fixtures/${name}`, import.meta.url), 'utf8');
export const IDP_KEY = fixture('idp-key.pem');
export const IDP_CERT = fixture('idp-cert.pem');
export const OTHER_KEY = fixture('other-idp-key.pem');
export const OTHER_CERT = fixture('other-idp-cert.pem');
export const IDP_ENTITY_ID = 'https://idp.example.test/saml/metadata';
export const IDP_SSO_URL = 'https://idp.example.test/saml/sso';

const iso = (offsetSeconds: number) => new Date(Date.now() + offsetSeconds * 1000).toISOString();
export const samlId = () => `_${randomBytes(16).toString('hex')}`;

/** The AuthnRequest ID of an HTTP-Redirect URL our SP sent the browser to. */
export function requestIdOf(location: string): string {
  const request = new URL(location).searchParams.get('SAMLRequest');
  if (!request) throw new Error(`no SAMLRequest in ${location}`);
  const xml = inflateRawSync(Buffer.from(request, 'base64')).toString('utf8');
  const id = /\sID="([^"]+)"/.exec(xml)?.[1];
  if (!id) throw new Error('no ID in the AuthnRequest');
  return id;
}

export type AssertionOptions = {
  email: string;
  inResponseTo: string;
  acsUrl: string;
  audience: string;
  assertionId?: string;
  issuer?: string;
  recipient?: string;
  /** Seconds from now when the assertion stops being valid (negative: already expired). */
  notOnOrAfter?: number;
  firstName?: string;
  /** Values of a `groups` attribute (implicit role tests). */
  groups?: string[];
};

export function assertionXml(o: AssertionOptions): string {
  const id = o.assertionId ?? samlId();
  const until = iso(o.notOnOrAfter ?? 300);
  return `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${iso(-5)}"><saml:Issuer>${o.issuer ?? IDP_ENTITY_ID}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${o.email}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${o.inResponseTo}" NotOnOrAfter="${until}" Recipient="${o.recipient ?? o.acsUrl}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${iso(-60)}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${o.audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${iso(-5)}" SessionIndex="${samlId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${o.email}</saml:AttributeValue></saml:Attribute><saml:Attribute Name="first_name"><saml:AttributeValue>${o.firstName ?? 'Sam'}</saml:AttributeValue></saml:Attribute><saml:Attribute Name="last_name"><saml:AttributeValue>Lee</saml:AttributeValue></saml:Attribute>${o.groups ? `<saml:Attribute Name="groups">${o.groups.map((g) => `<saml:AttributeValue>${g}</saml:AttributeValue>`).join('')}</saml:Attribute>` : ''}</saml:AttributeStatement></saml:Assertion>`;
}

export function responseXml(o: { inResponseTo: string; destination: string; body: string; issuer?: string }): string {
  return `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${samlId()}" Version="2.0" IssueInstant="${iso(0)}" Destination="${o.destination}" InResponseTo="${o.inResponseTo}"><saml:Issuer>${o.issuer ?? IDP_ENTITY_ID}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${o.body}</samlp:Response>`;
}

/** Signs the element the xpath names, the signature placed after its Issuer (as IdPs do). */
export function sign(xml: string, element: 'Assertion' | 'Response', key = IDP_KEY, cert = IDP_CERT): string {
  const path = element === 'Response' ? "/*[local-name(.)='Response']" : "//*[local-name(.)='Assertion']";
  return signXmlElement(xml, path, { privateKey: key, certificate: cert });
}

type Encrypt = (
  content: string,
  options: { rsa_pub: string; pem: string; encryptionAlgorithm: string; keyEncryptionAlgorithm: string },
  callback: (error: Error | null, result: string) => void,
) => void;
const xmlenc = createRequire(import.meta.url)('xml-encryption') as { encrypt: Encrypt };
export const SP_ENCRYPTION_KEY = fixture('sp-encryption-key.pem');
export const SP_ENCRYPTION_CERT = fixture('sp-encryption-cert.pem');

/** An <EncryptedAssertion> of the (signed) assertion, to the SP's encryption certificate (AES-256-GCM, RSA-OAEP). */
export async function encryptAssertion(assertion: string, cert = SP_ENCRYPTION_CERT): Promise<string> {
  const encrypted = await new Promise<string>((resolve, reject) =>
    xmlenc.encrypt(
      assertion,
      {
        rsa_pub: cert,
        pem: cert,
        encryptionAlgorithm: 'http://www.w3.org/2009/xmlenc11#aes256-gcm',
        keyEncryptionAlgorithm: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  return `<saml:EncryptedAssertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">${encrypted}</saml:EncryptedAssertion>`;
}

export const encode = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');
