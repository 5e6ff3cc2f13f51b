import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

import { isServerBuildFresh } from '../../../scripts/build-stamps.mjs';
import { SERVER_NODE_FLAGS } from '../node-flags.mjs';

// Test support: the server run as a real process on loopback.

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * From its build when the build is of the sources as they are (CI builds before it tests; so does
 * `npm ci`), else from the TypeScript sources through tsx. Compiling the server with tsx at each
 * start cost about 1.7 s of CPU a process (3.4 s against 1.8 s to load, measured), and the
 * process tests start some twenty servers a run. Checked once per worker: sources do not change
 * under a running suite. TEST_SERVER_FROM=source or =build forces one.
 */
let entry: string[] | undefined;
function serverEntry(): string[] {
  const from = process.env.TEST_SERVER_FROM ?? (isServerBuildFresh() ? 'build' : 'source');
  entry ??=
    from === 'build'
      ? [...SERVER_NODE_FLAGS, 'dist/main.js']
      : ['--conditions=@shelfscope/source', '--import', 'tsx', 'src/main.ts'];
  return entry;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type Running = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

export function startServer(env: Record<string, string>): Running {
  let output = '';
  const child = spawn(process.execPath, serverEntry(), {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

// Generous: from its sources the server compiles its TypeScript with tsx at start, which on two
// busy cores (the rest of the suite runs beside it) has taken over 45 s.
export async function waitForHealth(port: number, running: Running, timeoutMs = 100_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${running.output()}`);
}

/**
 * A new company signed up over HTTP, as a user does (email code from the dev mailbox, then the
 * organization); `jwt()` mints a fresh five-minute session JWT from the session, which outlives
 * a restart of the server on the same data.
 */
export async function signUpOverHttp(
  url: string,
  name: string,
): Promise<{ jwt: () => Promise<string>; sessionToken: string; email: string }> {
  const project = (await (await fetch(`${url}/dev/project`)).json()) as { public_token: string };
  const call = async (path: string, body: Record<string, unknown>, session?: string) => {
    const auth = Buffer.from(`${project.public_token}:${session ?? project.public_token}`).toString('base64');
    const res = await fetch(`${url}/sdk/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const parsed = (await res.json()) as { data?: Record<string, unknown> };
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(parsed).slice(0, 300)}`);
    return parsed.data ?? {};
  };
  const email = `resume-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await call('/b2b/otps/email/discovery/send', { email_address: email });
  let code: string | undefined;
  for (let attempt = 0; attempt < 120 && !code; attempt++) {
    const messages = (await (await fetch(`${url}/dev/mailbox/messages?limit=50`)).json()) as { to: string; text: string }[];
    code = messages.find((m) => m.to === email)?.text.match(/\b(\d{6,10})\b/)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!code) throw new Error(`no passcode for ${email} in the dev mailbox`);
  const discovered = await call('/b2b/otps/email/discovery/authenticate', { email_address: email, code });
  const created = await call('/b2b/discovery/organizations/create', {
    intermediate_session_token: discovered.intermediate_session_token,
    organization_name: name,
    session_duration_minutes: 240,
  });
  const session = created.session_token as string;
  return {
    jwt: async () => (await call('/b2b/sessions/authenticate', {}, session)).session_jwt as string,
    sessionToken: session,
    email,
  };
}

export type StreamEvent = { event: string; data: Record<string, unknown> };

/** Opens a member's SSE stream (GET /api/Notification/stream) and collects its events until closed. */
export async function openEventStream(url: string, ticket: string) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/Notification/stream?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted, or the server went away
    }
  })();
  const close = async () => {
    controller.abort();
    await reading;
  };
  /** Resolves when the server ends the stream (or it is closed here). */
  return { res, events, close, ended: reading };
}
