import {
  AuthenticateResponse,
  DiscoveryAuthenticateResponse,
  EmptyResponse,
  LoginOrSignupResponse,
} from '@shelfscope/identity-client/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import {
  EmailAddress,
  IntermediateSessionToken,
  Locale,
  OrganizationId,
  SessionDuration,
  TemplateId,
} from '../magic-links/schemas.js';
import { checkSessionDuration } from '../sessions/session-service.js';
import { authenticateCode } from './authenticate.js';
import { authenticateDiscoveryCode, sendDiscoveryCode } from './discovery.js';
import { sendLoginOrSignupCode } from './send-login-or-signup.js';

/** Format checked by redeemCode (invalid_code for anything but 6 digits). */
const Code = z.string().max(20);
/** Passcode lifetimes the client may ask for (the provider's range); the issuer caps them at 10. */
const CodeExpiration = z.number().int().min(2).max(15).optional();

export const otpRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sdk/v1/b2b/otps/email/login_or_signup',
      {
        schema: {
          tags: ['identity'],
          summary: 'Email a passcode to log in to or sign up for an organization',
          body: z.object({
            email_address: EmailAddress,
            organization_id: OrganizationId,
            login_template_id: TemplateId,
            signup_template_id: TemplateId,
            locale: Locale,
            login_expiration_minutes: CodeExpiration,
            signup_expiration_minutes: CodeExpiration,
          }),
          response: { 200: LoginOrSignupResponse },
        },
      },
      async (request) => {
        const body = request.body;
        const data = await sendLoginOrSignupCode(ctx, {
          emailAddress: body.email_address,
          organizationId: body.organization_id,
          loginExpirationMinutes: body.login_expiration_minutes,
          signupExpirationMinutes: body.signup_expiration_minutes,
          locale: body.locale,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/otps/email/authenticate',
      {
        schema: {
          tags: ['identity'],
          summary: 'Log in to an organization with an emailed passcode',
          body: z.object({
            email_address: EmailAddress,
            organization_id: OrganizationId,
            code: Code,
            session_duration_minutes: SessionDuration,
            intermediate_session_token: IntermediateSessionToken,
            locale: Locale,
          }),
          response: { 200: AuthenticateResponse },
        },
      },
      async (request) => {
        const body = request.body;
        // Checked before the code: a bad duration must not spend an attempt.
        const durationMinutes = checkSessionDuration(body.session_duration_minutes);
        const data = await authenticateCode(ctx, {
          emailAddress: body.email_address,
          organizationId: body.organization_id,
          code: body.code,
          durationMinutes,
          intermediateSessionToken: body.intermediate_session_token,
          source: request.ip,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/otps/email/discovery/send',
      {
        schema: {
          tags: ['identity'],
          summary: 'Email a discovery passcode',
          body: z.object({
            email_address: EmailAddress,
            login_template_id: TemplateId,
            locale: Locale,
            discovery_expiration_minutes: CodeExpiration,
          }),
          response: { 200: EmptyResponse },
        },
      },
      async (request) => {
        await sendDiscoveryCode(ctx, {
          emailAddress: request.body.email_address,
          expirationMinutes: request.body.discovery_expiration_minutes,
          locale: request.body.locale,
        });
        return identityOk(request, {});
      },
    );

    app.post(
      '/sdk/v1/b2b/otps/email/discovery/authenticate',
      {
        schema: {
          tags: ['identity'],
          summary: 'Redeem a discovery passcode for an intermediate session and the discovered organizations',
          body: z.object({ email_address: EmailAddress, code: Code }),
          response: { 200: DiscoveryAuthenticateResponse },
        },
      },
      async (request) => {
        const data = await authenticateDiscoveryCode(ctx, { emailAddress: request.body.email_address, code: request.body.code });
        return identityOk(request, data);
      },
    );
  };
