import { sessionMinutes } from '../config.js';
import { clearTokenParams, readTokenParams } from '../url/token-params.js';
import { handleDiscoveryResult } from './discovery-result.js';
import { organizationId } from './email.js';
import { isMember, startNonMemberReset } from './passwords.js';
import { completePrimaryAuth } from './primary.js';
import { clearResetEmail, writeResetEmail } from './reset-email.js';
import type { WidgetServices } from './services.js';

// The reset half of the password flows: only the screens loaded on demand (screens/on-demand.ts)
// use it, so it stays out of the widget's first load.

/**
 * Emails a reset link. Organization: a member with a verified address gets "Check your email!",
 * an unverified member "Verify your email first."; an address that is no member takes the
 * non-member reset above (spec section 5). Discovery always
 * answers alike, so the address's organizations are not revealed. A resend stays on the screen.
 */
export async function startPasswordReset(s: WidgetServices, email: string, isResend = false): Promise<void> {
  const o = s.config.passwordOptions ?? {};
  writeResetEmail(s.window, s.config.publicToken, email);
  const common = {
    email_address: email,
    reset_password_redirect_url: o.resetPasswordRedirectURL,
    reset_password_expiration_minutes: o.resetPasswordExpirationMinutes,
    reset_password_template_id: o.resetPasswordTemplateId,
    verify_email_template_id: o.verifyEmailTemplateId,
    locale: o.locale ?? s.locale,
  };
  const orgId = organizationId(s);
  let verified = true;
  if (orgId && !isResend && !(await isMember(s, orgId, email))) {
    await startNonMemberReset(s, email);
    return;
  }
  if (orgId) {
    const response = await s.client.passwords.resetByEmailStart({
      ...common,
      organization_id: orgId,
      login_redirect_url: o.loginRedirectURL,
    });
    s.emit('B2BPasswordResetByEmailStart', response);
    verified = response.member?.email_address_verified === true;
  } else {
    const response = await s.client.passwords.discovery.resetByEmailStart({
      ...common,
      discovery_redirect_url: o.discoveryRedirectURL,
    });
    s.emit('B2BPasswordDiscoveryResetByEmailStart', response);
  }
  s.dispatch({ type: 'set_password_email', email });
  if (isResend) s.toasts.show(s.t('emailResent'), 'success');
  else s.dispatch({ type: 'transition', screen: verified ? 'PasswordSetNewConfirmation' : 'PasswordResetVerifyConfirmation' });
}

/**
 * Sets the new password by the token type of the address (spec section 4): a password reset
 * link logs in, a discovery reset link lists the organizations, anything else (including a
 * magic link authenticated on load) resets through the current session.
 */
export async function resetPassword(s: WidgetServices, password: string): Promise<void> {
  const { token, tokenType } = readTokenParams(s.window.location.search);
  if (token && tokenType === 'multi_tenant_passwords') {
    const response = await s.client.passwords.resetByEmail({
      password_reset_token: token,
      password,
      session_duration_minutes: sessionMinutes(s.config),
      locale: s.config.passwordOptions?.locale,
    });
    clearTokenParams(s.window);
    clearResetEmail(s.window, s.config.publicToken);
    completePrimaryAuth(s, 'B2BPasswordResetByEmail', response);
  } else if (token && tokenType === 'discovery') {
    const response = await s.client.passwords.discovery.resetByEmail({ password_reset_token: token, password });
    clearTokenParams(s.window);
    clearResetEmail(s.window, s.config.publicToken);
    s.emit('B2BPasswordDiscoveryResetByEmail', response);
    s.dispatch({ type: 'set_flow', flowType: 'Discovery', organization: null });
    await handleDiscoveryResult(s, response);
  } else {
    const response = await s.client.passwords.resetBySession({ password });
    clearResetEmail(s.window, s.config.publicToken);
    completePrimaryAuth(s, 'B2BPasswordResetBySession', response);
  }
}
