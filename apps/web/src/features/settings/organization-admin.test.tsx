import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type IdentityCall, identityOk } from '../../test/identity';
import { renderScreens } from '../../test/screen-api';
import { OrganizationAdmin } from './organization-admin';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 4_000 });

/** The role policy bootstrap serves by default (the server's built-in roles). */
const POLICY = {
  roles: [
    {
      role_id: 'stytch_admin',
      permissions: ['stytch.organization', 'stytch.member', 'stytch.self'].map((resource_id) => ({
        resource_id,
        actions: ['*'],
      })),
    },
    {
      role_id: 'stytch_member',
      permissions: [
        { resource_id: 'stytch.self', actions: ['*'] },
        { resource_id: 'stytch.member', actions: ['search'] },
      ],
    },
  ],
  resources: [
    { resource_id: 'stytch.organization', actions: ['update.settings.mfa-policy', 'delete'] },
    { resource_id: 'stytch.member', actions: ['create', 'search', 'delete', 'revoke-sessions', 'update.settings.roles'] },
    { resource_id: 'stytch.self', actions: ['update.info.name'] },
  ],
};

type Row = { member_id: string; email_address: string; name: string; status: string; roles: { role_id: string }[] };
const role = (...ids: string[]) => ids.map((role_id) => ({ role_id }));

/** The identity API's organization and members, answered at the client's fetch. */
function organizationServer(options: { refuseInvite?: string } = {}) {
  let organization: Record<string, unknown> = {
    organization_id: 'organization-test-1',
    organization_name: 'Harbor Goods',
    organization_slug: 'harbor',
    mfa_policy: 'OPTIONAL',
    mfa_methods: 'ALL_ALLOWED',
    allowed_mfa_methods: [],
  };
  const members: Row[] = [
    {
      member_id: 'member-test-1',
      email_address: 'ada@harbor.example',
      name: 'Ada',
      status: 'active',
      roles: role('stytch_member', 'stytch_admin'),
    },
    { member_id: 'member-test-2', email_address: 'bo@harbor.example', name: '', status: 'active', roles: role('stytch_member') },
  ];
  const writes: IdentityCall[] = [];
  const answer = (m: Row) => identityOk({ member_id: m.member_id, member: m, organization });
  const route = (call: IdentityCall) => {
    if (call.method !== 'GET' && call.path !== '/events') writes.push(call);
    if (call.path === '/b2b/organizations/me') {
      if (call.method === 'PUT') organization = { ...organization, ...call.body };
      return identityOk({ organization });
    }
    if (call.path === '/b2b/organizations/me/members/search') {
      return identityOk({ members, results_metadata: { total: members.length, next_cursor: null } });
    }
    if (call.path === '/b2b/magic_links/email/invite') {
      if (options.refuseInvite) {
        return new Response(
          JSON.stringify({
            status_code: 403,
            request_id: 'req',
            error_type: 'unauthorized_action',
            error_message: options.refuseInvite,
            error_url: 'http://identity.test/docs',
          }),
          {
            status: 403,
            headers: { 'content-type': 'application/json' },
          },
        );
      }
      const invited = {
        member_id: 'member-test-3',
        email_address: String(call.body?.email_address),
        name: '',
        status: 'invited',
        roles: role('stytch_member', ...((call.body?.roles as string[]) ?? [])),
      };
      members.push(invited);
      return answer(invited);
    }
    const revoke = call.path.match(/^\/b2b\/sessions\/revoke\/(.+)$/);
    if (revoke) return identityOk({});
    const match = call.path.match(/^\/b2b\/organizations\/members\/([^/]+)(\/reactivate)?$/);
    const member = members.find((m) => m.member_id === match?.[1]);
    if (!member) return undefined;
    if (call.method === 'DELETE') member.status = 'deleted';
    else if (match?.[2]) member.status = 'active';
    else if (call.body?.roles) member.roles = role('stytch_member', ...(call.body.roles as string[]));
    return answer(member);
  };
  return { route, writes };
}

const PAGES = [{ path: '/settings', component: OrganizationAdmin }];
const noSellerApi = () => undefined;

