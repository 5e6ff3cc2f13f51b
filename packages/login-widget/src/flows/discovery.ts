import type { DiscoveredOrganization } from '@shelfscope/identity-client';
import { sessionMinutes } from '../config.js';
import { errorMessage } from '../errors.js';
import { loadFederated } from '../screens/chunks.js';
import { autoLoginOrganization, canCreateOrganization, discoveryErrorType, selectionPlan } from '../state/discovery-rules.js';
import { completePrimaryAuth } from './primary.js';
import type { WidgetServices } from './services.js';

/** A discovery authenticate result: show the organizations, or log in or create at once when configured. */
export async function handleDiscoveryResult(
  s: WidgetServices,
  result: { email_address: string; full_name?: string; discovered_organizations: DiscoveredOrganization[] },
): Promise<void> {
  const organizations = result.discovered_organizations;
  const fullName = result.full_name?.trim() ?? '';
  s.dispatch({ type: 'set_discovery_state', email: result.email_address, fullName, discoveredOrganizations: organizations });
  const single = autoLoginOrganization(organizations, s.config.directLoginForSingleMembership);
  if (single) {
    await selectOrganization(s, single, result.email_address);
    return;
  }
  const mayCreate = canCreateOrganization(s.bootstrap.createOrganizationEnabled, s.config.disableCreateOrganization);
  if (organizations.length === 0 && s.config.directCreateOrganizationForNoMembership && mayCreate) {
    await createOrganization(s, defaultOrganizationName(fullName, result.email_address));
  }
}

/**
 * The name a new organization is offered: from the name the identity provider gave ("Alex
 * Northwind's organization"), else from the address's local part, as the server's own default.
 */
export function defaultOrganizationName(fullName: string, email: string): string {
  const who = fullName.trim() || (email.split('@')[0] ?? '');
  return who ? `${who}'s organization` : '';
}

/** Selecting a discovered organization (spec section 4, Discovery). */
export async function selectOrganization(s: WidgetServices, discovered: DiscoveredOrganization, email: string): Promise<void> {
  const plan = selectionPlan(discovered);
  const organization = discovered.organization;
  switch (plan.kind) {
    case 'exchange':
      await exchangeIntermediateSession(s, organization.organization_id);
      return;
    case 'primary_required': {
      const member = discovered.membership.member as { email_address_verified?: boolean } | null | undefined;
      s.dispatch({
        type: 'organization_requires_primary',
        organization,
        methods: plan.methods,
        email,
        emailVerified: member?.email_address_verified ?? false,
      });
      return;
    }
    case 'sso':
      // The organization allows only SSO and has a default connection: straight to its IdP.
      s.dispatch({ type: 'set_busy', busy: 'logging_in' });
      try {
        await (await loadFederated()).startSso(s, plan.connectionId);
      } catch (error) {
        failDiscovery(s, error);
      }
      return;
    case 'no_methods':
      s.dispatch({ type: 'set_organization', organization });
      s.dispatch({ type: 'show_error', errorType: 'CannotJoinOrgDueToAuthPolicy', canGoBack: true });
  }
}

/** Logs in to one organization with the intermediate session. */
export async function exchangeIntermediateSession(s: WidgetServices, organizationId: string): Promise<void> {
  s.dispatch({ type: 'set_busy', busy: 'logging_in' });
  try {
    const response = await s.client.discovery.intermediateSessions.exchange({
      organization_id: organizationId,
      session_duration_minutes: sessionMinutes(s.config),
      locale: s.config.locale,
    });
    completePrimaryAuth(s, 'B2BDiscoveryIntermediateSessionExchange', response);
  } catch (error) {
    failDiscovery(s, error);
  }
}

/** Creates an organization named `name` (the server's default when empty) for the discovered address and logs in to it. */
export async function createOrganization(s: WidgetServices, name: string): Promise<void> {
  s.dispatch({ type: 'set_busy', busy: 'logging_in' });
  try {
    const response = await s.client.discovery.organizations.create({
      session_duration_minutes: sessionMinutes(s.config),
      ...(name.trim() ? { organization_name: name.trim() } : {}),
    });
    completePrimaryAuth(s, 'B2BDiscoveryOrganizationsCreate', response);
  } catch (error) {
    failDiscovery(s, error);
  }
}

function failDiscovery(s: WidgetServices, error: unknown): void {
  s.reportError(errorMessage(error, s.t), error);
  s.dispatch({ type: 'show_error', errorType: discoveryErrorType(error), canGoBack: true });
}
