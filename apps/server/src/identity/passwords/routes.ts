import {
  AuthenticateResponse,
  DiscoveryAuthenticateResponse,
  EmptyResponse,
  ResetStartResponse,
  SessionPasswordResetResponse,
  StrengthCheckResponse,
} from '@shelfscope/identity-client/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { requireSession } from '../http/identity-http.js';
import { checkSessionDuration } from '../sessions/session-service.js';
import { authenticateWithPassword, resetWithExistingPassword } from './authenticate.js';
import { discoveryAuthenticate, discoveryReset, startDiscoveryReset } from './discovery.js';
import { MAX_PASSWORD_LENGTH } from './hashing.js';
import { resetByEmail, startResetByEmail } from './reset-by-email.js';
import { resetBySession } from './reset-by-session.js';
import { checkPasswordStrength } from './strength.js';

/** Checked by normalizeEmail (invalid_email, as the client expects), so only bounded here. */
const Email = z.string().max(320);
const Password = z.string().max(MAX_PASSWORD_LENGTH);
const Id = z.string().min(1).max(200);
const Token = z.string().min(1).max(200);
const Optional = z.string().max(2048).optional();
const Duration = z.number().int().optional();
/** Reset links live 10 minutes at most (security floor); a longer request is shortened. */
const ResetMinutes = z.number().int().min(1).max(10_080).optional();

/** Session length when the call gives none: 30 minutes for password login (spec section 9). */
const PASSWORD_LOGIN_MINUTES = 30;

const tags = ['identity'];

/**
 * The password endpoints of the B2B client. Field names are the official client's: the
 * organization reset sends code_challenge / code_verifier where the discovery reset sends
 * pkce_code_challenge / pkce_code_verifier, so both names are accepted everywhere.
 */
/** What both reset starts take (the client sends PKCE as pkce_code_challenge or code_challenge). */
const ResetStart = z.object({
  email_address: Email,
  reset_password_redirect_url: Optional,
  reset_password_expiration_minutes: ResetMinutes,
  reset_password_template_id: Optional,
  verify_email_template_id: Optional,
  locale: Optional,
  pkce_code_challenge: Optional,
  code_challenge: Optional,
});

