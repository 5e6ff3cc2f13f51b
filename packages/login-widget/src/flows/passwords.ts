import type { Organization } from '@shelfscope/identity-client';
import { sessionMinutes } from '../config.js';
import { WidgetMessageError } from '../errors.js';
import { handleDiscoveryResult } from './discovery-result.js';
import { organizationId } from './email.js';
import { completePrimaryAuth } from './primary.js';
import { writeResetEmail } from './reset-email.js';
import type { WidgetServices } from './services.js';

/** Email and password login: a session (organization) or the discovered organizations (discovery). */
export async function authenticatePassword(s: WidgetServices, email: string, password: string): Promise<void> {
  const orgId = organizationId(s);
  if (orgId) {
    const response = await s.client.passwords.authenticate({
      organization_id: orgId,
      email_address: email,
      password,
      session_duration_minutes: sessionMinutes(s.config),
      locale: s.config.passwordOptions?.locale,
    });
    completePrimaryAuth(s, 'B2BPasswordAuthenticate', response);
  } else {
    const response = await s.client.passwords.discovery.authenticate({ email_address: email, password });
    s.emit('B2BPasswordDiscoveryAuthenticate', response);
    await handleDiscoveryResult(s, response);
  }
}

/**
 * The organization password form's address step (spec section 4, "combined organization form"):
 * a member goes on to the password screen; anyone else gets the non-member reset. Discovery has
 * no organization to ask, so the address goes straight on.
 */
export async function continueWithPasswordEmail(s: WidgetServices, email: string): Promise<void> {
  const orgId = organizationId(s);
  if (orgId && !(await isMember(s, orgId, email))) {
    await startNonMemberReset(s, email);
    return;
  }
  s.dispatch({ type: 'use_password_auth', email });
}

export async function isMember(s: WidgetServices, orgId: string, email: string): Promise<boolean> {
  const { member } = await s.client.organizations.searchMember({ email_address: email, organization_id: orgId });
  return member !== null && member !== undefined;
}

/**
 * Whether a newcomer may start a password through the organization's email login (spec section
 * 5, as the official widget decides it): when email JIT provisioning is NOT_ALLOWED, or
 * RESTRICTED with the address's domain allowed. The server still has the last word.
 */
export function nonMemberMayReset(organization: Organization, email: string): boolean {
  const domain = email.split('@').pop()?.toLowerCase() ?? '';
  const allowed = Array.isArray(organization.email_allowed_domains)
    ? organization.email_allowed_domains.map((d) => String(d).toLowerCase())
    : [];
  return (
    organization.email_jit_provisioning === 'NOT_ALLOWED' ||
    (organization.email_jit_provisioning === 'RESTRICTED' && domain !== '' && allowed.includes(domain))
  );
}

/**
 * The non-member reset: an email login link that lands on the set-new-password screen
 * ("Verify your email first."), or the no-access text when the organization's policy refuses
 * the address.
 */
export async function startNonMemberReset(s: WidgetServices, email: string): Promise<void> {
  const organization = s.state.flowState.organization;
  if (!organization) return;
  if (!nonMemberMayReset(organization, email)) {
    throw new WidgetMessageError(s.t('nonMemberNoAccess', { email, organizationName: organization.organization_name }));
  }
  writeResetEmail(s.window, s.config.publicToken, email);
  const p = s.config.passwordOptions ?? {};
  const m = s.config.emailMagicLinksOptions ?? {};
  const response = await s.client.magicLinks.email.loginOrSignup({
    email_address: email,
    organization_id: organization.organization_id,
    login_redirect_url: p.resetPasswordRedirectURL,
    signup_redirect_url: p.resetPasswordRedirectURL,
    login_template_id: m.loginTemplateId,
    signup_template_id: m.signupTemplateId,
    locale: m.locale ?? s.locale,
  });
  s.emit('B2BMagicLinkEmailLoginOrSignup', response);
  s.dispatch({ type: 'set_password_email', email });
  s.dispatch({ type: 'transition', screen: 'PasswordResetVerifyConfirmation' });
}
