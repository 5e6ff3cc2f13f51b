import { randomUUID } from 'node:crypto';
import { Api, type Json, measure, pool } from './lib.js';
import { type RunningServer, startServer } from './server.js';

/**
 * Identity API latency under 20 concurrent clients, against the built server on loopback:
 * (a) email passcode authenticate (discovery: a fresh code per request, sent up front to
 * distinct addresses) and (b) password authenticate (argon2id: CPU-bound by design).
 * Members are prepared through the HTTP API as the login widget does it.
 */
const CONCURRENCY = 20;
// Each passcode request needs a fresh code by email, which bounds the sample size sensibly.
const MEMBERS = 10; // with passwords, for (b); logins cycle over them
const OTP_REQUESTS = 60; // distinct addresses, one fresh code each, for (a)
const MAIL_WAIT_MS_PER_MESSAGE = 3_000;
const PASSWORD_REQUESTS = 200;
const PASSWORD = 'Violet-Harbor-Lantern-93!';

const email = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@bench.example.com`;

/** A member with a session in a new organization and a password: passcode sign-up, create, set password. */
async function prepareMember(api: Api, address: string, code: string) {
  const discovered = await api.ok('/b2b/otps/email/discovery/authenticate', { email_address: address, code });
  const created = await api.ok('/b2b/discovery/organizations/create', {
    intermediate_session_token: discovered.intermediate_session_token,
    organization_name: 'Bench Books',
    organization_slug: `bench-${randomUUID().slice(0, 12)}`,
    session_duration_minutes: 60,
  });
  await api.ok('/b2b/passwords/session/reset', { password: PASSWORD }, created.session_token as string);
  return { address, organizationId: (created.organization as Json).organization_id as string };
}

export async function identityBench(): Promise<Record<string, string>> {
  const server: RunningServer = await startServer({
    DEV_TOOLS: '1',
    // One client IP makes every request here; the per-IP limit is not what is measured.
    IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '1000000',
  });
  try {
    const project = (await (await fetch(`${server.url}/dev/project`)).json()) as { public_token: string };
    const api = new Api(server.url, project.public_token);

    // Every passcode is sent up front (one per distinct address), then collected from the mailbox.
    const prepStarted = performance.now();
    const memberAddresses = Array.from({ length: MEMBERS }, () => email('pw'));
    const otpAddresses = Array.from({ length: OTP_REQUESTS }, () => email('otp'));
    const all = [...memberAddresses, ...otpAddresses];
    await pool(all, CONCURRENCY, (address) => api.ok('/b2b/otps/email/discovery/send', { email_address: address }));
    const codes = await api.codes(all, MAIL_WAIT_MS_PER_MESSAGE * all.length + 30_000);
    const mailSeconds = (performance.now() - prepStarted) / 1000;
    const code = (address: string) => codes.get(address) ?? '';
    const members = await pool(memberAddresses, CONCURRENCY, (address) => prepareMember(api, address, code(address)));
    const prepSeconds = (performance.now() - prepStarted) / 1000;

    const otp = await measure(
      otpAddresses,
      async (address) => {
        const res = await api.post('/b2b/otps/email/discovery/authenticate', { email_address: address, code: code(address) });
        return res.status;
      },
      CONCURRENCY,
    );
    const logins = Array.from({ length: PASSWORD_REQUESTS }, (_, i) => members[i % members.length] as (typeof members)[number]);
    const password = await measure(
      logins,
      async ({ address, organizationId }) => {
        const res = await api.post('/b2b/passwords/authenticate', {
          organization_id: organizationId,
          email_address: address,
          password: PASSWORD,
          session_duration_minutes: 60,
        });
        return res.status === 200 && res.data.member_authenticated !== true ? -1 : res.status;
      },
      CONCURRENCY,
    );

    return {
      'prepared (members with password / passcodes for the OTP run)': `${MEMBERS} / ${OTP_REQUESTS} in ${prepSeconds.toFixed(1)} s`,
      'mail delivery (send to last passcode in the mailbox)': `${all.length} messages in ${mailSeconds.toFixed(1)} s (${(all.length / mailSeconds).toFixed(2)}/s)`,
      [`email OTP authenticate, ${CONCURRENCY} concurrent: p50 / p95 / max (ms)`]: `${otp.p50} / ${otp.p95} / ${otp.max}`,
      'email OTP authenticate: requests, per second, failures': `${otp.count}, ${otp.rps}/s, ${otp.failures}`,
      [`password authenticate, ${CONCURRENCY} concurrent: p50 / p95 / max (ms)`]: `${password.p50} / ${password.p95} / ${password.max}`,
      'password authenticate: requests, per second, failures': `${password.count}, ${password.rps}/s, ${password.failures}`,
    };
  } finally {
    await server.stop();
  }
}
