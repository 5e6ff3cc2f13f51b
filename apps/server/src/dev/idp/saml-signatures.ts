import { createPublicKey, verify, X509Certificate } from 'node:crypto';

/** The XML-DSig algorithm URIs an HTTP-Redirect SigAlg may name, as Node hash names. */
const SIG_ALGS: Record<string, string> = {
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256': 'sha256',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512': 'sha512',
  'http://www.w3.org/2000/09/xmldsig#rsa-sha1': 'sha1',
};

/** The raw (still URL-encoded) value of a query parameter, as the signature covers it. */
function rawParam(rawQuery: string, name: string): string | undefined {
  for (const part of rawQuery.split('&')) {
    const [key, ...rest] = part.split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * The service providers that registered a request-signing certificate with the development IdP
 * (as an admin uploads the SP's certificate at Okta or Entra ID). Such an SP's AuthnRequests must
 * be signed, and are checked against that certificate. Kept in memory: the dev IdP's settings.
 */
export class SignedRequestPolicy {
  private readonly certificates = new Map<string, string>();

  register(entityId: string, certificatePem: string): void {
    new X509Certificate(certificatePem); // throws on anything that is not a certificate
    this.certificates.set(entityId, certificatePem);
  }

  list(): { entity_id: string; certificate: string }[] {
    return [...this.certificates].map(([entity_id, certificate]) => ({ entity_id, certificate }));
  }

  /**
   * Checks an HTTP-Redirect AuthnRequest's signature (SAML bindings 3.4.4.1: the octets
   * `SAMLRequest=…&RelayState=…&SigAlg=…` exactly as they appear in the URL). Answers whether it
   * was signed; throws a message when it must be and is not, or the signature is wrong.
   */
  check(issuer: string, rawQuery: string): boolean {
    const certificate = this.certificates.get(issuer);
    const signature = rawParam(rawQuery, 'Signature');
    if (!signature) {
      if (certificate) throw new Error('This service provider’s AuthnRequests must be signed, and this one is not.');
      return false;
    }
    if (!certificate) throw new Error('The AuthnRequest is signed, but no signing certificate is registered for its issuer.');
    const sigAlg = decodeURIComponent(rawParam(rawQuery, 'SigAlg') ?? '');
    const hash = SIG_ALGS[sigAlg];
    if (!hash) throw new Error(`SigAlg ${sigAlg || '(none)'} is not supported.`);
    const relayState = rawParam(rawQuery, 'RelayState');
    const signed = [
      `SAMLRequest=${rawParam(rawQuery, 'SAMLRequest') ?? ''}`,
      ...(relayState !== undefined ? [`RelayState=${relayState}`] : []),
      `SigAlg=${rawParam(rawQuery, 'SigAlg') ?? ''}`,
    ].join('&');
    const key = createPublicKey(new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'pem' }));
    const ok = verify(hash, Buffer.from(signed), key, Buffer.from(decodeURIComponent(signature), 'base64'));
    if (!ok) throw new Error('The AuthnRequest’s signature does not verify against the registered certificate.');
    return true;
  }
}
