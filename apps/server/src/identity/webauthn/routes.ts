import {
  WebauthnAuthenticateResponse,
  WebauthnAuthenticateStartResponse,
  WebauthnRegisterResponse,
  WebauthnRegisterStartResponse,
  WebauthnRegistrationDeleteResponse,
  WebauthnRegistrationsResponse,
} from '@shelfscope/identity-client/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { requireSession } from '../http/identity-http.js';
import { checkSessionDuration } from '../sessions/session-service.js';
import { authenticatePasskey, type SecondFactorTarget, startAuthentication } from './authenticate.js';
import { listPasskeys, removePasskey } from './manage.js';
import { finishRegistration, startRegistration } from './register.js';
import { AuthenticateBody, AuthenticateStartBody, RegisterBody, RegisterStartBody, RegistrationParams } from './schemas.js';

const tags = ['identity'];

/** A second-factor ceremony names its member; without one the call is a primary sign-in. */
function targetOf(body: {
  organization_id?: string | undefined;
  member_id?: string | undefined;
  intermediate_session_token?: string | undefined;
}): SecondFactorTarget | null {
  if (!body.member_id || !body.organization_id) return null;
  return {
    organizationId: body.organization_id,
    memberId: body.member_id,
    intermediateSessionToken: body.intermediate_session_token,
  };
}

/**
 * Passkeys (docs/identity.md, "Passkeys"): shaped like the provider's consumer WebAuthn
 * endpoints, under /sdk/v1/b2b/webauthn/. Additions: no call of the official B2B client changes.
 */
export const webauthnRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sdk/v1/b2b/webauthn/register/start',
      {
        schema: {
          tags,
          summary: 'Start registering a passkey for the signed-in member',
          body: RegisterStartBody,
          response: { 200: WebauthnRegisterStartResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        return identityOk(request, await startRegistration(ctx, live, { authenticatorType: request.body.authenticator_type }));
      },
    );

    app.post(
      '/sdk/v1/b2b/webauthn/register',
      {
        schema: {
          tags,
          summary: 'Keep the passkey the authenticator created',
          body: RegisterBody,
          response: { 200: WebauthnRegisterResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        const { public_key_credential: credential, name } = request.body;
        return identityOk(request, await finishRegistration(ctx, live, { credential: credential as never, name }));
      },
    );

    app.post(
      '/sdk/v1/b2b/webauthn/authenticate/start',
      {
        schema: {
          tags,
          summary: 'Start a passkey sign-in (primary, or a second factor)',
          body: AuthenticateStartBody,
          response: { 200: WebauthnAuthenticateStartResponse },
        },
      },
      async (request) => identityOk(request, await startAuthentication(ctx, request, targetOf(request.body))),
    );

    app.post(
      '/sdk/v1/b2b/webauthn/authenticate',
      {
        schema: {
          tags,
          summary: 'Sign in with a passkey',
          body: AuthenticateBody,
          response: { 200: WebauthnAuthenticateResponse },
        },
      },
      async (request) => {
        const body = request.body;
        const durationMinutes = checkSessionDuration(body.session_duration_minutes);
        const data = await authenticatePasskey(ctx, request, {
          credential: body.public_key_credential as never,
          durationMinutes,
          organizationId: body.organization_id,
          target: targetOf(body),
          userAgent: request.headers['user-agent'] ?? '',
        });
        return identityOk(request, data);
      },
    );

    app.get(
      '/sdk/v1/b2b/webauthn/registrations',
      {
        schema: {
          tags,
          summary: "The signed-in member's passkeys, with their last use",
          response: { 200: WebauthnRegistrationsResponse },
        },
      },
      async (request) => {
        const { member } = await requireSession(ctx, request);
        return identityOk(request, await listPasskeys(ctx, member));
      },
    );

    app.delete(
      '/sdk/v1/b2b/webauthn/registrations/:webauthn_registration_id',
      {
        schema: {
          tags,
          summary: 'Remove one of your passkeys',
          params: RegistrationParams,
          response: { 200: WebauthnRegistrationDeleteResponse },
        },
      },
      async (request) => {
        const { member } = await requireSession(ctx, request);
        return identityOk(request, await removePasskey(ctx, member, request.params.webauthn_registration_id));
      },
    );
  };
