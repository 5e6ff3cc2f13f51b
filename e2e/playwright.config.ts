import { createECDH } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** Where official-ui.spec.ts serves its host page: another origin, an allowed redirect URL. */
export const OFFICIAL_UI_ORIGIN = `http://localhost:${PORT + 1}`;
/** Where widget-embed.spec.ts serves a page embedding the released widget: another site, allowed to call the identity API. */
export const EMBED_ORIGIN = `http://localhost:${PORT + 2}`;
/** Where oidc-relying-party.spec.ts serves a browser app signing in with oidc-client-ts: another site, allowed to call the token endpoint. */
export const RELYING_PARTY_ORIGIN = `http://localhost:${PORT + 3}`;

/** Debian's Chromium, started so it never reaches for the network (this machine has none). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/**
 * Chromium for a page on one loopback origin (localhost) calling the server on another
 * (127.0.0.1): its local-network-access prompt is off (the cross-origin specs use it).
 */
export const CROSS_LOOPBACK_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    ...CHROMIUM_ARGS,
    '--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessSendPreflights,BlockInsecurePrivateNetworkRequests',
  ],
};

/** A VAPID key pair for this run (what `npx web-push generate-vapid-keys` makes): web push on (web-push.spec.ts). */
const vapid = createECDH('prime256v1');
vapid.generateKeys();

export default defineConfig({
  testDir: './tests',
  // Each shard (one playwright process, one server, one worker: .ci/run runs two side by side)
  // keeps its artifacts apart.
  outputDir: `./artifacts/test-results${process.env.E2E_SHARD ? `-${process.env.E2E_SHARD}` : ''}`,
  // One worker per server: most specs share the demo company's data. CI runs the spec files in
  // shards side by side instead (.ci/run: `--shard`, each with its own E2E_PORT and so its own
  // server and fresh database).
  fullyParallel: false,
  workers: 1,
  // In CI a failed test runs once more; the run's report counts it as flaky (count-results.mjs
  // prints how many), and a flaky test is a defect to fix, not a pass to forget.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON ?? '../.ci/out/playwright.json' }]]
    : [['list']],
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs a third of a test's time (DOM snapshots at every action: four specs
    // took 57 to 63 s with it, 42 to 45 s without, alternating, same machine). In CI a failed test
    // runs again with a trace (what a trace is for); locally, with no retry, a failure keeps its
    // trace. E2E_TRACE sets another mode (on, off, retain-on-failure, on-first-retry).
    trace:
      (process.env.E2E_TRACE as 'on' | 'off' | 'on-first-retry' | 'retain-on-failure' | undefined) ??
      (process.env.CI ? 'on-first-retry' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    // The web app's service worker (docs/scanner.md) would answer page loads and files from its
    // cache, out of sight of a test's request routes; only web-scanner.spec.ts, which tests it,
    // lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The built app served by the real server, on a fresh embedded database for this run.
    command: ['node', ...SERVER_NODE_FLAGS, '../apps/server/dist/main.js'].join(' '),
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // A bound, not a measure: an idle machine starts it in a few seconds, a loaded one (several
    // suites at once) took 60 to 130 s, and a start that never comes still fails here
    // (E2E_SERVER_TIMEOUT_MS sets another bound).
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 180_000),
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shelfscope-e2e-')),
      DATABASE_URL: '',
      // Every test's browser signs in from 127.0.0.1, a few hundred identity calls in three
      // minutes: the per-address limit (120 a minute) would throttle the run itself, as it did
      // once in CI. The limit has its own tests in the server's suite.
      IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '100000',
      // Likewise the seller API's per-member limit: most specs are the demo member's.
      API_RATE_LIMIT_MEMBER_PER_MINUTE: '100000',
      // A second origin of the same server (localhost beside 127.0.0.1), allowed to call the
      // identity API: web-members.spec.ts checks CORS from a page on another origin.
      // The page of widget-embed.spec.ts (another site embedding the released widget) is one too,
      // and so is the browser app of oidc-relying-party.spec.ts (its token calls are cross-origin).
      IDENTITY_ALLOWED_ORIGINS: `http://localhost:${PORT},${EMBED_ORIGIN},${RELYING_PARTY_ORIGIN}`,
      // The official prebuilt UI's host page (official-ui.spec.ts): OAuth and SSO come back to it.
      IDENTITY_REDIRECT_URLS: `${OFFICIAL_UI_ORIGIN}/authenticate`,
      VAPID_PUBLIC_KEY: vapid.getPublicKey('base64url'),
      // 32 bytes, as web-push requires (a key with leading zero bytes comes out shorter).
      VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32), vapid.getPrivateKey()])
        .subarray(-32)
        .toString('base64url'),
    },
  },
});
