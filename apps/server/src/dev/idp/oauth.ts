import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEV_IDP_PATH, DEV_OAUTH_CLIENTS } from '../../config/dev-idp.js';
import { DEV_IDP_CSP, renderError, renderSignIn } from './page.js';
import { DEV_USERS, type DevUser, devUser } from './users.js';

type PlainProvider = keyof typeof DEV_OAUTH_CLIENTS;
const PROVIDERS = Object.keys(DEV_OAUTH_CLIENTS) as PlainProvider[];
const LABELS: Record<PlainProvider, string> = {
  github: 'GitHub (stand-in)',
  slack: 'Slack (stand-in)',
  hubspot: 'HubSpot (stand-in)',
};

type Code = {
  provider: PlainProvider;
  redirectUri: string;
  codeChallenge: string | null;
  user: DevUser;
  expiresAt: number;
};
type Access = { provider: PlainProvider; user: DevUser; expiresAt: number };

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Plain OAuth 2 stand-ins for GitHub, Slack and HubSpot at /dev/idp/oauth/{provider}/authorize
 * and /token, and their user endpoints in each provider's real response shape, so the real
 * adapters (identity/oauth/providers.ts) run against them. Codes (single use, PKCE checked) and
 * access tokens live in memory for five and sixty minutes.
 */
