import {
  AuthenticateResponse,
  DiscoveryAuthenticateResponse,
  EmptyResponse,
  LoginOrSignupResponse,
  MemberResponse,
} from '@shelfscope/identity-client/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonBounds } from '../../platform/http/bounded-json.js';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { requireSession } from '../http/identity-http.js';
import { checkSessionDuration } from '../sessions/session-service.js';
import { authenticateMagicLink } from './authenticate.js';
import { authenticateDiscoveryLink, sendDiscoveryLink } from './discovery.js';
import { inviteMember } from './invite.js';
import {
  EmailAddress,
  IntermediateSessionToken,
  LinkExpiration,
  LinkToken,
  Locale,
  OrganizationId,
  PkceChallenge,
  PkceVerifier,
  RedirectUrl,
  SessionDuration,
  TemplateId,
} from './schemas.js';
import { sendLoginOrSignupLink } from './send-login-or-signup.js';

/** The client's default for magic-link authenticate when the app sets no duration (spec section 9). */
const MAGIC_LINK_SESSION_MINUTES = 30;

const UntrustedMetadata = z
  .record(z.string(), z.unknown())
  .superRefine(jsonBounds('untrusted_metadata', { maxDepth: 8, maxChars: 4096 }));

export const magicLinkRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sdk/v1/b2b/magic_links/email/login_or_signup',
      {
        schema: {
          tags: ['identity'],
          summary: 'Email a login link (member) or signup link (invited, pending or JIT) for an organization',
          body: z.object({
            email_address: EmailAddress,
            organization_id: OrganizationId,
            login_redirect_url: RedirectUrl,
            signup_redirect_url: RedirectUrl,
            pkce_code_challenge: PkceChallenge,
            login_template_id: TemplateId,
            signup_template_id: TemplateId,
            locale: Locale,
            login_expiration_minutes: LinkExpiration,
            signup_expiration_minutes: LinkExpiration,
          }),
          response: { 200: LoginOrSignupResponse },
        },
      },
      async (request) => {
        const body = request.body;
        const data = await sendLoginOrSignupLink(ctx, {
          emailAddress: body.email_address,
          organizationId: body.organization_id,
          loginRedirectUrl: body.login_redirect_url,
          signupRedirectUrl: body.signup_redirect_url,
          pkceCodeChallenge: body.pkce_code_challenge,
          loginExpirationMinutes: body.login_expiration_minutes,
          signupExpirationMinutes: body.signup_expiration_minutes,
          locale: body.locale,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/magic_links/authenticate',
      {
        schema: {
          tags: ['identity'],
          summary: 'Log in with an organization magic link (login, signup or invite)',
          body: z.object({
            magic_links_token: LinkToken,
            pkce_code_verifier: PkceVerifier,
            session_duration_minutes: SessionDuration,
            intermediate_session_token: IntermediateSessionToken,
            locale: Locale,
          }),
          response: { 200: AuthenticateResponse },
        },
      },
      async (request) => {
        const body = request.body;
        // Checked before the token is redeemed: a bad duration must not use up the link.
        const durationMinutes = checkSessionDuration(body.session_duration_minutes ?? MAGIC_LINK_SESSION_MINUTES);
        const data = await authenticateMagicLink(ctx, {
          token: body.magic_links_token,
          pkceCodeVerifier: body.pkce_code_verifier,
          durationMinutes,
          intermediateSessionToken: body.intermediate_session_token,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/magic_links/email/discovery/send',
      {
        schema: {
          tags: ['identity'],
          summary: 'Email a discovery link (proves the address, then lists its organizations)',
          body: z.object({
            email_address: EmailAddress,
            discovery_redirect_url: RedirectUrl,
            pkce_code_challenge: PkceChallenge,
            login_template_id: TemplateId,
            locale: Locale,
            discovery_expiration_minutes: LinkExpiration,
          }),
          response: { 200: EmptyResponse },
        },
      },
      async (request) => {
        const body = request.body;
        await sendDiscoveryLink(ctx, {
          emailAddress: body.email_address,
          redirectUrl: body.discovery_redirect_url,
          pkceCodeChallenge: body.pkce_code_challenge,
          expirationMinutes: body.discovery_expiration_minutes,
          locale: body.locale,
        });
        return identityOk(request, {});
      },
    );

    app.post(
      '/sdk/v1/b2b/magic_links/discovery/authenticate',
      {
        schema: {
          tags: ['identity'],
          summary: 'Redeem a discovery link for an intermediate session and the discovered organizations',
          body: z.object({ discovery_magic_links_token: LinkToken, pkce_code_verifier: PkceVerifier }),
          response: { 200: DiscoveryAuthenticateResponse },
        },
      },
      async (request) => {
        const data = await authenticateDiscoveryLink(ctx, {
          token: request.body.discovery_magic_links_token,
          pkceCodeVerifier: request.body.pkce_code_verifier,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/magic_links/email/invite',
      {
        schema: {
          tags: ['identity'],
          summary: "Invite an address into the session's organization (admins)",
          body: z.object({
            email_address: EmailAddress,
            name: z.string().max(255).optional(),
            roles: z.array(z.string().max(100)).max(20).optional(),
            untrusted_metadata: UntrustedMetadata.optional(),
            invite_redirect_url: RedirectUrl,
            invite_template_id: TemplateId,
            locale: Locale,
            invite_expiration_minutes: LinkExpiration,
          }),
          response: { 200: MemberResponse },
        },
      },
      async (request) => {
        const { member, organization } = await requireSession(ctx, request);
        const body = request.body;
        const data = await inviteMember(ctx, {
          inviter: member,
          organization,
          input: {
            emailAddress: body.email_address,
            name: body.name,
            roles: body.roles,
            untrustedMetadata: body.untrusted_metadata,
            redirectUrl: body.invite_redirect_url,
            expirationMinutes: body.invite_expiration_minutes,
            locale: body.locale,
          },
        });
        return identityOk(request, data);
      },
    );
  };
