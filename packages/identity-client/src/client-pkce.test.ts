import { afterEach, describe, expect, it } from 'vitest';
import { PKCE_STORAGE_PREFIX, pkceChallenge } from './pkce.js';
import { disposeClients, makeClient, PUBLIC_TOKEN } from './test-support/client.js';
import { bodyObject, ok, resetBrowser } from './test-support/fake-fetch.js';
import { doneResponse } from './test-support/fixtures.js';

afterEach(() => {
  disposeClients();
  resetBrowser();
});

const key = (flow: string) => `${PKCE_STORAGE_PREFIX}${PUBLIC_TOKEN}::${flow}`;
const routes = {
  'POST /b2b/magic_links/email/login_or_signup': () => ok(),
  'POST /b2b/magic_links/email/discovery/send': () => ok(),
  'POST /b2b/magic_links/authenticate': () => ok(doneResponse()),
  'POST /b2b/passwords/email/reset/start': () => ok(),
  'POST /b2b/passwords/email/reset': () => ok(doneResponse()),
};

describe('PKCE gating by bootstrap flags', () => {
  it('sends a challenge with magic links when required, then the matching verifier, then forgets the pair', async () => {
    const { client, server } = makeClient(routes, { bootstrap: { pkce_required_for_email_magic_links: true } });
    await client.magicLinks.email.loginOrSignup({ organization_id: 'o', email_address: 'e@x.io' });
    const challenge = bodyObject(server.calls.at(-1)).pkce_code_challenge;
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = JSON.parse(localStorage.getItem(key('magic_links')) ?? 'null') as { code_verifier: string };
    expect(await pkceChallenge(stored.code_verifier)).toBe(challenge);
    await client.magicLinks.authenticate({ magic_links_token: 'mlt' });
    expect(bodyObject(server.calls.at(-1)).pkce_code_verifier).toBe(stored.code_verifier);
    expect(localStorage.getItem(key('magic_links'))).toBeNull();
  });

  it('sends no challenge when not required and clears a stored pair', async () => {
    localStorage.setItem(key('magic_links'), JSON.stringify({ code_challenge: 'c', code_verifier: 'v' }));
    const { client, server } = makeClient(routes);
    await client.magicLinks.email.discovery.send({ email_address: 'e@x.io' });
    expect(server.calls.at(-1)?.body).toEqual({ email_address: 'e@x.io' });
    expect(localStorage.getItem(key('magic_links'))).toBeNull();
  });

  it('gates password resets on pkce_required_for_password_resets only', async () => {
    const { client, server } = makeClient(routes, {
      bootstrap: { pkce_required_for_password_resets: true, pkce_required_for_email_magic_links: false },
    });
    await client.passwords.resetByEmailStart({ organization_id: 'o', email_address: 'e@x.io' });
    expect(bodyObject(server.calls.at(-1)).pkce_code_challenge).toEqual(expect.any(String));
    await client.magicLinks.email.loginOrSignup({ organization_id: 'o', email_address: 'e@x.io' });
    expect(server.calls.at(-1)?.body).not.toHaveProperty('pkce_code_challenge');
    const verifier = (JSON.parse(localStorage.getItem(key('passwords')) ?? 'null') as { code_verifier: string }).code_verifier;
    await client.passwords.resetByEmail({ password_reset_token: 't', password: 'p' });
    expect(bodyObject(server.calls.at(-1)).pkce_code_verifier).toBe(verifier);
  });

  it('ignores a malformed stored pair with a warning', async () => {
    localStorage.setItem(key('magic_links'), '{broken');
    const { client, server, warnings } = makeClient(routes);
    await client.magicLinks.authenticate({ magic_links_token: 'mlt' });
    expect(server.calls.at(-1)?.body).not.toHaveProperty('pkce_code_verifier');
    expect(warnings.some((w) => String(w[0]).includes('malformed PKCE'))).toBe(true);
  });
});

describe('logEvent', () => {
  it('queues telemetry events for POST /sdk/v1/events', async () => {
    const { client, server } = makeClient({ 'POST /events': () => ok() });
    client.logEvent({ name: 'render_login_screen', details: { flow: 'discovery' } });
    await new Promise((r) => setTimeout(r, 900));
    const call = server.calls.find((c) => c.path === '/events');
    expect(call?.headers.Authorization).toBeUndefined();
    expect(call?.body).toEqual([
      {
        telemetry: expect.objectContaining({ sdk: expect.any(Object) }),
        event: { public_token: PUBLIC_TOKEN, event_name: 'render_login_screen', details: { flow: 'discovery' } },
      },
    ]);
  });
});
