import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { primaryLogin, sdk, seedMember, seedOrganization } from '../../../test/identity.js';
import { uniquePhone } from '../../../test/mfa-support.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { twilioStandIn } from '../../../test/twilio-stand-in.js';
import { twilioSender } from '../sms/sender.js';

/** SMS sending through Twilio's REST API (a loopback stand-in for it), and the per-address limit. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function atMfaStep() {
  const { organization } = await seedOrganization(ctx, { mfaPolicy: 'REQUIRED_FOR_ALL' });
  const member = await seedMember(ctx, organization.organizationId);
  const { ist } = await primaryLogin(ctx, member.emailAddress, organization.organizationId);
  return { organization_id: organization.organizationId, member_id: member.memberId, intermediate_session_token: ist };
}

const closers: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(closers.map((close) => close())));

/** Twilio (a loopback stand-in) answering every message with `answer`. */
async function twilioAnswering(answer: { status: number; body: unknown }) {
  const twilio = await twilioStandIn(answer);
  closers.push(twilio.close);
  const config = {
    accountSid: 'AC00000000000000000000000000000000',
    authToken: 't',
    from: '+16505550100',
    messagingServiceSid: undefined,
  };
  return twilioSender(config, { baseUrl: twilio.baseUrl });
}

describe('sending texts', () => {
  it('maps a carrier refusal to unsubscribed_phone_number, and the code is withdrawn', async () => {
    const devOutbox = ctx.services.identity.sms;
    ctx.services.identity.sms = await twilioAnswering({
      status: 400,
      body: { code: 21610, message: 'unsubscribed', status: 400 },
    });
    try {
      const target = await atMfaStep();
      const res = await sdk(ctx, 'POST', '/b2b/otps/sms/send', { ...target, mfa_phone_number: uniquePhone() });
      expect(res.status).toBe(400);
      expect(res.body.error_type).toBe('unsubscribed_phone_number');
      const failed = await twilioAnswering({ status: 500, body: { code: 20500, message: 'Internal', status: 500 } });
      ctx.services.identity.sms = failed;
      const down = await sdk(ctx, 'POST', '/b2b/otps/sms/send', { ...target, mfa_phone_number: uniquePhone() });
      expect(down.status).toBe(502);
      expect(down.body.error_type).toBe('sms_delivery_failed');
      const noCode = await sdk(ctx, 'POST', '/b2b/otps/sms/authenticate', {
        ...target,
        code: '123456',
        session_duration_minutes: 60,
      });
      expect(noCode.body.error_type).toBe('otp_code_not_found');
    } finally {
      ctx.services.identity.sms = devOutbox;
    }
  });

  it('limits texts per caller address across numbers (429 with Retry-After)', async () => {
    // Its own app: every injected request comes from 127.0.0.1, so the count starts at zero here.
    const limited = await createTestApp({ IDENTITY_SMS_PER_IP_PER_HOUR: '3', IDENTITY_SMS_PER_NUMBER_PER_HOUR: '100' });
    try {
      const { organization } = await seedOrganization(limited, { mfaPolicy: 'REQUIRED_FOR_ALL' });
      const member = await seedMember(limited, organization.organizationId);
      const { ist } = await primaryLogin(limited, member.emailAddress, organization.organizationId);
      const target = {
        organization_id: organization.organizationId,
        member_id: member.memberId,
        intermediate_session_token: ist,
      };
      const send = () => sdk(limited, 'POST', '/b2b/otps/sms/send', { ...target, mfa_phone_number: uniquePhone() });
      const statuses = [(await send()).status, (await send()).status, (await send()).status];
      const refused = await send();
      expect([...statuses, refused.status]).toEqual([200, 200, 200, 429]);
      expect(refused.body.error_type).toBe('too_many_requests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
