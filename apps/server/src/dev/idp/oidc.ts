import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { DEV_IDP_PATH, devIdpUrls, devOidcClients } from '../../config/dev-idp.js';
import { type DevIdpKeys, privateJwk } from './keys.js';
import { DEV_IDP_CSP, renderError, renderSignIn } from './page.js';
import { DEV_USERS, devUser } from './users.js';

const CLIENT_LABELS: Record<string, { label: string; provider: string }> = {
  'dev-google': { label: 'Google (stand-in)', provider: 'google' },
  'dev-microsoft': { label: 'Microsoft (stand-in)', provider: 'microsoft' },
  'dev-sso-oidc': { label: 'OIDC SSO connection', provider: '' },
};

/**
 * The dev IdP's OpenID provider (oidc-provider) at `${publicUrl}/dev/idp/oidc`: the clients of
 * settings.ts, the test users of users.ts, ID tokens that carry the user's claims (with `hd` for
 * the Google client and `tid` for the Microsoft one). Its grants and sessions live in memory.
 */
export async function createOidcProvider(publicUrl: string, keys: DevIdpKeys): Promise<Provider> {
  // A development dependency (decision 013): the production image has no dev IdP and no oidc-provider.
  const { default: OidcProvider } = await import('oidc-provider');
  const issuer = devIdpUrls(publicUrl).oidcIssuer;
  const provider = new OidcProvider(issuer, {
    clients: devOidcClients(publicUrl).map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [privateJwk(keys)] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'locale', 'hd', 'tid'] },
    // The ID token carries the claims itself (the OAuth adapters read it, not userinfo).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${DEV_IDP_PATH}/interaction/${interaction.uid}` },
    // Every client is pre-approved: no consent screen after the user is picked.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const grant = new provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (ctx: KoaContextWithOIDC, id: string) => {
      const user = devUser(id);
      if (!user) return undefined;
      const clientId = ctx.oidc.client?.clientId;
      return {
        accountId: id,
        claims: async () => ({
          sub: user.id,
          email: user.email,
          email_verified: true,
          name: user.name,
          locale: 'en-US',
          ...(clientId === 'dev-google' ? { hd: user.googleHd } : {}),
          ...(clientId === 'dev-microsoft' ? { tid: user.microsoftTid } : {}),
        }),
      };
    },
    ttl: { AuthorizationCode: 300, IdToken: 600, AccessToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    renderError: async (ctx: { type: string; body: string }, out: { error: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.body = renderError(`${out.error}: ${out.error_description ?? ''}`);
    },
  });
  return provider;
}

/**
 * Mounts the provider under /dev/idp/oidc, plus the sign-in interaction pages. The provider is
 * made on the first request that needs it: loading oidc-provider costs a quarter of a second and
 * prints its development warnings, which a server (or a test) that never signs in through the
 * dev IdP need not pay.
 */
export async function registerOidc(app: FastifyInstance, makeProvider: () => Promise<Provider>): Promise<void> {
  let made: Promise<Provider> | undefined;
  const providerOf = () => {
    made ??= makeProvider();
    return made;
  };
  let handle: ReturnType<Provider['callback']> | undefined;
  const prefix = `${DEV_IDP_PATH}/oidc`;
  await app.register(async (scope) => {
    // oidc-provider reads request bodies itself: leave them unread here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const pass = async (request: FastifyRequest, reply: FastifyReply) => {
      handle ??= (await providerOf()).callback();
      const run = handle;
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(prefix.length) || '/';
      run(raw, reply.raw);
    };
    scope.all(prefix, { schema: { hide: true } }, pass);
    scope.all(`${prefix}/*`, { schema: { hide: true } }, pass);
  });

  app.get(`${DEV_IDP_PATH}/interaction/:uid`, { schema: { hide: true } }, async (request, reply) => {
    reply.header('Content-Security-Policy', DEV_IDP_CSP).type('text/html; charset=utf-8');
    try {
      const details = await (await providerOf()).interactionDetails(request.raw, reply.raw);
      const clientId = String(details.params.client_id ?? '');
      const client = CLIENT_LABELS[clientId] ?? { label: clientId, provider: '' };
      return renderSignIn({
        title: 'Sign in',
        providerLabel: client.label,
        provider: client.provider,
        action: `${DEV_IDP_PATH}/interaction/${details.uid}`,
        users: DEV_USERS,
        clientLabel: 'ShelfScope',
      });
    } catch {
      return reply.code(400).send(renderError('This sign-in has expired or is unknown. Start again from the application.'));
    }
  });

  app.post<{ Params: { uid: string }; Body: Record<string, string> }>(
    `${DEV_IDP_PATH}/interaction/:uid`,
    { schema: { hide: true } },
    async (request, reply) => {
      const user = devUser(request.body?.user);
      if (!user) {
        return reply
          .code(400)
          .header('Content-Security-Policy', DEV_IDP_CSP)
          .type('text/html')
          .send(renderError('Unknown test user.'));
      }
      reply.hijack();
      try {
        await (await providerOf()).interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: user.id } },
          { mergeWithLastSubmission: false },
        );
      } catch {
        reply.raw.writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': DEV_IDP_CSP });
        reply.raw.end(renderError('This sign-in has expired or is unknown. Start again from the application.'));
      }
    },
  );
}
