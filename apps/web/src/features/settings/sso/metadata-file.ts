const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

/** What a SAML connection needs of an IdP, read from its metadata XML. */
export type IdpValues = { idp_entity_id: string; idp_sso_url: string; x509_certificate: string };

/** A base64 certificate body as PEM, 64 characters a line. */
function pem(body: string): string {
  const clean = body.replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${clean.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----`;
}

/**
 * Reads an IdP metadata file (an EntityDescriptor, or the first IdP in an EntitiesDescriptor):
 * its entity ID, its single sign-on URL (HTTP-Redirect preferred, as our AuthnRequests use it,
 * else HTTP-POST) and its signing certificate. Throws with what is missing, in words.
 */
export function parseIdpMetadataFile(xml: string): IdpValues {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('This file is not XML metadata.');
  const idp = doc.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  if (!idp) throw new Error("This file has no identity provider (IDPSSODescriptor): is it your provider's IdP metadata?");
  const entity = idp.parentElement;
  const entityId = entity?.getAttribute('entityID')?.trim() ?? '';
  if (!entityId) throw new Error('The metadata names no entityID.');
  const services = [...idp.getElementsByTagNameNS(MD, 'SingleSignOnService')];
  const service =
    services.find((s) => s.getAttribute('Binding') === REDIRECT) ?? services.find((s) => s.getAttribute('Binding') === POST);
  const ssoUrl = service?.getAttribute('Location')?.trim() ?? '';
  if (!ssoUrl) throw new Error('The metadata has no single sign-on URL (SingleSignOnService).');
  const keys = [...idp.getElementsByTagNameNS(MD, 'KeyDescriptor')];
  const signing = keys.find((k) => k.getAttribute('use') === 'signing') ?? keys.find((k) => !k.getAttribute('use'));
  const certificate = signing?.getElementsByTagNameNS(DS, 'X509Certificate')[0]?.textContent ?? '';
  if (!certificate.trim()) throw new Error('The metadata has no signing certificate.');
  return { idp_entity_id: entityId, idp_sso_url: ssoUrl, x509_certificate: pem(certificate) };
}
