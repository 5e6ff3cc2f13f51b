import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type IdentityCall, identityOk } from '../../../test/identity';
import { renderScreens } from '../../../test/screen-api';
import { MfaSettings } from './mfa-settings';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 4_000 });

const PAGES = [{ path: '/settings', component: MfaSettings }];
const ORGANIZATION = { organization_id: 'organization-test-1', organization_name: 'Harbor Goods', organization_slug: 'harbor' };
const MEMBER = { member_id: 'member-test-1', organization_id: ORGANIZATION.organization_id, email_address: 'ada@harbor.example' };
const CODES = ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'];

/** The identity API for the member's factors, kept in `member` as the server would. */
function factorsServer(totp = '') {
  let member: Record<string, unknown> = {
    ...MEMBER,
    totp_registration_id: totp,
    mfa_phone_number: '',
    mfa_phone_number_verified: false,
  };
  const bodies: Record<string, Record<string, unknown>[]> = {};
  const record = (key: string, body: Record<string, unknown>) => {
    bodies[key] = [...(bodies[key] ?? []), body];
  };
  const session = () => ({
    member_id: MEMBER.member_id,
    member,
    organization: ORGANIZATION,
    member_session: {
      member_session_id: 'session-2',
      member_id: MEMBER.member_id,
      organization_id: ORGANIZATION.organization_id,
      started_at: new Date().toISOString(),
      last_accessed_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      authentication_factors: [],
    },
    member_authenticated: true,
    session_token: 'session-token-2',
    session_jwt: 'session-jwt-9',
    intermediate_session_token: '',
    mfa_required: null,
    primary_required: null,
  });
  const routes = {
    'GET /b2b/organizations/members/me': () => identityOk({ member, organization: ORGANIZATION }),
    'POST /b2b/totp': ({ body = {} }: IdentityCall) => {
      record('totp', body);
      return identityOk({
        member,
        secret: 'JBSWY3DPEHPK3PXP',
        qr_code: 'data:image/png;base64,iVBORw0KGgo=',
        recovery_codes: CODES,
      });
    },
    'POST /b2b/totp/authenticate': ({ body = {} }: IdentityCall) => {
      record('totp/authenticate', body);
      member = { ...member, totp_registration_id: 'totp-1' };
      return identityOk(session());
    },
    'GET /b2b/recovery_codes': () => identityOk({ member, organization: ORGANIZATION, recovery_codes: CODES }),
    'POST /b2b/recovery_codes/rotate': () =>
      identityOk({ member, organization: ORGANIZATION, recovery_codes: ['gggg-hhhh-jjjj'] }),
    'POST /b2b/otps/sms/send': ({ body = {} }: IdentityCall) => {
      record('sms/send', body);
      return identityOk({ member });
    },
    'POST /b2b/otps/sms/authenticate': ({ body = {} }: IdentityCall) => {
      record('sms/authenticate', body);
      member = { ...member, mfa_phone_number: '+16505550123', mfa_phone_number_verified: true };
      return identityOk(session());
    },
    [`DELETE /b2b/organizations/members/totp/${MEMBER.member_id}`]: () => {
      member = { ...member, totp_registration_id: '' };
      return identityOk({ member });
    },
  };
  return { routes, bodies };
}

describe('Settings: two-factor authentication', () => {
  it('sets up an authenticator app: QR code and grouped code, a verified code, the backup codes; then removes it', async () => {
    const server = factorsServer();
    await renderScreens('/settings', PAGES, () => undefined, { routes: server.routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    expect(await screen.findByAltText('QR code to scan with your authenticator app')).toBeTruthy();
    expect(screen.getByText('jbsw y3dp ehpk 3pxp')).toBeTruthy();
    expect(server.bodies.totp?.[0]).toMatchObject({ organization_id: ORGANIZATION.organization_id, member_id: MEMBER.member_id });
    fireEvent.change(screen.getByRole('textbox', { name: 'Code from the app' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Save your backup codes!')).toBeTruthy();
    expect(server.bodies['totp/authenticate']?.[0]).toMatchObject({ code: '123456', set_mfa_enrollment: 'enroll' });
    expect(within(screen.getByLabelText('Backup codes')).getByText('aaaa-bbbb-cccc')).toBeTruthy();
    // The save screen of the spec: copy, download and Done.
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    fireEvent.click(await screen.findByRole('button', { name: 'New backup codes' }));
    expect(await screen.findByText('gggg-hhhh-jjjj')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove authenticator app' }));
    expect(await screen.findByRole('button', { name: 'Set up authenticator app' })).toBeTruthy();
  });

  it('adds a phone number: texts a code, verifies it, shows the number', async () => {
    const server = factorsServer();
    await renderScreens('/settings', PAGES, () => undefined, { routes: server.routes });
    fireEvent.change(await screen.findByRole('textbox', { name: /Phone number for text messages/ }), {
      target: { value: '+1 (650) 555-0123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('A 6-digit code was sent to +16505550123.')).toBeTruthy();
    expect(server.bodies['sms/send']?.[0]).toMatchObject({ mfa_phone_number: '+16505550123' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Code from the text' }), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByText('Text messages to +16505550123')).toBeTruthy());
    expect(server.bodies['sms/authenticate']?.[0]).toMatchObject({ code: '654321', set_mfa_enrollment: 'enroll' });
  });

  // Issue 40, item 26.
  it('says how many backup codes are left, and copies and downloads them as the sign-in widget does', async () => {
    const server = factorsServer('totp-1');
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const saved: { name: string; text: Promise<string> }[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      // jsdom's Blob has no text(): read as a browser would.
      const text = new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      });
      saved.push({ name: '', text });
      return 'blob:codes';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    try {
      await renderScreens('/settings', PAGES, () => undefined, { routes: server.routes });
      expect(await screen.findByText('Backup codes: 2 left')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Show backup codes' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Copy codes' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith('aaaa-bbbb-cccc\ndddd-eeee-ffff'));
      expect(await screen.findByText('Copied')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Download codes' }));
      expect(saved).toHaveLength(1);
      expect(saved[0]?.name).toBe('Harbor Goods-backup-codes.txt');
      expect(await saved[0]?.text).toBe('aaaa-bbbb-cccc\ndddd-eeee-ffff\n');
    } finally {
      click.mockRestore();
    }
  });
});