export function registerOAuthStandIns(app: FastifyInstance, publicUrl: string): void {
  const codes = new Map<string, Code>();
  const tokens = new Map<string, Access>();
  const sweep = () => {
    const now = Date.now();
    for (const [k, v] of codes) if (v.expiresAt < now) codes.delete(k);
    for (const [k, v] of tokens) if (v.expiresAt < now) tokens.delete(k);
  };

  const providerOf = (value: string): PlainProvider | null =>
    (PROVIDERS as string[]).includes(value) ? (value as PlainProvider) : null;

  /** The authorization request is checked as the provider would: its client and exact callback. */
  function checkRequest(provider: PlainProvider, q: Record<string, string | undefined>): string | null {
    if (q.client_id !== DEV_OAUTH_CLIENTS[provider].clientId) return 'Unknown client_id.';
    if (q.redirect_uri !== `${publicUrl}/v1/public/oauth/${provider}/callback`) return 'redirect_uri is not registered.';
    if (q.code_challenge && q.code_challenge_method !== 'S256') return 'Only S256 PKCE is supported.';
    return null;
  }

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('Content-Security-Policy', DEV_IDP_CSP).type('text/html; charset=utf-8').send(body);

  app.get<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(
    `${DEV_IDP_PATH}/oauth/:provider/authorize`,
    { schema: { hide: true } },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      if (!provider) return html(reply, 404, renderError('Unknown provider.'));
      const problem = checkRequest(provider, request.query);
      if (problem) return html(reply, 400, renderError(problem));
      const q = request.query;
      return html(
        reply,
        200,
        renderSignIn({
          title: 'Sign in',
          providerLabel: LABELS[provider],
          provider,
          action: `${DEV_IDP_PATH}/oauth/${provider}/authorize`,
          users: DEV_USERS,
          clientLabel: 'ShelfScope',
          hidden: {
            client_id: q.client_id ?? '',
            redirect_uri: q.redirect_uri ?? '',
            state: q.state ?? '',
            code_challenge: q.code_challenge ?? '',
            code_challenge_method: q.code_challenge_method ?? '',
          },
        }),
      );
    },
  );

  app.post<{ Params: { provider: string }; Body: Record<string, string | undefined> }>(
    `${DEV_IDP_PATH}/oauth/:provider/authorize`,
    { schema: { hide: true } },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const body = request.body ?? {};
      if (!provider) return html(reply, 404, renderError('Unknown provider.'));
      const problem = checkRequest(provider, body);
      const user = devUser(body.user);
      if (problem || !user) return html(reply, 400, renderError(problem ?? 'Unknown test user.'));
      sweep();
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        provider,
        redirectUri: body.redirect_uri ?? '',
        codeChallenge: body.code_challenge || null,
        user,
        expiresAt: Date.now() + 5 * 60_000,
      });
      const target = new URL(body.redirect_uri ?? '');
      target.searchParams.set('code', code);
      if (body.state) target.searchParams.set('state', body.state);
      return reply.redirect(target.toString(), 302);
    },
  );

  app.post<{ Params: { provider: string }; Body: Record<string, string | undefined> }>(
    `${DEV_IDP_PATH}/oauth/:provider/token`,
    { schema: { hide: true } },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      if (!provider) return reply.code(404).send({ error: 'not_found' });
      const body = request.body ?? {};
      const [basicId, basicSecret] = basic(request);
      const clientId = body.client_id ?? basicId;
      const clientSecret = body.client_secret ?? basicSecret;
      const client = DEV_OAUTH_CLIENTS[provider];
      if (clientId !== client.clientId || !clientSecret || !same(clientSecret, client.clientSecret)) {
        return reply.code(401).send({ error: 'invalid_client' });
      }
      if (body.grant_type !== 'authorization_code') return reply.code(400).send({ error: 'unsupported_grant_type' });
      const entry = body.code ? codes.get(body.code) : undefined;
      if (body.code) codes.delete(body.code);
      if (!entry || entry.provider !== provider || entry.expiresAt < Date.now() || entry.redirectUri !== body.redirect_uri) {
        return reply.code(400).send({ error: 'invalid_grant' });
      }
      if (entry.codeChallenge) {
        const verifier = body.code_verifier ?? '';
        if (!same(createHash('sha256').update(verifier).digest('base64url'), entry.codeChallenge)) {
          return reply.code(400).send({ error: 'invalid_grant', error_description: 'PKCE verification failed' });
        }
      }
      const accessToken = `${provider}-dev-${randomBytes(24).toString('base64url')}`;
      tokens.set(accessToken, { provider, user: entry.user, expiresAt: Date.now() + 60 * 60_000 });
      if (provider === 'github')
        return { access_token: accessToken, token_type: 'bearer', scope: 'read:user,user:email,read:org' };
      if (provider === 'slack') return { ok: true, access_token: accessToken, token_type: 'Bearer' };
      return {
        access_token: accessToken,
        refresh_token: randomBytes(16).toString('hex'),
        expires_in: 1800,
        token_type: 'bearer',
      };
    },
  );

  const bearer = (request: FastifyRequest, provider: PlainProvider): DevUser | null => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const access = tokens.get(token);
    return access && access.provider === provider && access.expiresAt > Date.now() ? access.user : null;
  };

  // GitHub's REST API: /user, /user/emails, /user/orgs.
  app.get<{ Params: { '*': string } }>(
    `${DEV_IDP_PATH}/oauth/github/api/*`,
    { schema: { hide: true } },
    async (request, reply) => {
      const user = bearer(request, 'github');
      if (!user) return reply.code(401).send({ message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
      const path = request.params['*'];
      if (path === 'user') {
        return {
          login: user.email.split('@')[0],
          id: user.githubId,
          avatar_url: '',
          name: user.name,
          email: user.email,
          type: 'User',
        };
      }
      if (path === 'user/emails') return [{ email: user.email, primary: true, verified: true, visibility: 'private' }];
      if (path === 'user/orgs') return [{ login: user.githubOrg.login, id: user.githubOrg.id, description: '' }];
      return reply.code(404).send({ message: 'Not Found' });
    },
  );

  // Slack's openid.connect.userInfo.
  app.get(`${DEV_IDP_PATH}/oauth/slack/api/openid.connect.userInfo`, { schema: { hide: true } }, async (request) => {
    const user = bearer(request, 'slack');
    if (!user) return { ok: false, error: 'invalid_auth' };
    return {
      ok: true,
      sub: user.id,
      'https://slack.com/user_id': user.id,
      'https://slack.com/team_id': user.slackTeam,
      email: user.email,
      email_verified: true,
      date_email_verified: 1700000000,
      name: user.name,
      picture: '',
      given_name: user.name.split(' ')[0],
      family_name: user.name.split(' ').slice(1).join(' '),
      locale: 'en-US',
      'https://slack.com/team_name': `${user.slackTeam} team`,
    };
  });

  // HubSpot's access-token information.
  app.get<{ Params: { token: string } }>(
    `${DEV_IDP_PATH}/oauth/hubspot/oauth/v1/access-tokens/:token`,
    { schema: { hide: true } },
    async (request, reply) => {
      const access = tokens.get(request.params.token);
      if (access?.provider !== 'hubspot' || access.expiresAt < Date.now()) {
        return reply.code(404).send({ status: 'error', message: 'The access token is not found or expired.' });
      }
      return {
        token: request.params.token,
        user: access.user.email,
        hub_domain: `${access.user.hubspotPortal}.hubspot.dev`,
        scopes: ['oauth'],
        hub_id: access.user.hubspotPortal,
        app_id: 1000001,
        expires_in: Math.round((access.expiresAt - Date.now()) / 1000),
        user_id: access.user.githubId,
        token_type: 'access',
      };
    },
  );
}

function basic(request: FastifyRequest): [string | undefined, string | undefined] {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return [undefined, undefined];
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  return i === -1 ? [undefined, undefined] : [decodeURIComponent(decoded.slice(0, i)), decodeURIComponent(decoded.slice(i + 1))];
}
