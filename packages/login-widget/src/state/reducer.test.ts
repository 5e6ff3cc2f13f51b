import type { AuthenticateResponse } from '@shelfscope/identity-client';
import { describe, expect, it } from 'vitest';
import { discovered, MEMBER, organization, sessionResponse } from '../test-support/fixtures.js';
import { reducer } from './reducer.js';
import { initialState, type WidgetState } from './state.js';

const start = () => initialState('Discovery');
const run = (state: WidgetState, ...actions: Parameters<typeof reducer>[1][]) => actions.reduce(reducer, state);
const response = (overrides: Record<string, unknown> = {}) => sessionResponse(overrides) as unknown as AuthenticateResponse;

describe('navigation', () => {
  it('starts on Main with empty history', () => {
    expect(start()).toMatchObject({ screen: 'Main', screenHistory: [], flowState: { type: 'Discovery', organization: null } });
  });

  it('pushes on transition and pops on navigate_back', () => {
    const state = run(
      start(),
      { type: 'transition', screen: 'EmailMethodSelection' },
      { type: 'transition', screen: 'EmailConfirmation' },
    );
    expect(state.screen).toBe('EmailConfirmation');
    expect(state.screenHistory).toEqual(['Main', 'EmailMethodSelection']);
    const back = run(state, { type: 'navigate_back' });
    expect(back.screen).toBe('EmailMethodSelection');
    expect(back.screenHistory).toEqual(['Main']);
  });

  it('does nothing on back with empty history', () => {
    const state = start();
    expect(reducer(state, { type: 'navigate_back' })).toBe(state);
  });

  it('go_to_main clears history, and the email when asked ("Try again")', () => {
    const state = run(
      start(),
      { type: 'set_user_supplied_email', email: 'ada@example.com' },
      { type: 'transition', screen: 'EmailConfirmation' },
      { type: 'go_to_main', clearEmail: true },
    );
    expect(state).toMatchObject({ screen: 'Main', screenHistory: [], formState: { emailState: { userSuppliedEmail: '' } } });
  });
});

describe('email and discovery', () => {
  it('send_email_otp stores the expiry and opens EmailOTPEntry, pushing history', () => {
    const state = run(start(), { type: 'send_email_otp', codeExpiration: 1234 });
    expect(state).toMatchObject({
      screen: 'EmailOTPEntry',
      screenHistory: ['Main'],
      formState: { otpState: { codeExpiration: 1234 } },
    });
  });

  it('set_discovery_state goes to Discovery with the organizations', () => {
    const list = [discovered('active_member')] as never[];
    const state = run(start(), {
      type: 'set_discovery_state',
      email: 'ada@example.com',
      fullName: '',
      discoveredOrganizations: list,
    });
    expect(state.screen).toBe('Discovery');
    expect(state.formState.discoveryState).toEqual({ email: 'ada@example.com', fullName: '', discoveredOrganizations: list });
  });

  it('use_password_auth goes to PasswordAuthenticate with the address', () => {
    const state = run(start(), { type: 'use_password_auth', email: 'ada@example.com' });
    expect(state).toMatchObject({ screen: 'PasswordAuthenticate', formState: { passwordState: { email: 'ada@example.com' } } });
  });

  it('an organization requiring another primary method shows its Main with the methods', () => {
    const org = organization();
    const state = run(start(), {
      type: 'organization_requires_primary',
      organization: org,
      methods: ['email_otp'],
      email: 'ada@example.com',
      emailVerified: false,
    });
    expect(state).toMatchObject({
      screen: 'Main',
      flowState: { type: 'Organization', organization: org },
      primary: { primaryAuthMethods: ['email_otp'], email: 'ada@example.com', emailVerified: false },
    });
  });
});

describe('after primary authentication', () => {
  it('a member session goes to LoggedIn', () => {
    const state = run(
      start(),
      { type: 'set_busy', busy: 'logging_in' },
      { type: 'primary_authenticate_success', response: response() },
    );
    expect(state).toMatchObject({ screen: 'LoggedIn', busy: null, primary: null });
  });

  it('a magic link opened to reset a password goes to PasswordResetForm', () => {
    const state = reducer(initialState('PasswordReset', 'PasswordResetForm'), {
      type: 'primary_authenticate_success',
      response: response(),
      isResetLink: true,
    });
    expect(state.screen).toBe('PasswordResetForm');
  });

  it('primary_required goes to Main with the organization; password only when the member has one', () => {
    const org = organization({ organization_name: 'Needs SSO' });
    const notDone = {
      member_session: null,
      organization: org,
      primary_required: { allowed_auth_methods: ['password', 'magic_link'] },
      member: { ...MEMBER, email_address_verified: false },
    };
    const state = reducer(start(), { type: 'primary_authenticate_success', response: response(notDone) });
    expect(state).toMatchObject({
      screen: 'Main',
      flowState: { organization: org },
      primary: { primaryAuthMethods: ['magic_link'], email: MEMBER.email_address, emailVerified: false },
    });
    const withPassword = reducer(start(), {
      type: 'primary_authenticate_success',
      response: response({ ...notDone, member: { ...MEMBER, member_password_id: 'password-1' } }),
    });
    expect(withPassword.primary?.primaryAuthMethods).toEqual(['password', 'magic_link']);
  });

  it('no remaining method: CannotJoinOrgDueToAuthPolicy without a way back', () => {
    const state = reducer(start(), {
      type: 'primary_authenticate_success',
      response: response({ member_session: null, primary_required: { allowed_auth_methods: ['password'] } }),
    });
    expect(state).toMatchObject({ screen: 'Error', error: { type: 'CannotJoinOrgDueToAuthPolicy', canGoBack: false } });
  });
});

describe('errors and flow', () => {
  it('show_error records the type and pushes history', () => {
    const state = reducer(start(), { type: 'show_error', errorType: 'Organization', canGoBack: false });
    expect(state).toMatchObject({ screen: 'Error', screenHistory: ['Main'], error: { type: 'Organization', canGoBack: false } });
  });

  it('set_organization and set_flow change the flow state', () => {
    const org = organization();
    expect(reducer(initialState('Organization'), { type: 'set_organization', organization: org }).flowState).toEqual({
      type: 'Organization',
      organization: org,
    });
    expect(reducer(start(), { type: 'set_flow', flowType: 'Organization', organization: null }).flowState.type).toBe(
      'Organization',
    );
  });
});

describe('SSO discovery', () => {
  const okta = { connection_id: 'c1', display_name: 'Okta', identity_provider: 'okta' };
  it('several connections go to the menu, none to the fallback; both push history and keep the connections', () => {
    const email = run(start(), { type: 'transition', screen: 'SSODiscoveryEmail' });
    const menu = run(email, { type: 'sso_discovery', connections: [okta, { ...okta, connection_id: 'c2' }] });
    expect(menu).toMatchObject({ screen: 'SSODiscoveryMenu', screenHistory: ['Main', 'SSODiscoveryEmail'] });
    expect(menu.formState.ssoDiscoveryState.connections.map((c) => c.connection_id)).toEqual(['c1', 'c2']);
    const fallback = run(email, { type: 'sso_discovery', connections: [] });
    expect(fallback).toMatchObject({ screen: 'SSODiscoveryFallback', screenHistory: ['Main', 'SSODiscoveryEmail'] });
    expect(run(fallback, { type: 'navigate_back' }).screen).toBe('SSODiscoveryEmail');
  });
});
