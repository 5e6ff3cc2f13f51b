import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreens } from '../../test/screen-api';
import ConnectedAppPage from './connected-app-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState({}, '', '/');
});
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

const PAGES = [
  { path: '/oauth/authorize', component: ConnectedAppPage },
  { path: '/oauth/logout', component: ConnectedAppPage },
];

const envelope = (data: Record<string, unknown>) => ({
  body: { status_code: 200, request_id: 'req', data: { ...data, status_code: 200, request_id: 'req' } },
});

/** The identity API as the widget's own client reaches it (global fetch), at the network boundary. */
const identityCalls = (call: { path: string }) => {
  if (call.path.startsWith('/sdk/v1/projects/bootstrap/'))
    return envelope({ project_name: 'ShelfScope', disable_sdk_watermark: true, vertical: 'B2B', email_domains: [] });
  if (call.path === '/sdk/v1/events') return envelope({});
  if (call.path === '/sdk/v1/idp/b2b/oauth/authorize/start')
    return envelope({
      client: { client_id: 'ca-1', client_type: 'third_party', client_name: 'Ledger', client_description: '' },
      consent_required: true,
      scope_results: [{ scope: 'openid', is_grantable: true, description: '' }],
    });
  if (call.path === '/sdk/v1/b2b/oauth/logout/start')
    return envelope({ redirect_uri: 'https://rp.example/bye', consent_required: true });
  return undefined;
};

/** Opens a page: the widget reads the request from the real address, the router from its own history. */
async function open(path: string) {
  window.history.replaceState({}, '', path);
  return renderScreens(path, PAGES, identityCalls);
}

describe('connected-app pages', () => {
  it('/oauth/authorize shows the consent screen of the request in the address', async () => {
    const { calls } = await open('/oauth/authorize?client_id=ca-1&redirect_uri=https%3A%2F%2Frp.example%2Fcb&scope=openid');
    expect(await screen.findByRole('heading', { name: 'Sign in to Ledger with ShelfScope' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Allow' })).toBeTruthy();
    const start = calls.find((c) => c.path === '/sdk/v1/idp/b2b/oauth/authorize/start');
    expect(start?.body).toEqual({
      client_id: 'ca-1',
      redirect_uri: 'https://rp.example/cb',
      response_type: 'code',
      scopes: ['openid'],
    });
  });

  it('/oauth/authorize without client_id says which parameter is missing', async () => {
    await open('/oauth/authorize?redirect_uri=https%3A%2F%2Frp.example%2Fcb');
    expect(
      await screen.findByText('Required parameter is missing: client_id. Please reach out to the application developer.'),
    ).toBeTruthy();
  });

  it('/oauth/logout asks "Log out?" when the server wants confirmation', async () => {
    const { calls } = await open('/oauth/logout?client_id=ca-1&post_logout_redirect_uri=https%3A%2F%2Frp.example%2Fbye&state=s1');
    expect(await screen.findByRole('heading', { name: 'Log out?' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/sdk/v1/b2b/oauth/logout/start')?.body).toEqual({
        client_id: 'ca-1',
        post_logout_redirect_uri: 'https://rp.example/bye',
        state: 's1',
      }),
    );
  });
});
