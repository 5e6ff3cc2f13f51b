import { createSign, randomUUID } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEV_IDP_PATH, devIdpUrls } from '../../config/dev-idp.js';
import { elements, parseXml, signXmlElement } from '../../platform/xml.js';
import type { DevIdpKeys } from './keys.js';
import { DEV_IDP_CSP, page, renderAutoPost, renderError } from './page.js';
import type { SignedRequestPolicy } from './saml-signatures.js';

const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';
const METADATA = 'urn:oasis:names:tc:SAML:2.0:metadata';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
type Binding = 'redirect' | 'post';

const xmlEscape = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const iso = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The SP's single logout endpoint, from its metadata (its entity id is its metadata URL, under this server). */
async function spSloUrl(publicUrl: string, entityId: string): Promise<string> {
  if (!entityId.startsWith(`${publicUrl}/`)) throw new Error('The service provider is not one of this server’s.');
  const res = await fetch(entityId, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`The service provider metadata answered ${res.status}.`);
  const doc = parseXml(await res.text());
  const slo = elements(doc.getElementsByTagNameNS(METADATA, 'SingleLogoutService'))[0];
  const location = slo?.getAttribute('Location') ?? '';
  if (!location) throw new Error('The service provider metadata has no SingleLogoutService.');
  return location;
}

/**
 * Sends a SAML message to the SP by a binding, signed with the IdP key: HTTP-Redirect (deflated,
 * SigAlg and Signature over the query, SAML bindings 3.4.4.1) or HTTP-POST (enveloped signature).
 */
function send(
  reply: FastifyReply,
  keys: DevIdpKeys,
  binding: Binding,
  to: string,
  kind: 'SAMLRequest' | 'SAMLResponse',
  xml: string,
  root: string,
) {
  if (binding === 'post') {
    const signed = signXmlElement(xml, `/*[local-name(.)='${root}']`, {
      privateKey: keys.privateKeyPem,
      certificate: keys.certificatePem,
    });
    return reply
      .header('Content-Security-Policy', DEV_IDP_CSP)
      .type('text/html; charset=utf-8')
      .send(renderAutoPost(to, { [kind]: Buffer.from(signed).toString('base64') }));
  }
  const octets = `${kind}=${encodeURIComponent(deflateRawSync(Buffer.from(xml)).toString('base64'))}&SigAlg=${encodeURIComponent(RSA_SHA256)}`;
  const signature = createSign('RSA-SHA256').update(octets).sign(keys.privateKeyPem, 'base64');
  return reply.redirect(`${to}${to.includes('?') ? '&' : '?'}${octets}&Signature=${encodeURIComponent(signature)}`, 302);
}

/**
 * The dev IdP's single logout: its SLO endpoint (an SP's LogoutRequest, answered with a signed
 * LogoutResponse by the same binding; or the SP's LogoutResponse to an IdP-initiated logout) and
 * `slo/start`, which logs a user out of an SP from the IdP's side.
 */
export function registerSamlSlo(app: FastifyInstance, publicUrl: string, keys: DevIdpKeys, signed: SignedRequestPolicy): void {
  const idp = devIdpUrls(publicUrl).samlEntityId;
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('Content-Security-Policy', DEV_IDP_CSP).type('text/html; charset=utf-8').send(body);

  const receive = async (request: FastifyRequest, reply: FastifyReply, binding: Binding) => {
    const fields = (binding === 'redirect' ? request.query : request.body) as Record<string, string | undefined>;
    const encoded = fields.SAMLRequest ?? fields.SAMLResponse;
    if (!encoded) return html(reply, 400, renderError('SAMLRequest or SAMLResponse is missing.'));
    let root: ReturnType<typeof parseXml>['documentElement'];
    try {
      const raw = Buffer.from(encoded, 'base64');
      const xml =
        binding === 'redirect' ? inflateRawSync(raw, { maxOutputLength: 64 * 1024 }).toString('utf8') : raw.toString('utf8');
      root = parseXml(xml).documentElement;
    } catch {
      return html(reply, 400, renderError('The SAML message could not be read.'));
    }
    const issuer = (root?.getElementsByTagNameNS(ASSERTION, 'Issuer').item(0)?.textContent ?? '').trim();
    if (root?.localName === 'LogoutResponse') {
      const status = root.getElementsByTagNameNS(PROTOCOL, 'StatusCode').item(0)?.getAttribute('Value') ?? '';
      return html(
        reply,
        200,
        page(
          'Signed out',
          `<div class="card"><h1>Signed out</h1><p>${xmlEscape(issuer)} answered ${xmlEscape(status)}.</p></div>`,
        ),
      );
    }
    if (root?.localName !== 'LogoutRequest') return html(reply, 400, renderError('Not a LogoutRequest or LogoutResponse.'));
    try {
      if (binding === 'redirect') signed.check(issuer, request.url.split('?')[1] ?? '');
      const response = `<samlp:LogoutResponse xmlns:samlp="${PROTOCOL}" xmlns:saml="${ASSERTION}" ID="_${randomUUID()}" Version="2.0" IssueInstant="${iso()}" InResponseTo="${xmlEscape(root.getAttribute('ID') ?? '')}"><saml:Issuer>${xmlEscape(idp)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status></samlp:LogoutResponse>`;
      return send(reply, keys, binding, await spSloUrl(publicUrl, issuer), 'SAMLResponse', response, 'LogoutResponse');
    } catch (error) {
      return html(reply, 400, renderError((error as Error).message));
    }
  };
  app.get(`${DEV_IDP_PATH}/saml/slo`, { schema: { hide: true } }, (request, reply) => receive(request, reply, 'redirect'));
  app.post(`${DEV_IDP_PATH}/saml/slo`, { schema: { hide: true } }, (request, reply) => receive(request, reply, 'post'));

  app.get<{ Querystring: { sp?: string; name_id?: string; binding?: string } }>(
    `${DEV_IDP_PATH}/saml/slo/start`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { sp, name_id: nameId, binding } = request.query;
      if (!sp || !nameId) return html(reply, 400, renderError('sp (the service provider entity id) and name_id are required.'));
      try {
        const to = await spSloUrl(publicUrl, sp);
        const notAfter = new Date(Date.now() + 5 * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
        const xml = `<samlp:LogoutRequest xmlns:samlp="${PROTOCOL}" xmlns:saml="${ASSERTION}" ID="_${randomUUID()}" Version="2.0" IssueInstant="${iso()}" NotOnOrAfter="${notAfter}" Destination="${xmlEscape(to)}"><saml:Issuer>${xmlEscape(idp)}</saml:Issuer><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${xmlEscape(nameId)}</saml:NameID></samlp:LogoutRequest>`;
        return send(reply, keys, binding === 'post' ? 'post' : 'redirect', to, 'SAMLRequest', xml, 'LogoutRequest');
      } catch (error) {
        return html(reply, 400, renderError((error as Error).message));
      }
    },
  );
}
