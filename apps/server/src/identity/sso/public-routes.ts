import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../platform/http/errors.js';
import type { IdentityContext } from '../context.js';
import { safeEqual } from '../crypto.js';
import { identityError } from '../errors.js';
import { findMember } from '../organizations/repo.js';
import { enforceRateLimit } from '../rate-limit.js';
import { checkPkce, checkRedirectUrl, tokenLink } from '../redirect-urls.js';
import { findConnection, idpConnectionOf } from './connections.js';
import { consumeFlow, type FlowRow, findOidcFlow, issueSsoToken, type SsoIdentity } from './flows.js';
import { oidcIdentity, receiveOidc, startOidc } from './oidc.js';
import { MAX_SAML_RESPONSE_BYTES, receiveSaml, samlIdentity, spMetadata, startSaml } from './saml.js';
import { handleSloMessage, type SloAnswer } from './slo.js';
import { completeSsoTest, failSsoTest } from './test-connection.js';
import { sendTestDonePage } from './test-page.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The error page a browser sees when a redirect leg of SSO fails (never a JSON 500). */
export function errorPage(status: number, errorType: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in could not be completed</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1b1e}
h1{font-size:1.4rem}code{background:#f1f3f5;padding:0 .25rem;border-radius:3px}</style></head>
<body><h1>Sign-in could not be completed</h1>
<p>${escapeHtml(message)}</p>
<p>Error: <code>${escapeHtml(errorType)}</code> (HTTP ${status}). Go back to the application and start the sign-in again.</p>
</body></html>`;
}

/** A page that posts a SAML message to the IdP (HTTP-POST binding), with a button when scripts are off. */
function autoPostPage(action: string, fields: Record<string, string>, nonce: string): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title></head>
<body><form id="post" method="post" action="${escapeHtml(action)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form>
<script nonce="${nonce}">document.getElementById('post').submit();</script></body></html>`;
}

/**
 * What the browser legs answer, for OpenAPI: a redirect (no body), or a page (the test's closing
 * page, the SLO auto-post form). Neither is serialized (an empty body, a string), so these only
 * document; a refusal is an HTML error page or the identity API's JSON error (undeclared).
 */
const BrowserAnswers = {
  302: z.null().describe('The browser follows the Location header'),
  200: z.string().describe('text/html: a page that closes itself or posts a form to the IdP'),
};

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * Runs a browser leg of SSO. A refusal is an HTML error page for a browser (Accept: text/html),
 * the identity API's JSON error otherwise (scripts, tests); unexpected errors stay 500s.
 */
async function browserLeg(request: FastifyRequest, reply: FastifyReply, leg: () => Promise<string | TestDone>) {
  try {
    const location = await leg();
    if (typeof location !== 'string') return sendTestDonePage(reply, location.testDone);
    return reply.redirect(location, 302);
  } catch (error) {
    return refusal(request, reply, error);
  }
}

/** A browser leg's refusal: the error page for a browser, the error itself (JSON) otherwise. */
function refusal(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof HttpError) || !wantsHtml(request)) throw error;
  request.log.info({ statusCode: error.statusCode, code: error.code, reason: error.message }, 'SSO browser leg refused');
  return reply
    .code(error.statusCode)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('text/html; charset=utf-8')
    .send(errorPage(error.statusCode, error.code, error.message));
}

/** A query or form value that must be one string (not repeated), within a length. */
function param(source: unknown, name: string, options: { required?: boolean; max?: number } = {}): string | undefined {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  if (value === undefined || value === '') {
    if (options.required) throw identityError('bad_request', `${name} is required.`);
    return undefined;
  }
  if (typeof value !== 'string') throw identityError('bad_request', `${name} must be given once, as a string.`);
  if (value.length > (options.max ?? 2048)) throw identityError('bad_request', `${name} is too long.`);
  return value;
}

/** A connection test's leg ends on its own page, not at a redirect URL. */
type TestDone = { testDone: { ok: boolean; message: string } };
const TEST_RECORDED: TestDone = { testDone: { ok: true, message: 'The identity provider answered.' } };

/** After the IdP: the sso token, to the login URL (an existing member) or the signup URL. */
async function redirectWithToken(ctx: IdentityContext, flow: FlowRow, identity: SsoIdentity): Promise<string> {
  const token = await issueSsoToken(ctx, flow, identity);
  const member = await findMember(ctx.db, flow.organizationId, identity.emailAddress);
  const target = member && member.status !== 'deleted' ? flow.loginRedirectUrl : flow.signupRedirectUrl;
  return tokenLink(target, 'sso', token);
}

