import { sessionMinutes } from '../config.js';
import { prefetchOnDemand } from '../screens/chunks.js';
import { effectiveProducts } from '../state/method-blocks.js';
import { handleDiscoveryResult } from './discovery-result.js';
import { completePrimaryAuth } from './primary.js';
import type { WidgetServices } from './services.js';

/** Email passcodes live 10 minutes (spec section 9); the countdown starts when the code is sent. */
export const EMAIL_OTP_EXPIRY_MS = 10 * 60_000;

/** The organization the email calls are for, or null in discovery. */
export function organizationId(s: WidgetServices): string | null {
  if (s.state.flowState.type === 'Discovery') return null;
  return s.state.flowState.organization?.organization_id ?? null;
}

/** Which email products Main's email form may use right now. */
export function emailProducts(s: WidgetServices): { magicLinks: boolean; otp: boolean } {
  const products = effectiveProducts({
    products: s.config.products,
    flowType: s.state.flowState.type,
    organization: s.state.flowState.organization,
    primaryAuthMethods: s.state.primary?.primaryAuthMethods ?? null,
  });
  return { magicLinks: products.includes('emailMagicLinks'), otp: products.includes('emailOtp') };
}

/** Main's email form: the method choice when both email products are on, else the one product directly. */
export async function submitEmail(s: WidgetServices, email: string): Promise<void> {
  const { magicLinks, otp } = emailProducts(s);
  if (magicLinks && otp) {
    s.dispatch({ type: 'set_user_supplied_email', email });
    s.dispatch({ type: 'transition', screen: 'EmailMethodSelection' });
  } else if (magicLinks) {
    await sendMagicLink(s, email);
  } else if (otp) {
    await sendEmailOtp(s, email);
  }
}

/** Emails a login link (organization) or a discovery link, then shows EmailConfirmation. */
export async function sendMagicLink(s: WidgetServices, email: string): Promise<void> {
  prefetchOnDemand();
  const o = s.config.emailMagicLinksOptions ?? {};
  const orgId = organizationId(s);
  if (orgId) {
    const response = await s.client.magicLinks.email.loginOrSignup({
      organization_id: orgId,
      email_address: email,
      login_redirect_url: o.loginRedirectURL,
      signup_redirect_url: o.signupRedirectURL,
      login_template_id: o.loginTemplateId,
      signup_template_id: o.signupTemplateId,
      locale: o.locale ?? s.locale,
    });
    s.emit('B2BMagicLinkEmailLoginOrSignup', response);
  } else {
    const response = await s.client.magicLinks.email.discovery.send({
      email_address: email,
      discovery_redirect_url: o.discoveryRedirectURL,
      login_template_id: o.loginTemplateId,
      locale: o.locale ?? s.locale,
    });
    s.emit('B2BMagicLinkEmailDiscoverySend', response);
  }
  s.dispatch({ type: 'set_user_supplied_email', email });
  s.dispatch({ type: 'transition', screen: 'EmailConfirmation' });
}

/** Emails a passcode; the first send opens EmailOTPEntry, a resend restarts the countdown. */
export async function sendEmailOtp(s: WidgetServices, email: string, isResend = false): Promise<void> {
  prefetchOnDemand();
  const o = s.config.emailOtpOptions ?? {};
  const orgId = organizationId(s);
  if (orgId) {
    const response = await s.client.otps.email.loginOrSignup({
      organization_id: orgId,
      email_address: email,
      login_template_id: o.loginTemplateId,
      signup_template_id: o.signupTemplateId,
      locale: o.locale ?? s.locale,
    });
    s.emit('B2BOTPsEmailLoginOrSignup', response);
  } else {
    const response = await s.client.otps.email.discovery.send({
      email_address: email,
      login_template_id: o.loginTemplateId,
      locale: o.locale ?? s.locale,
    });
    s.emit('B2BOTPsEmailDiscoverySend', response);
  }
  const codeExpiration = Date.now() + EMAIL_OTP_EXPIRY_MS;
  if (isResend) {
    s.dispatch({ type: 'reset_code_expiration', codeExpiration });
  } else {
    s.dispatch({ type: 'set_user_supplied_email', email });
    s.dispatch({ type: 'send_email_otp', codeExpiration });
  }
}

/** Checks the passcode: a session (organization) or the discovered organizations (discovery). */
export async function authenticateEmailOtp(s: WidgetServices, code: string): Promise<void> {
  const email = s.state.formState.emailState.userSuppliedEmail;
  const orgId = organizationId(s);
  if (orgId) {
    const response = await s.client.otps.email.authenticate({
      code,
      organization_id: orgId,
      email_address: email,
      session_duration_minutes: sessionMinutes(s.config),
      locale: s.config.emailOtpOptions?.locale,
    });
    completePrimaryAuth(s, 'B2BOTPsEmailAuthenticate', response);
  } else {
    const response = await s.client.otps.email.discovery.authenticate({ code, email_address: email });
    s.emit('B2BOTPsEmailDiscoveryAuthenticate', response);
    await handleDiscoveryResult(s, response);
  }
}