async function renderAs(roles: string[], server = organizationServer()) {
  await renderScreens('/settings', PAGES, noSellerApi, { roles, rbacPolicy: POLICY, route: server.route });
  return server;
}

const pick = async (label: string, option: string) => {
  // Mantine labels both the input and its option list: the input is the one to click.
  const input = screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT');
  if (!input) throw new Error(`no input labelled ${label}`);
  fireEvent.click(input);
  // Every select keeps its own option list: take the one this input opened.
  const list = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`the options of ${label} did not open`);
    return found;
  });
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
};

describe('organization admin settings', () => {
  it('sets the MFA policy and the allowed methods', async () => {
    const server = await renderAs(['stytch_member', 'stytch_admin']);
    const section = await screen.findByRole('region', { name: 'Sign-in security' });
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Save sign-in security' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(within(section).getByText('Required for everyone'));
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Text message (SMS)' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Save sign-in security' }));
    await waitFor(() =>
      expect(server.writes.find((c) => c.path === '/b2b/organizations/me')?.body).toEqual({
        mfa_policy: 'REQUIRED_FOR_ALL',
        mfa_methods: 'RESTRICTED',
        allowed_mfa_methods: ['totp'],
      }),
    );
    expect(await screen.findByText('Sign-in security saved.')).toBeTruthy();
    // No method left: nothing to save.
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Authenticator app' }));
    expect(within(section).getByText('Allow at least one method.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Save sign-in security' })).toHaveProperty('disabled', true);
  });

  it('lists members, invites one as admin, changes a role, deactivates, reactivates and signs out everywhere', async () => {
    const server = await renderAs(['stytch_member', 'stytch_admin']);
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(await within(table).findByText('Ada (you)')).toBeTruthy();
    expect(within(table).getByText('bo@harbor.example')).toBeTruthy();
    // One cannot deactivate oneself here.
    expect(screen.queryByRole('button', { name: 'Deactivate ada@harbor.example' })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Invite by email' }), { target: { value: 'cy@harbor.example' } });
    await pick('Invite as', 'Admin');
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await within(table).findByText('cy@harbor.example')).toBeTruthy();
    expect(server.writes.find((c) => c.path === '/b2b/magic_links/email/invite')?.body).toEqual({
      email_address: 'cy@harbor.example',
      roles: ['stytch_admin'],
    });
    expect(within(table).getByText('invited')).toBeTruthy();

    await pick('Role of bo@harbor.example', 'Admin');
    await waitFor(() =>
      expect(
        server.writes.find((c) => c.path === '/b2b/organizations/members/member-test-2' && c.method === 'PUT')?.body,
      ).toEqual({
        member_id: 'member-test-2',
        roles: ['stytch_admin'],
      }),
    );

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Deactivate bo@harbor.example' })));
    expect(await screen.findByRole('button', { name: 'Reactivate bo@harbor.example' })).toBeTruthy();
    expect(within(table).getByText('deactivated')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Reactivate bo@harbor.example' })));
    expect(await screen.findByRole('button', { name: 'Deactivate bo@harbor.example' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out bo@harbor.example everywhere' }));
    await waitFor(() => expect(server.writes.some((c) => c.path === '/b2b/sessions/revoke/member-test-2')).toBe(true));
    expect(await screen.findByText('bo@harbor.example is signed out everywhere.')).toBeTruthy();
  });

  it('shows the server’s reason when it refuses a change', async () => {
    const server = await renderAs(
      ['stytch_member', 'stytch_admin'],
      organizationServer({ refuseInvite: 'Your plan allows 2 team members.' }),
    );
    await screen.findByRole('table', { name: 'Members' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Invite by email' }), { target: { value: 'dee@harbor.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(server.writes.some((c) => c.path === '/b2b/magic_links/email/invite')).toBe(true));
    expect(await screen.findByText('Your plan allows 2 team members.')).toBeTruthy();
  });

  it('shows nothing of it to a member without those permissions, and asks the server for nothing', async () => {
    const server = await renderAs(['stytch_member']);
    await waitFor(() => expect(server.writes).toEqual([]));
    // Give the permission check its turn, then look.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'Members' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Sign-in security' })).toBeNull();
  });
});
