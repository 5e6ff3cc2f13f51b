import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { auditScope } from './audit-actor.js';
import { captchaRoutes, registerCaptchaCheck } from './captcha/captcha.js';
import type { IdentityContext } from './context.js';
import { discoveryRoutes } from './discovery/routes.js';
import { domainRoutes } from './domains/routes.js';
import { eventRoutes } from './events/routes.js';
import { type IdentityCors, registerBasicAuth, registerIdentityCors } from './http/identity-http.js';
import { registerSessionCookies } from './http/session-cookies.js';
import { idpPublicRoutes } from './idp/public-routes.js';
import { idpRoutes } from './idp/routes.js';
import { magicLinkRoutes } from './magic-links/routes.js';
import { mfaRoutes } from './mfa/routes.js';
import { oauthBrowserRoutes, oauthRoutes } from './oauth/routes.js';
import { memberRoutes } from './organizations/member-routes.js';
import { organizationRoutes } from './organizations/routes.js';
import { otpRoutes } from './otps/routes.js';
import { passwordRoutes } from './passwords/routes.js';
import { portalRoutes } from './portal/routes.js';
import { registerPortalScope } from './portal/scope.js';
import { bootstrapRoutes } from './project/routes.js';
import { scimRequestLogRoutes } from './scim/request-log-routes.js';
import { scimRoutes } from './scim/routes.js';
import { scimServiceRoutes } from './scim/service-routes.js';
import { registerSessionActivity } from './session-activity/record.js';
import { sessionActivityRoutes } from './session-activity/routes.js';
import { sessionRoutes } from './sessions/routes.js';
import { ssoPublicRoutes } from './sso/public-routes.js';
import { ssoRoutes } from './sso/routes.js';
import { ssoTestRoutes } from './sso/test-routes.js';
import { webauthnRoutes } from './webauthn/routes.js';

/**
 * The identity API (/sdk/v1, /v1, JWKS). Bootstrap, JWKS and telemetry need no credentials;
 * everything else needs Basic auth with this project's public token.
 */
export async function registerIdentity(app: FastifyInstance, ctx: IdentityContext): Promise<IdentityCors> {
  const cors = registerIdentityCors(app, ctx);
  await app.register(async (identity) => {
    await identity.register(bootstrapRoutes(ctx));
    await identity.register(eventRoutes(ctx));
    await identity.register(captchaRoutes(ctx));
    await identity.register(oauthBrowserRoutes(ctx));
    // SSO's browser legs (start, callback, ACS, SP metadata): no Basic auth, the browser navigates there.
    await identity.register(ssoPublicRoutes(ctx));
    // The OAuth / OpenID Connect provider's token, userinfo and discovery: the apps' own credentials.
    await identity.register(idpPublicRoutes(ctx));
    // The SCIM 2.0 service: the IdP authenticates with the connection's bearer token, not Basic auth.
    await identity.register(scimServiceRoutes(ctx));
    await identity.register(async (authenticated) => {
      // Each change runs in an audit scope: the session check notes the member, and the admin
      // writes (members, organization settings, SSO, SCIM) record them in the audit log.
      authenticated.addHook('onRoute', (route) => {
        if (route.method === 'GET' || route.method === 'HEAD') return;
        const handler = route.handler as RouteHandlerMethod;
        route.handler = function scoped(request, reply) {
          return auditScope(() => handler.call(this, request, reply));
        };
      });
      registerBasicAuth(authenticated, ctx);
      registerPortalScope(authenticated);
      registerSessionCookies(authenticated, { publicUrl: ctx.config.publicUrl });
      registerCaptchaCheck(authenticated, ctx);
      registerSessionActivity(authenticated, ctx);
      await authenticated.register(sessionRoutes(ctx));
      await authenticated.register(discoveryRoutes(ctx));
      await authenticated.register(organizationRoutes(ctx));
      await authenticated.register(memberRoutes(ctx));
      await authenticated.register(magicLinkRoutes(ctx));
      await authenticated.register(otpRoutes(ctx));
      await authenticated.register(passwordRoutes(ctx));
      await authenticated.register(mfaRoutes(ctx));
      await authenticated.register(oauthRoutes(ctx));
      await authenticated.register(ssoRoutes(ctx));
      await authenticated.register(ssoTestRoutes(ctx));
      await authenticated.register(idpRoutes(ctx));
      await authenticated.register(scimRoutes(ctx));
      await authenticated.register(scimRequestLogRoutes(ctx));
      await authenticated.register(domainRoutes(ctx));
      await authenticated.register(portalRoutes(ctx));
      await authenticated.register(webauthnRoutes(ctx));
      await authenticated.register(sessionActivityRoutes(ctx));
    });
  });
  return cors;
}
