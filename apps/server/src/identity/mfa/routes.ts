import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { requireSession } from '../http/identity-http.js';
import { IntermediateSessionToken, Locale, OrganizationId, SessionDuration } from '../magic-links/schemas.js';
import { findMemberById } from '../organizations/repo.js';
import { requireMemberPermission } from '../rbac/authorize.js';
import { checkSessionDuration } from '../sessions/session-service.js';
import { type MemberRow, memberWire, organizationWire } from '../wire.js';
import { resolveMfaCaller } from './caller.js';
import { getRecoveryCodes, recoverWithCode, rotateRecoveryCodes } from './recover.js';
import { authenticateSmsOtp, deletePhoneOf, sendSmsOtp } from './sms-otp.js';
import { authenticateTotp, createTotp, deleteTotpOf } from './totp.js';

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
      { schema: { tags: ['identity'], summary: "The signed-in member's unused backup codes" } },
      async (request) => {
        const { member, organization } = await requireSession(ctx, request);
        return identityOk(request, await getRecoveryCodes(ctx, member, organization));
      },
    );

    app.post(
      '/sdk/v1/b2b/recovery_codes/rotate',
      { schema: { tags: ['identity'], summary: 'Replace the signed-in member’s backup codes' } },
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

    // Remove a member's MFA phone number or authenticator app (and its backup codes), as the role
    // policy allows (stytch.self for one's own, stytch.member for another's): by member id
    // (member management) or the session's own member (self: deletePhoneNumber, deleteTOTP).
    type Removal = {
      summary: string;
      action: 'update.info.delete.mfa-phone' | 'update.info.delete.mfa-totp';
      remove: typeof deletePhoneOf;
    };
    const removeFor = async (
      request: FastifyRequest,
      removal: Removal,
      targetOf: (live: Awaited<ReturnType<typeof requireSession>>) => Promise<MemberRow | null>,
    ) => {
      const live = await requireSession(ctx, request);
      const { organization } = live;
      const target = await targetOf(live);
      if (!target || target.organizationId !== organization.organizationId || target.status === 'deleted') {
        throw identityError('member_not_found');
      }
      requireMemberPermission(ctx, live, target, removal.action);
      const updated = await removal.remove(ctx, target);
      return identityOk(request, {
        member_id: updated.memberId,
        member: memberWire(updated),
        organization: organizationWire(organization),
      });
    };
    const removals: { byId: string; self: string; removal: Removal }[] = [
      {
        byId: '/sdk/v1/b2b/organizations/members/mfa_phone_numbers/:member_id',
        self: '/sdk/v1/b2b/organizations/members/deletePhoneNumber',
        removal: { summary: 'MFA phone number', action: 'update.info.delete.mfa-phone', remove: deletePhoneOf },
      },
      {
        byId: '/sdk/v1/b2b/organizations/members/totp/:member_id',
        self: '/sdk/v1/b2b/organizations/members/deleteTOTP',
        removal: { summary: 'authenticator app', action: 'update.info.delete.mfa-totp', remove: deleteTotpOf },
      },
    ];
    for (const { byId, self, removal } of removals) {
      app.delete(
        byId,
        {
          schema: {
            tags: ['identity'],
            summary: `Remove a member's ${removal.summary}`,
            params: z.object({ member_id: MemberId }),
          },
        },
        (request) => removeFor(request, removal, () => findMemberById(ctx.db, request.params.member_id)),
      );
      app.delete(self, { schema: { tags: ['identity'], summary: `Remove your own ${removal.summary}` } }, (request) =>
        removeFor(request, removal, async (live) => live.member),
      );
    }
  };
