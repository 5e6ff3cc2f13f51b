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
