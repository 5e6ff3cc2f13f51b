import { randomUUID } from 'node:crypto';
import { type RunningServer, startServer } from './server.js';

/**
 * Identity API latency under 20 concurrent clients, against the built server on loopback:
 * (a) email passcode authenticate (discovery: a fresh code per request, sent up front to
 * distinct addresses) and (b) password authenticate (argon2id: CPU-bound by design).
 * Members are prepared through the HTTP API as the login widget does it.
 */
const CONCURRENCY = 20;
// Outgoing mail is a job queue that delivers about one message per 2 s (pg-boss, batch size 1,
// 2 s polling), which bounds how many fresh passcodes a run can collect in reasonable time.
const MEMBERS = 10; // with passwords, for (b); logins cycle over them
const OTP_REQUESTS = 60; // distinct addresses, one fresh code each, for (a)
const MAIL_WAIT_MS_PER_MESSAGE = 3_000;
const PASSWORD_REQUESTS = 200;
const PASSWORD = 'Violet-Harbor-Lantern-93!';
const REQUEST_TIMEOUT_MS = 30_000;
const BENCH_DEADLINE_MS = 10 * 60_000;

type Json = Record<string, unknown>;

class Api {
  private readonly deadline = Date.now() + BENCH_DEADLINE_MS;
  constructor(
    readonly url: string,
    private readonly publicToken: string,
  ) {}

  /** POST /sdk/v1{path} as the official client sends it; returns the status and the envelope's data. */
  async post(path: string, body: Json, sessionToken?: string): Promise<{ status: number; data: Json; body: Json }> {
    if (Date.now() > this.deadline) throw new Error('identity benchmark deadline passed');
    const auth = Buffer.from(`${this.publicToken}:${sessionToken ?? this.publicToken}`).toString('base64');
    const res = await fetch(`${this.url}/sdk/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const parsed = (await res.json()) as Json;
    return { status: res.status, data: (parsed.data as Json | undefined) ?? {}, body: parsed };
  }

  async ok(path: string, body: Json, sessionToken?: string): Promise<Json> {
    const res = await this.post(path, body, sessionToken);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.data;
  }

  /**
   * The passcode of the newest message to each address, polled (bounded) from the dev mailbox.
   * Outgoing mail is a job queue, so this waits for delivery.
   */
  async codes(addresses: string[], timeoutMs: number): Promise<Map<string, string>> {
    const wanted = new Set(addresses);
    const until = Date.now() + timeoutMs;
    for (;;) {
      const res = await fetch(`${this.url}/dev/mailbox/messages?limit=500`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const found = new Map<string, string>();
      for (const message of (await res.json()) as { to: string; text: string }[]) {
        const code = message.text.match(/\b(\d{6,10})\b/)?.[1];
        if (code && wanted.has(message.to) && !found.has(message.to)) found.set(message.to, code); // newest first
      }
      if (found.size === wanted.size) return found;
      if (Date.now() > until) throw new Error(`only ${found.size} of ${wanted.size} passcodes arrived within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Runs `work` over `items` with at most `concurrency` in flight. */
async function pool<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

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

type Timing = { ms: number; status: number };

/** Times each request of `run` with CONCURRENCY in flight. */
async function measure<T>(items: T[], run: (item: T) => Promise<number>) {
  const started = performance.now();
  const timings = await pool(items, CONCURRENCY, async (item): Promise<Timing> => {
    const t0 = performance.now();
    const status = await run(item);
    return { ms: performance.now() - t0, status };
  });
  const seconds = (performance.now() - started) / 1000;
  const failed = timings.filter((t) => t.status !== 200);
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  const pct = (p: number) => (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN).toFixed(1);
  return {
    p50: pct(50),
    p95: pct(95),
    max: pct(100),
    rps: (timings.length / seconds).toFixed(1),
    count: timings.length,
    failures: failed.length ? `${failed.length} (statuses ${[...new Set(failed.map((f) => f.status))].join(', ')})` : '0',
  };
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

    const otp = await measure(otpAddresses, async (address) => {
      const res = await api.post('/b2b/otps/email/discovery/authenticate', { email_address: address, code: code(address) });
      return res.status;
    });
    const logins = Array.from({ length: PASSWORD_REQUESTS }, (_, i) => members[i % members.length] as (typeof members)[number]);
    const password = await measure(logins, async ({ address, organizationId }) => {
      const res = await api.post('/b2b/passwords/authenticate', {
        organization_id: organizationId,
        email_address: address,
        password: PASSWORD,
        session_duration_minutes: 60,
      });
      return res.status === 200 && res.data.member_authenticated !== true ? -1 : res.status;
    });

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
