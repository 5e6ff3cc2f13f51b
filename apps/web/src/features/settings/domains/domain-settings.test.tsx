import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type IdentityCall, identityOk } from '../../../test/identity';
import { renderScreens } from '../../../test/screen-api';
import { DomainsSection } from './domain-settings';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 4_000 });

const POLICY = {
  roles: [
    { role_id: 'stytch_admin', permissions: [{ resource_id: 'stytch.organization', actions: ['*'] }] },
    { role_id: 'stytch_member', permissions: [] },
  ],
  resources: [{ resource_id: 'stytch.organization', actions: ['update.settings.email-jit-provisioning'] }],
};

const domain = (over: Record<string, unknown>) => ({
  domain_id: 'domain-1',
  organization_id: 'o',
  domain: 'acme.example',
  status: 'pending',
  txt_record: { type: 'TXT', name: 'acme.example', value: 'shelfscope-verification=abc' },
  verified_at: null,
  last_checked_at: null,
  last_check_error: '',
  lost_at: null,
  created_at: '2026-11-29T00:00:00Z',
  ...over,
});

/** The identity API's domain routes, answered at the client's fetch (its network boundary). */
function domainServer() {
  const rows: Record<string, unknown>[] = [];
  let published = false;
  const route = (call: IdentityCall) => {
    if (call.path === '/b2b/organizations/me/domains' && call.method === 'GET') return identityOk({ domains: rows });
    if (call.path === '/b2b/organizations/me/domains' && call.method === 'POST') {
      const row = domain({
        domain: call.body?.domain,
        txt_record: { type: 'TXT', name: call.body?.domain, value: 'shelfscope-verification=abc' },
      });
      rows.push(row);
      return identityOk({ domain: row });
    }
    if (call.path === '/b2b/organizations/me/domains/domain-1/verify') {
      if (!published) {
        const message = 'No TXT record was found at acme.example.';
        Object.assign(rows[0] ?? {}, { last_check_error: message });
        return new Response(
          JSON.stringify({
            status_code: 400,
            request_id: 'r',
            error_type: 'domain_verification_failed',
            error_message: message,
            error_url: 'u',
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        );
      }
      Object.assign(rows[0] ?? {}, { status: 'verified', verified_at: '2026-11-29T10:00:00Z', last_check_error: '' });
      return identityOk({ domain: rows[0] });
    }
    return undefined;
  };
  return { route, publish: () => (published = true) };
}

const PAGES = [{ path: '/settings', component: DomainsSection }];

describe('Settings: verified domains', () => {
  it('an admin adds a domain, sees the TXT record to publish, and verifies it', async () => {
    const server = domainServer();
    await renderScreens('/settings', PAGES, () => undefined, {
      roles: ['stytch_member', 'stytch_admin'],
      rbacPolicy: POLICY,
      route: server.route,
    });
    const section = await screen.findByRole('region', { name: 'Verified domains' });
    expect(await within(section).findByText('No domain yet.')).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('Domain'), { target: { value: 'acme.example' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add domain' }));
    expect(await within(section).findByText('shelfscope-verification=abc')).toBeTruthy();
    expect(within(section).getByText('Not verified')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Verify' }));
    expect(await within(section).findByRole('alert')).toHaveProperty('textContent', 'No TXT record was found at acme.example.');

    server.publish();
    fireEvent.click(within(section).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(within(section).getByText('Verified')).toBeTruthy());
  });

  it('is not shown to a member without the permission', async () => {
    const server = domainServer();
    await renderScreens('/settings', PAGES, () => undefined, {
      roles: ['stytch_member'],
      rbacPolicy: POLICY,
      route: server.route,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('region', { name: 'Verified domains' })).toBeNull();
  });
});
