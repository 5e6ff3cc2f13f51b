import { BootstrapResponse, JwksResponse } from '@shelfscope/identity-client/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import { captchaSettings } from '../captcha/captcha.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';

/** GET /sdk/v1/projects/bootstrap/{public_token}: the project settings the client starts with. */
export const bootstrapRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { identity } = ctx.config;
    app.get(
      '/sdk/v1/projects/bootstrap/:publicToken',
      {
        schema: {
          tags: ['identity'],
          summary: 'Project bootstrap for the client SDK',
          params: z.object({ publicToken: z.string() }),
          response: { 200: BootstrapResponse },
        },
      },
      async (request) => {
        if (request.params.publicToken !== ctx.project.publicToken) throw identityError('invalid_public_token');
        const fromDomain = ctx.config.mailFrom.match(/@([^>\s]+)/)?.[1] ?? 'shelfscope.local';
        return identityOk(request, {
          project_name: ctx.project.name,
          disable_sdk_watermark: true,
          captcha_settings: captchaSettings(ctx),
          cname_domain: null,
          email_domains: [fromDomain],
          pkce_required_for_email_magic_links: identity.pkceRequired.email_magic_links,
          pkce_required_for_password_resets: identity.pkceRequired.password_resets,
          pkce_required_for_oauth: identity.pkceRequired.oauth,
          pkce_required_for_sso: identity.pkceRequired.sso,
          slug_pattern: identity.slugPattern,
          create_organization_enabled: identity.createOrganizationEnabled,
          password_config:
            identity.passwordPolicy === 'luds'
              ? { luds_complexity: identity.ludsComplexity, luds_minimum_count: identity.ludsMinLength }
              : null,
          dfp_protected_auth_enabled: false,
          dfp_protected_auth_mode: null,
          rbac_policy: identity.rbacPolicy,
          siwe_required_for_crypto_wallets: false,
          vertical: 'B2B',
        });
      },
    );

    // The JWKS: at the provider's path, and at the well-known path for other verifiers.
    const jwks = async () => ctx.keys.jwks();
    app.get(
      '/v1/b2b/sessions/jwks/:projectId',
      {
        schema: {
          tags: ['identity'],
          summary: 'Session JWT signing keys (JWKS)',
          params: z.object({ projectId: z.string() }),
          response: { 200: JwksResponse },
        },
      },
      async (request, reply) => {
        if (request.params.projectId !== ctx.project.projectId) throw identityError('bad_request', 'Unknown project.');
        reply.header('Cache-Control', 'public, max-age=300');
        return jwks();
      },
    );
    app.get('/.well-known/jwks.json', { schema: { hide: true, response: { 200: JwksResponse } } }, async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return jwks();
    });

    if (ctx.config.devTools) {
      app.get('/dev/project', { schema: { tags: ['dev'], summary: 'The identity project of this deployment' } }, async () => ({
        project_id: ctx.project.projectId,
        public_token: ctx.project.publicToken,
      }));
    }
  };
