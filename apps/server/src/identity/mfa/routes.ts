import {
  AuthenticateResponse,
  MfaMemberResponse,
  RecoverResponse,
  RecoveryCodesResponse,
  TotpAuthenticateResponse,
  TotpCreateResponse,
} from '@shelfscope/identity-client/wire';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { requireSession } from '../http/identity-http.js';
import { IntermediateSessionToken, Locale, OrganizationId, SessionDuration } from '../magic-links/schemas.js';
import { checkSessionDuration } from '../sessions/session-service.js';
import { resolveMfaCaller } from './caller.js';
import { getRecoveryCodes, recoverWithCode, rotateRecoveryCodes } from './recover.js';
import { removeSecondFactor, type SecondFactorKind } from './remove-factor.js';
import { authenticateSmsOtp, sendSmsOtp } from './sms-otp.js';
import { authenticateTotp, createTotp } from './totp.js';

const MemberId = z.string().min(1).max(200);
/** Format checked by the verbs (invalid_code for anything but 6 digits). */
const Code = z.string().max(20);
const SetMfaEnrollment = z.enum(['enroll', 'unenroll']).optional();
const Target = { member_id: MemberId, organization_id: OrganizationId, intermediate_session_token: IntermediateSessionToken };

export const mfaRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    const callerOf = (
      request: Parameters<typeof resolveMfaCaller>[1],
      body: { member_id: string; organization_id: string; intermediate_session_token?: string | undefined },
    ) =>
      resolveMfaCaller(ctx, request, {
        memberId: body.member_id,
        organizationId: body.organization_id,
        intermediateSessionToken: body.intermediate_session_token,
      });

    app.post(
      '/sdk/v1/b2b/totp',
      {
        schema: {
          tags: ['identity'],
          summary: 'Start enrolling an authenticator app: secret, QR code and backup codes',
          body: z.object({ ...Target, expiration_minutes: z.number().int().min(5).max(1440).optional() }),
          response: { 200: TotpCreateResponse },
        },
      },
      async (request) => identityOk(request, await createTotp(ctx, await callerOf(request, request.body))),
    );

    app.post(
      '/sdk/v1/b2b/totp/authenticate',
      {
        schema: {
          tags: ['identity'],
          summary: 'Prove an authenticator-app code (completes enrolment or the login)',
          body: z.object({
            ...Target,
            code: Code,
            session_duration_minutes: SessionDuration,
            set_mfa_enrollment: SetMfaEnrollment,
            set_default_mfa: z.boolean().optional(),
          }),
          response: { 200: TotpAuthenticateResponse },
        },
      },
      async (request) => {
        const body = request.body;
        const durationMinutes = checkSessionDuration(body.session_duration_minutes);
        const caller = await callerOf(request, body);
        const data = await authenticateTotp(ctx, caller, {
          code: body.code,
          durationMinutes,
          source: request.ip,
          setMfaEnrollment: body.set_mfa_enrollment,
          setDefaultMfa: body.set_default_mfa,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/recovery_codes/recover',
      {
        schema: {
          tags: ['identity'],
          summary: 'Prove a backup code instead of the authenticator app',
          body: z.object({ ...Target, recovery_code: z.string().min(1).max(64), session_duration_minutes: SessionDuration }),
          response: { 200: RecoverResponse },
        },
      },
      async (request) => {
        const body = request.body;
        const durationMinutes = checkSessionDuration(body.session_duration_minutes);
        const caller = await callerOf(request, body);
        return identityOk(
          request,
          await recoverWithCode(ctx, caller, { recoveryCode: body.recovery_code, durationMinutes, source: request.ip }),
        );
      },
    );

    app.get(
      '/sdk/v1/b2b/recovery_codes',
      {
        schema: {
          tags: ['identity'],
          summary: "The signed-in member's unused backup codes",
          response: { 200: RecoveryCodesResponse },
        },
      },
      async (request) => {
        const { member, organization } = await requireSession(ctx, request);
        return identityOk(request, await getRecoveryCodes(ctx, member, organization));
      },
    );

    app.post(
      '/sdk/v1/b2b/recovery_codes/rotate',
      {
        schema: {
          tags: ['identity'],
          summary: 'Replace the signed-in member’s backup codes',
          response: { 200: RecoveryCodesResponse },
        },
      },
      async (request) => {
        const { member, organization } = await requireSession(ctx, request);
        return identityOk(request, await rotateRecoveryCodes(ctx, member, organization));
      },
    );

    app.post(
      '/sdk/v1/b2b/otps/sms/send',
      {
        schema: {
          tags: ['identity'],
          summary: 'Text a passcode to a new MFA number (enrolment) or the enrolled one',
          body: z.object({ ...Target, mfa_phone_number: z.string().max(40).optional(), locale: Locale }),
          response: { 200: MfaMemberResponse },
        },
      },
      async (request) => {
        const caller = await callerOf(request, request.body);
        return identityOk(
          request,
          await sendSmsOtp(ctx, caller, { mfaPhoneNumber: request.body.mfa_phone_number, source: request.ip }),
        );
      },
    );

    app.post(
      '/sdk/v1/b2b/otps/sms/authenticate',
      {
        schema: {
          tags: ['identity'],
          summary: 'Prove a texted passcode (completes enrolment or the login)',
          body: z.object({
            ...Target,
            code: Code,
            session_duration_minutes: SessionDuration,
            set_mfa_enrollment: SetMfaEnrollment,
          }),
          response: { 200: AuthenticateResponse },
        },
      },
      async (request) => {
        const body = request.body;
        const durationMinutes = checkSessionDuration(body.session_duration_minutes);
        const caller = await callerOf(request, body);
        const data = await authenticateSmsOtp(ctx, caller, {
          code: body.code,
          durationMinutes,
          source: request.ip,
          setMfaEnrollment: body.set_mfa_enrollment,
        });
        return identityOk(request, data);
      },
    );

    // Remove a member's MFA phone number or authenticator app (and its backup codes): by member
    // id (member management) or the session's own member (self: deletePhoneNumber, deleteTOTP).
    const removals: { byId: string; self: string; summary: string; kind: SecondFactorKind }[] = [
      {
        byId: '/sdk/v1/b2b/organizations/members/mfa_phone_numbers/:member_id',
        self: '/sdk/v1/b2b/organizations/members/deletePhoneNumber',
        summary: 'MFA phone number',
        kind: 'phone',
      },
      {
        byId: '/sdk/v1/b2b/organizations/members/totp/:member_id',
        self: '/sdk/v1/b2b/organizations/members/deleteTOTP',
        summary: 'authenticator app',
        kind: 'totp',
      },
    ];
    const remove = async (request: FastifyRequest, memberId: string | null, kind: SecondFactorKind) =>
      identityOk(request, await removeSecondFactor(ctx, { live: await requireSession(ctx, request), memberId, kind }));
    for (const { byId, self, summary, kind } of removals) {
      app.delete(
        byId,
        {
          schema: {
            tags: ['identity'],
            summary: `Remove a member's ${summary}`,
            params: z.object({ member_id: MemberId }),
            response: { 200: MfaMemberResponse },
          },
        },
        (request) => remove(request, request.params.member_id, kind),
      );
      app.delete(
        self,
        { schema: { tags: ['identity'], summary: `Remove your own ${summary}`, response: { 200: MfaMemberResponse } } },
        (request) => remove(request, null, kind),
      );
    }
  };
