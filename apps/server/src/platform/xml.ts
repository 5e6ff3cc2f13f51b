import { createRequire } from 'node:module';

/**
 * The XML DOM parser (@xmldom/xmldom, the one node-saml uses), loaded without its type
 * declarations: they pull the browser's DOM lib into the whole server program (and its tests'
 * Blob and fetch types). These few interfaces are all the SSO code reads.
 */
export interface XmlElement {
  readonly localName: string | null;
  readonly namespaceURI: string | null;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(namespace: string, localName: string): XmlElementList;
}
export interface XmlElementList {
  readonly length: number;
  item(index: number): XmlElement | null;
}
export interface XmlDocument {
  readonly documentElement: XmlElement | null;
  getElementsByTagNameNS(namespace: string, localName: string): XmlElementList;
}

type ParserOptions = { errorHandler?: { warning?: () => void; error?: () => void } };
const { DOMParser } = createRequire(import.meta.url)('@xmldom/xmldom') as {
  DOMParser: new (options?: ParserOptions) => { parseFromString(xml: string, mimeType: string): XmlDocument };
};

/** Parses XML; warnings and recoverable errors are quiet, a document without a root has none. */
export function parseXml(xml: string): XmlDocument {
  return new DOMParser({ errorHandler: { warning: () => undefined, error: () => undefined } }).parseFromString(xml, 'text/xml');
}

/** The elements of a list, as an array. */
export function elements(list: XmlElementList): XmlElement[] {
  const out: XmlElement[] = [];
  for (let i = 0; i < list.length; i += 1) {
    const item = list.item(i);
    if (item) out.push(item);
  }
  return out;
}

/**
 * xml-crypto's SignedXml, loaded without its type declarations for the same reason as the
 * parser above. The part of its API we use: signing (the development IdP, the tests' IdP) and
 * checking a signature (tests).
 */
export type SignedXmlApi = {
  addReference(reference: { xpath: string; digestAlgorithm: string; transforms: string[] }): void;
  computeSignature(xml: string, options: { location: { reference: string; action: 'after' } }): void;
  getSignedXml(): string;
  loadSignature(node: unknown): void;
  checkSignature(xml: string): boolean;
};
export const { SignedXml } = createRequire(import.meta.url)('xml-crypto') as {
  SignedXml: new (options: {
    privateKey?: string;
    publicCert?: string;
    signatureAlgorithm?: string;
    canonicalizationAlgorithm?: string;
  }) => SignedXmlApi;
};

const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

/**
 * Signs the element `xpath` names (RSA-SHA256, exclusive C14N, enveloped), the signature placed
 * after its Issuer, as identity providers place it.
 */
export function signXmlElement(xml: string, xpath: string, key: { privateKey: string; certificate: string }): string {
  const sig = new SignedXml({
    privateKey: key.privateKey,
    publicCert: key.certificate,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
  });
  sig.addReference({ xpath, digestAlgorithm: SHA256, transforms: [ENVELOPED, EXC_C14N] });
  sig.computeSignature(xml, { location: { reference: `${xpath}/*[local-name(.)='Issuer']`, action: 'after' } });
  return sig.getSignedXml();
}
