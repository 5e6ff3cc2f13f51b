import { elements, parseXml, type XmlDocument } from '../../platform/xml.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { checkIdpUrl } from './oidc.js';
import { fetchFailure, outboundFetch } from './outbound.js';

const METADATA_NS = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** IdP metadata documents larger than this are refused (real ones are a few kB). */
export const MAX_METADATA_BYTES = 1024 * 1024;
/** The metadata fetch gives up after this long. */
export const METADATA_TIMEOUT_MS = 10_000;

export type IdpMetadata = { entityId: string; ssoUrl: string; certificates: string[] };

/**
 * Fetches IdP metadata from a URL: https (http only for loopback hosts), only to the addresses
 * the outbound policy allows, no redirects, at most MAX_METADATA_BYTES, within METADATA_TIMEOUT_MS.
 */
export async function fetchMetadata(ctx: IdentityContext, metadataUrl: string): Promise<string> {
  const url = checkIdpUrl(metadataUrl, 'metadata_url');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), METADATA_TIMEOUT_MS);
  try {
    const response = await outboundFetch(ctx.config.identity.sso.outbound)(url, {
      signal: controller.signal,
      redirect: 'error',
      headers: { accept: 'application/xml, text/xml' },
    });
    if (!response.ok) {
      throw identityError('sso_metadata_fetch_failed', `metadata_url answered HTTP ${response.status}.`);
    }
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > MAX_METADATA_BYTES)
      throw identityError('sso_invalid_metadata', 'The metadata at metadata_url is larger than 1 MB.');
    const reader = response.body?.getReader();
    if (!reader) throw identityError('sso_metadata_fetch_failed', 'metadata_url answered with no body.');
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_METADATA_BYTES) {
        await reader.cancel();
        throw identityError('sso_invalid_metadata', 'The metadata at metadata_url is larger than 1 MB.');
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    ctx.log.info({ err: error, metadataUrl }, 'SAML metadata fetch failed');
    const reason = controller.signal.aborted ? 'it did not answer within 10 seconds' : fetchFailure(error);
    throw identityError(
      'sso_metadata_fetch_failed',
      `The identity provider metadata could not be fetched from metadata_url: ${reason}.`,
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads the IdP's entity id, its SSO URL (the HTTP-Redirect binding, else the first one) and its
 * signing certificates from SAML 2.0 metadata (an EntityDescriptor, or the first IdP of an
 * EntitiesDescriptor).
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  if (/<!DOCTYPE/i.test(xml)) throw identityError('sso_invalid_metadata', 'The metadata must not contain a DOCTYPE.');
  let doc: XmlDocument;
  try {
    doc = parseXml(xml);
  } catch {
    throw identityError('sso_invalid_metadata');
  }
  for (const entity of elements(doc.getElementsByTagNameNS(METADATA_NS, 'EntityDescriptor'))) {
    const idp = entity.getElementsByTagNameNS(METADATA_NS, 'IDPSSODescriptor').item(0);
    if (!idp) continue;
    const entityId = entity.getAttribute('entityID') ?? '';
    const services = elements(idp.getElementsByTagNameNS(METADATA_NS, 'SingleSignOnService'));
    const service = services.find((s) => s.getAttribute('Binding') === REDIRECT_BINDING) ?? services[0];
    const ssoUrl = service?.getAttribute('Location') ?? '';
    const certificates: string[] = [];
    for (const key of elements(idp.getElementsByTagNameNS(METADATA_NS, 'KeyDescriptor'))) {
      const use = key.getAttribute('use');
      if (use && use !== 'signing') continue;
      for (const cert of elements(key.getElementsByTagNameNS(DSIG_NS, 'X509Certificate'))) {
        const text = (cert.textContent ?? '').replace(/\s+/g, '');
        if (text && !certificates.includes(text)) certificates.push(text);
      }
    }
    if (!entityId || !ssoUrl) {
      throw identityError('sso_invalid_metadata', 'The IdP metadata has no entityID or no SingleSignOnService Location.');
    }
    return { entityId, ssoUrl, certificates };
  }
  throw identityError('sso_invalid_metadata', 'The document at metadata_url has no IDPSSODescriptor (SAML 2.0 IdP metadata).');
}
