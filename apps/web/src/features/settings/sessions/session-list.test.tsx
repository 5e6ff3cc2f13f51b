import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { identityOk } from '../../../test/identity';
import { renderScreens } from '../../../test/screen-api';
import { SessionList } from './session-list';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 4_000 });

const PAGES = [{ path: '/settings', component: SessionList }];
const now = Date.now();

/** The identity API's session calls, answering from `sessions` as the server would. */
function sessionsServer() {
  let sessions = [
    {
      member_session_id: 'session-here',
      current: true,
      started_at: new Date(now - 3_600_000).toISOString(),
      last_active_at: new Date(now).toISOString(),
      expires_at: new Date(now + 3_600_000).toISOString(),
      ip_address: '203.0.113.7',
      user_agent: 'Chrome',
      browser: 'Chrome 131',
      os: 'macOS',
      device_type: 'desktop',
      authentication_methods: ['password', 'webauthn'],
    },
    {
      member_session_id: 'session-phone',
      current: false,
      started_at: new Date(now - 86_400_000).toISOString(),
      last_active_at: new Date(now - 7_200_000).toISOString(),
      expires_at: new Date(now + 3_600_000).toISOString(),
      ip_address: '198.51.100.20',
      user_agent: 'Safari',
      browser: 'Safari 17',
      os: 'iOS',
      device_type: 'mobile',
      authentication_methods: ['email_otp'],
    },
    {
      member_session_id: 'session-tablet',
      current: false,
      started_at: new Date(now - 86_400_000).toISOString(),
      last_active_at: new Date(now - 9_200_000).toISOString(),
      expires_at: new Date(now + 3_600_000).toISOString(),
      ip_address: null,
      user_agent: null,
      browser: 'Unknown browser',
      os: 'Unknown system',
      device_type: 'unknown',
      authentication_methods: ['sso'],
    },
  ];
  const revoked: string[] = [];
  const routes = {
    'GET /b2b/sessions/active': () => identityOk({ member_sessions: sessions }),
    'POST /b2b/sessions/active/session-phone/revoke': () => {
      revoked.push('session-phone');
      sessions = sessions.filter((s) => s.member_session_id !== 'session-phone');
      return identityOk({ member_session_id: 'session-phone', current: false });
    },
    'POST /b2b/sessions/active/revoke_others': () => {
      const others = sessions.filter((s) => !s.current).map((s) => s.member_session_id);
      revoked.push(...others);
      sessions = sessions.filter((s) => s.current);
      return identityOk({ revoked_member_session_ids: others });
    },
  };
  return { routes, revoked };
}

describe('Settings: where you are signed in', () => {
  it('lists each session: device, browser, address, last active, how signed in; this device has no sign-out', async () => {
    const server = sessionsServer();
    await renderScreens('/settings', PAGES, () => undefined, { routes: server.routes });
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(3);
    const here = rows[0] as HTMLElement;
    expect(within(here).getByText('Computer · Chrome 131 on macOS')).toBeTruthy();
    expect(within(here).getByText('This device')).toBeTruthy();
    expect(here.textContent).toContain('203.0.113.7');
    expect(here.textContent).toContain('Signed in with password + passkey');
    expect(within(here).queryByRole('button')).toBeNull();
    const phone = rows[1] as HTMLElement;
    expect(within(phone).getByText('Phone · Safari 17 on iOS')).toBeTruthy();
    expect(phone.textContent).toContain('Signed in with email code');
    expect((rows[2] as HTMLElement).textContent).toContain('Unknown address');
  });

  it('signs out one other session, then everywhere else', async () => {
    const server = sessionsServer();
    await renderScreens('/settings', PAGES, () => undefined, { routes: server.routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Safari 17 on iOS' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
    expect(server.revoked).toEqual(['session-phone']);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(server.revoked).toEqual(['session-phone', 'session-tablet']);
    expect((screen.getByRole('button', { name: 'Sign out everywhere else' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
