import { ApiError, IdentityClientError } from '@shelfscope/identity-client';
import type { StringKey } from './i18n/en.js';
import type { Translate } from './i18n/strings.js';

/** error_type → text key (spec section 8); other types show the server's error_message. */
const MESSAGE_BY_TYPE: Record<string, StringKey> = {
  invalid_email: 'errInvalidEmail',
  unauthorized_credentials: 'errUnauthorizedCredentials',
  user_unauthenticated: 'errUserUnauthenticated',
  email_not_found: 'errEmailNotFound',
  no_user_password: 'errNoUserPassword',
  breached_password: 'errBreachedPassword',
  reset_password: 'errResetPassword',
  invalid_code: 'errInvalidCode',
  member_password_not_found: 'errMemberPasswordNotFound',
  unauthorized_action: 'errUnauthorizedAction',
  user_lock_limit_reached: 'errUserLockLimitReached',
  invalid_session_token: 'errInvalidSessionToken',
  session_not_found: 'errSessionNotFound',
  otp_code_not_found: 'errOtpCodeNotFound',
  unable_to_auth_magic_link: 'errUnableToAuthMagicLink',
  inactive_email: 'errInactiveEmail',
  invalid_phone_number: 'errInvalidPhoneNumber',
};

/** Errors meaning the address may not join the organization by email (JIT provisioning). */
const JIT_ERRORS = ['email_jit_provisioning_not_allowed', 'invalid_email_for_jit_provisioning'];

/** A refusal the widget decides itself, carrying the text to show (already translated). */
export class WidgetMessageError extends Error {
  override name = 'WidgetMessageError';
}

/** Where the error happened, for the texts that depend on it. */
export interface ErrorContext {
  email?: string;
  organizationName?: string;
  /** A password reset start, where a refused newcomer gets the non-member text (spec section 5). */
  isPasswordReset?: boolean;
}

/** The text shown for an error of a call. */
export function errorMessage(error: unknown, t: Translate, context: ErrorContext = {}): string {
  if (error instanceof ApiError) {
    if (JIT_ERRORS.includes(error.error_type) && context.email) {
      const values = { email: context.email, organizationName: context.organizationName ?? '' };
      return t(context.isPasswordReset ? 'nonMemberNoAccess' : 'jitNoAccess', values);
    }
    const key = MESSAGE_BY_TYPE[error.error_type];
    if (key) return t(key);
    return error.error_message || t('errorDefault');
  }
  if (error instanceof IdentityClientError || error instanceof WidgetMessageError) return error.message;
  return t('errorDefault');
}

/** The error_type of an API error, or null. */
export function errorType(error: unknown): string | null {
  return error instanceof ApiError ? error.error_type : null;
}

/** Splits a text into plain parts and http(s) links, so documentation links in errors are clickable. */
export function linkParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')]+[^\s<>"').,;:!?]/g)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index) });
    parts.push({ text: match[0], href: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
