import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiAnswer, renderScreens } from '../../../test/screen-api';
import PortalPage, { PORTAL_TOKEN_KEY } from './portal-page';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 4_000 });

const SESSION = {
  member_session_id: 'member-session-portal',
  organization_id: 'o',
  organization_name: 'Harbor Goods',
  created_by_email: 'ada@harbor.example',
  expires_at: '2026-11-29T18:00:00Z',
  areas: ['sso', 'scim', 'domains'],
};
/** The identity API's envelopes, as the server answers them. */
const answer = (data: Record<string, unknown>): ApiAnswer => ({
  body: { status_code: 200, request_id: 'r', data: { ...data, status_code: 200, request_id: 'r' } },
});
const USED: ApiAnswer = {
  status: 404,
  body: {
    status_code: 404,
    request_id: 'r',
    error_type: 'portal_link_not_found',
    error_message: 'The portal link was not found, has expired, was revoked, or was already used.',
  },
};
const PAGES = [{ path: '/portal', component: PortalPage }];

/** The portal's identity calls (the page's own client calls the global fetch): path and Basic auth's session part. */
function portalCalls() {
  return vi.mocked(fetch).mock.calls.flatMap(([input, init]) => {
    const url = new URL(String(input), 'http://app.test');
    if (!url.pathname.startsWith('/sdk/v1/b2b/')) return [];
    const auth = String((init?.headers as Record<string, string> | undefined)?.Authorization ?? '');
    const secret = atob(auth.replace('Basic ', '')).split(':')[1];
    return [{ call: `${init?.method ?? 'GET'} ${url.pathname.replace('/sdk/v1', '')}`, secret }];
  });
}

/** The identity API's portal routes (the link can be redeemed once). */
function portalApi() {
  let redeemed = false;
  return (call: { method: string; path: string }) => {
    if (call.path === '/sdk/v1/b2b/portal/redeem') {
      if (redeemed) return USED;
      redeemed = true;
      return answer({ portal_session_token: 'portal-session-xyz', portal_session: SESSION });
    }
    if (call.path === '/sdk/v1/b2b/portal/session/end') return answer({ member_session_id: SESSION.member_session_id });
    if (call.path === '/sdk/v1/b2b/sso') {
      return answer({
        saml_connections: [{ connection_id: 'saml-1', display_name: 'Okta', identity_provider: 'okta', status: 'active' }],
        oidc_connections: [],
        external_connections: [],
      });
    }
    if (call.path === '/sdk/v1/b2b/organizations/me/domains') return answer({ domains: [] });
    return undefined;
  };
}

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('/portal: the IT-admin portal', () => {
  it('redeems the link from the fragment, drops it from the address, and sets up SSO and domains with the portal session', async () => {
    window.history.replaceState(null, '', '/portal#link=portal-link-abc');
    await renderScreens('/portal', PAGES, portalApi());
    expect(await screen.findByText('Harbor Goods · ShelfScope')).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(sessionStorage.getItem(PORTAL_TOKEN_KEY)).toBe('portal-session-xyz');
    const sso = await screen.findByRole('region', { name: 'Single sign-on' });
    expect(await within(sso).findByRole('button', { name: 'Delete Okta' })).toBeTruthy();
    // No member session behind the portal: no "Test sign-in".
    expect(within(sso).queryByRole('button', { name: /Test sign-in/ })).toBeNull();
    expect(await within(screen.getByRole('region', { name: 'Verified domains' })).findByText('No domain yet.')).toBeTruthy();

    const calls = portalCalls();
    expect(calls[0]).toMatchObject({ call: 'POST /b2b/portal/redeem' });
    // Every call after the redeem carries the portal session, not a member's.
    for (const c of calls.slice(1)) expect(c.secret, c.call).toBe('portal-session-xyz');
    expect(calls.map((c) => c.call)).toEqual(expect.arrayContaining(['GET /b2b/sso', 'GET /b2b/organizations/me/domains']));

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You are signed out of the portal')).toBeTruthy();
    expect(sessionStorage.getItem(PORTAL_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(portalCalls().at(-1)?.call).toBe('POST /b2b/portal/session/end'));
  });

  it('says why when the link was used already, and asks for a new one', async () => {
    window.history.replaceState(null, '', '/portal#link=portal-link-abc');
    const api = portalApi();
    api({ method: 'POST', path: '/sdk/v1/b2b/portal/redeem' });
    await renderScreens('/portal', PAGES, api);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This portal link cannot be opened');
    expect(alert.textContent).toContain('already used');
    expect(alert.textContent).toContain('Ask your organization’s admin for a new one.');
    expect(screen.queryByRole('region', { name: 'Single sign-on' })).toBeNull();
  });
});
