import { ApiError, type DiscoveredOrganization } from '@shelfscope/identity-client';
import { describe, expect, it } from 'vitest';
import { discovered } from '../test-support/fixtures.js';
import {
  autoLoginOrganization,
  canCreateOrganization,
  discoveryErrorType,
  membershipAction,
  selectionPlan,
} from './discovery-rules.js';

const d = (type: string, id = type, primary: string[] | null = null, extra = {}) =>
  discovered(type, { organization_id: id, ...extra }, primary) as unknown as DiscoveredOrganization;

describe('membership actions', () => {
  it('Join for eligible and pending, Accept Invite for invited, continue for active members', () => {
    expect(membershipAction('eligible_to_join_by_email_domain')).toBe('join');
    expect(membershipAction('eligible_to_join_by_oauth_tenant')).toBe('join');
    expect(membershipAction('pending_member')).toBe('join');
    expect(membershipAction('invited_member')).toBe('accept_invite');
    expect(membershipAction('active_member')).toBe('continue');
  });
});

describe('direct login for a single membership', () => {
  const on = { status: true };
  it('needs the option, exactly one active membership and nothing else', () => {
    const single = [d('active_member', 'a')];
    expect(autoLoginOrganization(single, on)?.organization.organization_id).toBe('a');
    expect(autoLoginOrganization(single, undefined)).toBeNull();
    expect(autoLoginOrganization(single, { status: false })).toBeNull();
    expect(autoLoginOrganization([d('active_member', 'a'), d('active_member', 'b')], on)).toBeNull();
  });

  it('is blocked by invites and JIT organizations unless ignored', () => {
    const withInvite = [d('active_member', 'a'), d('invited_member', 'b')];
    const withJit = [d('active_member', 'a'), d('eligible_to_join_by_email_domain', 'c')];
    expect(autoLoginOrganization(withInvite, on)).toBeNull();
    expect(autoLoginOrganization(withInvite, { status: true, ignoreInvites: true })?.organization.organization_id).toBe('a');
    expect(autoLoginOrganization(withJit, on)).toBeNull();
    expect(autoLoginOrganization(withJit, { status: true, ignoreJitProvisioning: true })?.organization.organization_id).toBe('a');
  });
});

describe('selecting an organization', () => {
  it('exchanges without primary_required', () => {
    expect(selectionPlan(d('active_member'))).toEqual({ kind: 'exchange' });
  });
  it('starts SSO when SSO is the only method and a default connection exists', () => {
    expect(selectionPlan(d('active_member', 'a', ['sso'], { sso_default_connection_id: 'conn-1' }))).toEqual({
      kind: 'sso',
      connectionId: 'conn-1',
    });
    expect(selectionPlan(d('active_member', 'a', ['sso']))).toEqual({ kind: 'primary_required', methods: ['sso'] });
  });
  it('shows the organization Main for other methods, and an error when none is allowed', () => {
    expect(selectionPlan(d('active_member', 'a', ['password']))).toEqual({ kind: 'primary_required', methods: ['password'] });
    expect(selectionPlan(d('active_member', 'a', []))).toEqual({ kind: 'no_methods' });
  });
});

describe('creation and errors', () => {
  it('creating needs the project setting and no opt-out', () => {
    expect(canCreateOrganization(true, undefined)).toBe(true);
    expect(canCreateOrganization(true, true)).toBe(false);
    expect(canCreateOrganization(false, false)).toBe(false);
  });
  it('a claimed domain gets its own error screen', () => {
    const error = (type: string) => new ApiError({ status_code: 403, error_type: type, error_message: 'x', error_url: '' });
    expect(discoveryErrorType(error('action_not_allowed_email_domain_is_claimed'))).toBe('OrganizationDiscoveryClaimedDomain');
    expect(discoveryErrorType(error('unauthorized_action'))).toBe('Default');
    expect(discoveryErrorType(new Error('boom'))).toBe('Default');
  });
});