export const passwordRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sdk/v1/b2b/passwords/strength_check',
      {
        schema: {
          tags,
          summary: "Check a password's strength under the project's policy",
          body: z.object({ email_address: Email.optional(), password: Password }),
          response: { 200: StrengthCheckResponse },
        },
      },
      async (request) => {
        const email = request.body.email_address?.trim().toLowerCase() || undefined;
        return identityOk(request, await checkPasswordStrength(ctx.config.identity, request.body.password, email));
      },
    );

    app.post(
      '/sdk/v1/b2b/passwords/authenticate',
      {
        schema: {
          tags,
          summary: 'Log in to an organization with email and password',
          body: z.object({
            organization_id: Id,
            email_address: Email,
            password: Password.min(1),
            session_duration_minutes: Duration,
            locale: Optional,
            intermediate_session_token: Token.optional(),
          }),
          response: { 200: AuthenticateResponse },
        },
      },
      async (request) => {
        const body = request.body;
        const data = await authenticateWithPassword(ctx, {
          organizationId: body.organization_id,
          emailAddress: body.email_address,
          password: body.password,
          durationMinutes: checkSessionDuration(body.session_duration_minutes ?? PASSWORD_LOGIN_MINUTES),
          intermediateSessionToken: body.intermediate_session_token,
          source: request.ip,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/passwords/email/reset/start',
      {
        schema: {
          tags,
          summary: 'Email a password reset link for one organization',
          body: ResetStart.extend({ organization_id: Id, login_redirect_url: Optional }),
          response: { 200: ResetStartResponse },
        },
      },
      async (request) => {
        const body = request.body;
        const data = await startResetByEmail(ctx, {
          organizationId: body.organization_id,
          emailAddress: body.email_address,
          loginRedirectUrl: body.login_redirect_url,
          resetPasswordRedirectUrl: body.reset_password_redirect_url,
          expirationMinutes: body.reset_password_expiration_minutes,
          pkceCodeChallenge: body.pkce_code_challenge ?? body.code_challenge,
          locale: body.locale,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/passwords/email/reset',
      {
        schema: {
          tags,
          summary: 'Set a new password with a reset link and log in',
          body: z.object({
            password_reset_token: Token,
            password: Password,
            session_duration_minutes: Duration,
            pkce_code_verifier: Optional,
            code_verifier: Optional,
            locale: Optional,
            intermediate_session_token: Token.optional(),
          }),
          response: { 200: AuthenticateResponse },
        },
      },
      async (request) => {
        const body = request.body;
        const data = await resetByEmail(ctx, {
          token: body.password_reset_token,
          password: body.password,
          durationMinutes: checkSessionDuration(body.session_duration_minutes),
          pkceCodeVerifier: body.pkce_code_verifier ?? body.code_verifier,
          intermediateSessionToken: body.intermediate_session_token,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/passwords/existing_password/reset',
      {
        schema: {
          tags,
          summary: 'Change a password by giving the current one, and log in',
          body: z.object({
            organization_id: Id,
            email_address: Email,
            existing_password: Password.min(1),
            new_password: Password,
            session_duration_minutes: Duration,
            locale: Optional,
          }),
          response: { 200: AuthenticateResponse },
        },
      },
      async (request) => {
        const body = request.body;
        const data = await resetWithExistingPassword(ctx, {
          organizationId: body.organization_id,
          emailAddress: body.email_address,
          existingPassword: body.existing_password,
          newPassword: body.new_password,
          durationMinutes: checkSessionDuration(body.session_duration_minutes),
          source: request.ip,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/passwords/session/reset',
      {
        schema: {
          tags,
          summary: "Set the logged-in member's password (other sessions end)",
          body: z.object({ password: Password }),
          response: { 200: SessionPasswordResetResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        const data = await resetBySession(ctx, {
          live,
          sessionToken: request.identitySessionToken ?? '',
          password: request.body.password,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/passwords/discovery/reset/start',
      {
        schema: {
          tags,
          summary: 'Email a password reset link for every organization of the address (discovery)',
          body: ResetStart.extend({ discovery_redirect_url: Optional }),
          response: { 200: EmptyResponse },
        },
      },
      async (request) => {
        const body = request.body;
        const data = await startDiscoveryReset(ctx, {
          emailAddress: body.email_address,
          discoveryRedirectUrl: body.discovery_redirect_url,
          resetPasswordRedirectUrl: body.reset_password_redirect_url,
          expirationMinutes: body.reset_password_expiration_minutes,
          pkceCodeChallenge: body.pkce_code_challenge ?? body.code_challenge,
          locale: body.locale,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/passwords/discovery/reset',
      {
        schema: {
          tags,
          summary: 'Set a new password with a discovery reset link; continue in discovery',
          body: z.object({
            password_reset_token: Token,
            password: Password,
            pkce_code_verifier: Optional,
            code_verifier: Optional,
            intermediate_session_token: Token.optional(),
          }),
          response: { 200: DiscoveryAuthenticateResponse },
        },
      },
      async (request) => {
        const body = request.body;
        const data = await discoveryReset(ctx, {
          token: body.password_reset_token,
          password: body.password,
          pkceCodeVerifier: body.pkce_code_verifier ?? body.code_verifier,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/passwords/discovery/authenticate',
      {
        schema: {
          tags,
          summary: 'Authenticate email and password without an organization (discovery)',
          body: z.object({ email_address: Email, password: Password.min(1) }),
          response: { 200: DiscoveryAuthenticateResponse },
        },
      },
      async (request) => {
        const data = await discoveryAuthenticate(ctx, {
          emailAddress: request.body.email_address,
          password: request.body.password,
          source: request.ip,
        });
        return identityOk(request, data);
      },
    );
  };
