import type { DiscoveredOrganization } from '@shelfscope/identity-client';
import { ApiError } from '@shelfscope/identity-client';
import type { DirectLoginForSingleMembership } from '../config.js';
import type { ErrorType } from './screens.js';

/** What the row of a discovered organization offers. */
export type MembershipAction = 'continue' | 'join' | 'accept_invite';

/** Join for eligible or pending members, Accept Invite for invited members, else plain continue. */
export function membershipAction(type: string): MembershipAction {
  if (type === 'invited_member') return 'accept_invite';
  if (type === 'pending_member' || type.startsWith('eligible_to_join')) return 'join';
  return 'continue';
}

/**
 * The organization to log in to at once (spec section 4, Discovery): only with the option on,
 * exactly one active membership, and no pending, invited or eligible ones unless ignored.
 */
export function autoLoginOrganization(
  discovered: DiscoveredOrganization[],
  option: DirectLoginForSingleMembership | undefined,
): DiscoveredOrganization | null {
  if (!option?.status) return null;
  const active = discovered.filter((d) => d.membership.type === 'active_member');
  if (active.length !== 1) return null;
  const blocking = discovered.filter((d) => {
    const type = d.membership.type;
    if (type === 'pending_member' || type === 'invited_member') return !option.ignoreInvites;
    if (type.startsWith('eligible_to_join')) return !option.ignoreJitProvisioning;
    return false;
  });
  return blocking.length === 0 ? (active[0] ?? null) : null;
}

/** What selecting a discovered organization does. */
export type SelectionPlan =
  | { kind: 'exchange' }
  | { kind: 'sso'; connectionId: string }
  | { kind: 'primary_required'; methods: string[] }
  | { kind: 'no_methods' };

/** Exchange the intermediate session, unless the organization first requires another primary method. */
export function selectionPlan(discovered: DiscoveredOrganization): SelectionPlan {
  const required = discovered.primary_required;
  if (!required) return { kind: 'exchange' };
  const methods = required.allowed_auth_methods;
  const defaultConnection = discovered.organization.sso_default_connection_id;
  if (methods.length === 1 && methods[0] === 'sso' && typeof defaultConnection === 'string' && defaultConnection) {
    return { kind: 'sso', connectionId: defaultConnection };
  }
  return methods.length > 0 ? { kind: 'primary_required', methods } : { kind: 'no_methods' };
}

/** Creating an organization needs the project setting and no opt-out in the config. */
export function canCreateOrganization(
  createOrganizationEnabled: boolean,
  disableCreateOrganization: boolean | undefined,
): boolean {
  return createOrganizationEnabled && !disableCreateOrganization;
}

/** Error screen kind after a failed exchange or create. */
export function discoveryErrorType(error: unknown): ErrorType {
  return error instanceof ApiError && error.error_type === 'action_not_allowed_email_domain_is_claimed'
    ? 'OrganizationDiscoveryClaimedDomain'
    : 'Default';
}
