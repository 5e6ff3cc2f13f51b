import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../platform/http/errors.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { enforceRateLimit } from '../rate-limit.js';
import { type LegAnswer, oidcCallback, samlAcs, samlLogout, samlMetadata, startSso } from './browser-legs.js';
import { MAX_SAML_RESPONSE_BYTES } from './saml.js';
import type { SloAnswer } from './slo.js';
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
async function browserLeg(request: FastifyRequest, reply: FastifyReply, leg: () => Promise<LegAnswer>) {
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
          return startSso(ctx, {
            publicToken: param(q, 'public_token', { required: true, max: 200 }) ?? '',
            connectionId: param(q, 'connection_id', { required: true, max: 200 }) ?? '',
            pkceCodeChallenge: param(q, 'pkce_code_challenge', { max: 128 }),
            loginRedirectUrl: param(q, 'login_redirect_url'),
            signupRedirectUrl: param(q, 'signup_redirect_url'),
          });
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
          const idpError = param(q, 'error', { max: 256 });
          const query = new URLSearchParams();
          for (const [key, value] of Object.entries(q as Record<string, unknown>)) {
            if (typeof value === 'string') query.set(key, value);
          }
          return oidcCallback(ctx, {
            state: param(q, 'state', { max: 512 }),
            idpError: idpError ? { error: idpError, description: param(q, 'error_description', { max: 1024 }) } : null,
            query,
          });
        }),
    );

    app.post(
      '/v1/public/sso/saml/acs/:connection_id',
      {
        schema: { tags: ['identity'], summary: 'SAML assertion consumer service (HTTP-POST binding)', response: BrowserAnswers },
      },
      async (request, reply) =>
        browserLeg(request, reply, async () => {
          return samlAcs(ctx, {
            connectionId: (request.params as { connection_id: string }).connection_id,
            samlResponse: param(request.body, 'SAMLResponse', { required: true, max: MAX_SAML_RESPONSE_BYTES }) ?? '',
            relayState: param(request.body, 'RelayState', { max: 2048 }),
          });
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
        answer = await samlLogout(ctx, {
          connectionId,
          message:
            binding === 'redirect'
              ? { binding, query: fields, rawQuery: request.url.split('?')[1] ?? '' }
              : { binding, body: fields },
        });
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
        const metadata = await samlMetadata(ctx, { connectionId: (request.params as { connection_id: string }).connection_id });
        return reply.type('application/samlmetadata+xml; charset=utf-8').send(metadata);
      },
    );
  };