/**
 * The browser legs of SSO (no Basic auth: the browser navigates here): start, the OIDC callback,
 * the SAML ACS, and SP metadata. Paths are the contract shared with the client and widget.
 */
export const ssoPublicRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The ACS receives the IdP's HTTP-POST binding: a form, not JSON (this scope only).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: MAX_SAML_RESPONSE_BYTES * 2 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.addHook('onRequest', async (request) => {
      await enforceRateLimit(ctx.rateLimits, `ip:${request.ip}`, ctx.config.identity.rateLimits.ipPerMinute, 60);
    });

    app.get(
      '/v1/public/sso/start',
      {
        schema: {
          tags: ['identity'],
          summary:
            'Browser redirect: start SSO with a connection (query: public_token, connection_id, pkce_code_challenge, login_redirect_url, signup_redirect_url)',
          response: { 302: BrowserAnswers[302] },
        },
      },
      async (request, reply) =>
        browserLeg(request, reply, async () => {
          const q = request.query;
          const publicToken = param(q, 'public_token', { required: true, max: 200 }) ?? '';
          if (!safeEqual(publicToken, ctx.project.publicToken)) throw identityError('invalid_public_token');
          const connectionId = param(q, 'connection_id', { required: true, max: 200 }) ?? '';
          const pkceCodeChallenge = checkPkce(
            ctx.config.identity.pkceRequired.sso,
            param(q, 'pkce_code_challenge', { max: 128 }),
          );
          const loginRedirectUrl = checkRedirectUrl(ctx, param(q, 'login_redirect_url'));
          const signupRedirectUrl = checkRedirectUrl(ctx, param(q, 'signup_redirect_url'));
          const connection = await findConnection(ctx.db, connectionId);
          if (!connection || connection.projectId !== ctx.project.projectId) throw identityError('sso_connection_not_found');
          if (connection.status !== 'active') throw identityError('sso_connection_not_active');
          const idp = await idpConnectionOf(ctx.db, connection);
          if (idp?.status !== 'active') throw identityError('sso_connection_not_active');
          const target = {
            connectionId: connection.connectionId,
            organizationId: connection.organizationId,
            idpConnectionId: idp.connectionId,
            pkceCodeChallenge,
            loginRedirectUrl,
            signupRedirectUrl,
          };
          return idp.type === 'oidc' ? startOidc(ctx, idp, target) : startSaml(ctx, idp, target);
        }),
    );

    app.get(
      '/v1/public/sso/oidc/callback',
      {
        schema: {
          tags: ['identity'],
          summary: 'Browser redirect: the OIDC IdP answers here (state names the sign-in)',
          response: BrowserAnswers,
        },
      },
      async (request, reply) =>
        browserLeg(request, reply, async () => {
          const q = request.query;
          const state = param(q, 'state', { max: 512 });
          if (!state) throw identityError('sso_flow_not_found');
          const found = await findOidcFlow(ctx, state);
          if (!found) throw identityError('sso_flow_not_found');
          // Used up before anything else: a replayed state (or code) never gets a second try.
          const flow = await consumeFlow(ctx, found.flowId);
          const receive = async () => {
            const idpError = param(q, 'error', { max: 256 });
            if (idpError) {
              const description = param(q, 'error_description', { max: 1024 });
              throw identityError(
                'sso_idp_error',
                `The identity provider did not sign you in: ${idpError}${description ? ` (${description})` : ''}.`,
              );
            }
            const idp = await findConnection(ctx.db, flow.idpConnectionId);
            if (idp?.type !== 'oidc') throw identityError('sso_connection_not_found');
            if (idp.status !== 'active') throw identityError('sso_connection_not_active');
            const query = new URLSearchParams();
            for (const [key, value] of Object.entries(q as Record<string, unknown>)) {
              if (typeof value === 'string') query.set(key, value);
            }
            return receiveOidc(ctx, idp, flow, query, state);
          };
          if (flow.purpose === 'test') {
            // A test keeps its refusal too: the admin reads why in the portal.
            const received = await receive().catch(async (error: unknown) => {
              await failSsoTest(ctx, flow, error);
              throw error;
            });
            await completeSsoTest(ctx, flow, { protocol: 'oidc', ...received }, () => oidcIdentity(received));
            return TEST_RECORDED;
          }
          const identity = oidcIdentity(await receive());
          return redirectWithToken(ctx, flow, identity);
        }),
    );

    app.post(
      '/v1/public/sso/saml/acs/:connection_id',
      {
        schema: { tags: ['identity'], summary: 'SAML assertion consumer service (HTTP-POST binding)', response: BrowserAnswers },
      },
      async (request, reply) =>
        browserLeg(request, reply, async () => {
          const connectionId = (request.params as { connection_id: string }).connection_id;
          const samlResponse = param(request.body, 'SAMLResponse', { required: true, max: MAX_SAML_RESPONSE_BYTES });
          const connection = await findConnection(ctx.db, connectionId);
          if (connection?.type !== 'saml' || connection.projectId !== ctx.project.projectId) {
            throw identityError('sso_connection_not_found');
          }
          if (connection.status !== 'active') throw identityError('sso_connection_not_active');
          const relayState = param(request.body, 'RelayState', { max: 2048 });
          const testRefused = (flow: FlowRow, error: unknown) =>
            flow.purpose === 'test' ? failSsoTest(ctx, flow, error) : Promise.resolve();
          const { flow, nameId, attributes } = await receiveSaml(ctx, connection, samlResponse ?? '', relayState, testRefused);
          if (flow.purpose === 'test') {
            const received = { protocol: 'saml' as const, subject: nameId, attributes };
            await completeSsoTest(ctx, flow, received, () => samlIdentity(connection, nameId, attributes));
            return TEST_RECORDED;
          }
          return redirectWithToken(ctx, flow, samlIdentity(connection, nameId, attributes));
        }),
    );

    // Single logout, HTTP-Redirect (GET) and HTTP-POST bindings: the IdP's LogoutRequest, or its
    // LogoutResponse to ours (slo.ts).
    const slo = async (request: FastifyRequest, reply: FastifyReply, binding: 'redirect' | 'post') => {
      const connectionId = (request.params as { connection_id: string }).connection_id;
      const source = (binding === 'redirect' ? request.query : request.body) as Record<string, unknown> | undefined;
      const fields: Record<string, string> = {};
      for (const name of ['SAMLRequest', 'SAMLResponse', 'RelayState', 'SigAlg', 'Signature']) {
        const value = param(source, name, { max: MAX_SAML_RESPONSE_BYTES });
        if (value !== undefined) fields[name] = value;
      }
      let answer: SloAnswer;
      try {
        const connection = await findConnection(ctx.db, connectionId);
        if (connection?.type !== 'saml' || connection.projectId !== ctx.project.projectId) {
          throw identityError('sso_connection_not_found');
        }
        answer = await handleSloMessage(
          ctx,
          connection,
          binding === 'redirect'
            ? { binding, query: fields, rawQuery: request.url.split('?')[1] ?? '' }
            : { binding, body: fields },
        );
      } catch (error) {
        return refusal(request, reply, error);
      }
      if ('redirect' in answer) return reply.redirect(answer.redirect, 302);
      const nonce = randomBytes(16).toString('base64');
      return reply
        .code(200)
        .header('content-security-policy', `default-src 'none'; script-src 'nonce-${nonce}'; form-action *`)
        .type('text/html; charset=utf-8')
        .send(autoPostPage(answer.post.action, answer.post.fields, nonce));
    };
    app.get(
      '/v1/public/sso/saml/slo/:connection_id',
      { schema: { tags: ['identity'], summary: 'SAML single logout (HTTP-Redirect binding)', response: BrowserAnswers } },
      (request, reply) => slo(request, reply, 'redirect'),
    );
    app.post(
      '/v1/public/sso/saml/slo/:connection_id',
      { schema: { tags: ['identity'], summary: 'SAML single logout (HTTP-POST binding)', response: BrowserAnswers } },
      (request, reply) => slo(request, reply, 'post'),
    );

    app.get(
      '/v1/public/sso/saml/metadata/:connection_id',
      {
        schema: {
          tags: ['identity'],
          summary: 'SAML service provider metadata of a connection (its URL is our entity id)',
          response: { 200: z.string().describe('application/samlmetadata+xml') },
        },
      },
      async (request, reply) => {
        const connectionId = (request.params as { connection_id: string }).connection_id;
        const connection = await findConnection(ctx.db, connectionId);
        if (connection?.type !== 'saml' || connection.projectId !== ctx.project.projectId) {
          throw identityError('sso_connection_not_found');
        }
        return reply.type('application/samlmetadata+xml; charset=utf-8').send(spMetadata(ctx, connection));
      },
    );
  };
