import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type IdentityCall, identityOk } from '../../../test/identity';
import { renderScreens } from '../../../test/screen-api';
import { PortalLinksSection } from './portal-links';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 4_000 });

const ADMIN_ACTIONS = [
  { resource_id: 'stytch.organization', actions: ['*'] },
  { resource_id: 'stytch.sso', actions: ['*'] },
  { resource_id: 'stytch.scim', actions: ['*'] },
];
const POLICY = {
  roles: [
    { role_id: 'stytch_admin', permissions: ADMIN_ACTIONS },
    { role_id: 'sso_only', permissions: [{ resource_id: 'stytch.sso', actions: ['*'] }] },
    { role_id: 'stytch_member', permissions: [] },
  ],
  resources: [
    { resource_id: 'stytch.organization', actions: ['update.settings.email-jit-provisioning'] },
    { resource_id: 'stytch.sso', actions: ['create'] },
    { resource_id: 'stytch.scim', actions: ['create'] },
  ],
};

const link = (over: Record<string, unknown>) => ({
  link_id: 'portal-link-1',
  organization_id: 'o',
  label: '',
  status: 'active',
  created_by_email: 'ada@harbor.example',
  expires_at: '2026-11-30T10:00:00Z',
  session_duration_minutes: 240,
  used_at: null,
  session_expires_at: null,
  revoked_at: null,
  created_at: '2026-11-29T10:00:00Z',
  ...over,
});

/** The identity API's portal-link routes, answered at the client's fetch. */
function linkServer() {
  const rows: Record<string, unknown>[] = [];
  const bodies: unknown[] = [];
  const route = (call: IdentityCall) => {
    if (call.path === '/b2b/portal/links' && call.method === 'GET') return identityOk({ links: rows });
    if (call.path === '/b2b/portal/links' && call.method === 'POST') {
      bodies.push(call.body);
      const row = link({ label: call.body?.label });
      rows.unshift(row);
      return identityOk({ link: row, token: 'portal-link-secret', url: 'http://app.test/portal#link=portal-link-secret' });
    }
    if (call.path === '/b2b/portal/links/portal-link-1/revoke') {
      Object.assign(rows[0] ?? {}, { status: 'revoked', revoked_at: '2026-11-29T11:00:00Z' });
      return identityOk({ link: rows[0] });
    }
    return undefined;
  };
  return { route, bodies };
}

const PAGES = [{ path: '/settings', component: PortalLinksSection }];

describe('Settings: IT-admin portal links', () => {
  it('an admin creates a link, sees its address once with a copy button, and revokes it', async () => {
    const server = linkServer();
    await renderScreens('/settings', PAGES, () => undefined, {
      roles: ['stytch_member', 'stytch_admin'],
      rbacPolicy: POLICY,
      route: server.route,
    });
    const section = await screen.findByRole('region', { name: 'IT-admin portal' });
    expect(await within(section).findByText('No link yet.')).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('For'), { target: { value: 'Sam at IT' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Create link' }));
    expect(await within(section).findByText('http://app.test/portal#link=portal-link-secret')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(server.bodies).toEqual([{ label: 'Sam at IT', expires_in_minutes: 1440, session_duration_minutes: 240 }]);
    expect(await within(section).findByText('Sam at IT')).toBeTruthy();
    expect(within(section).getByText('active')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Revoke Sam at IT' }));
    await waitFor(() => expect(within(section).getByText('revoked')).toBeTruthy());
    expect(within(section).queryByRole('button', { name: 'Revoke Sam at IT' })).toBeNull();
  });

  it('is not shown to someone who may not do all the portal covers', async () => {
    const server = linkServer();
    await renderScreens('/settings', PAGES, () => undefined, {
      roles: ['stytch_member', 'sso_only'],
      rbacPolicy: POLICY,
      route: server.route,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('region', { name: 'IT-admin portal' })).toBeNull();
  });
});
