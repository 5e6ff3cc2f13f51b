import type { AuthenticateResponse } from '@shelfscope/identity-client';
import { initialMfaState, type MfaMethod, mfaAfterPrimary } from './mfa.js';
import type { WidgetState } from './state.js';

/** Where a successful primary authentication leads (spec section 4, "After primary authentication succeeds"). */
export type PrimaryAuthOutcome = 'logged_in' | 'reset_password' | 'primary_required' | 'cannot_join' | 'mfa_required';

/** The outcome of an authenticate response; `isResetLink` marks a magic link opened to reset a password. */
export function primaryAuthOutcome(response: AuthenticateResponse, isResetLink = false): PrimaryAuthOutcome {
  if (response.member_session) return isResetLink ? 'reset_password' : 'logged_in';
  if (response.primary_required) return remainingPrimaryMethods(response).length > 0 ? 'primary_required' : 'cannot_join';
  return 'mfa_required';
}

/** The primary methods still allowed: password only when the member has one. */
export function remainingPrimaryMethods(response: AuthenticateResponse): string[] {
  const allowed = response.primary_required?.allowed_auth_methods ?? [];
  const hasPassword = Boolean(response.member?.member_password_id);
  return allowed.filter((method) => method !== 'password' || hasPassword);
}

/**
 * Applies a successful primary authentication (spec section 4). `mfaProducts` are the second
 * factors the widget offers, in its order (mfaProductInclude / mfaProductOrder).
 */
export function applyPrimaryAuth(
  state: WidgetState,
  response: AuthenticateResponse,
  isResetLink = false,
  mfaProducts: MfaMethod[] = ['totp', 'sms_otp'],
  now = Date.now(),
): WidgetState {
  const outcome = primaryAuthOutcome(response, isResetLink);
  const base = { ...state, busy: null, screenHistory: [...state.screenHistory, state.screen] };
  switch (outcome) {
    case 'logged_in':
      return { ...base, screen: 'LoggedIn', error: null, primary: null, mfa: initialMfaState() };
    case 'reset_password':
      return { ...base, screen: 'PasswordResetForm', error: null };
    case 'primary_required':
      return {
        ...base,
        screen: 'Main',
        flowState: {
          type: state.flowState.type === 'PasswordReset' ? 'Organization' : state.flowState.type,
          organization: response.organization,
        },
        primary: {
          primaryAuthMethods: remainingPrimaryMethods(response),
          email: response.member?.email_address ?? '',
          emailVerified: response.member?.email_address_verified ?? false,
        },
      };
    case 'cannot_join':
      return {
        ...base,
        screen: 'Error',
        flowState: { ...state.flowState, organization: response.organization },
        error: { type: 'CannotJoinOrgDueToAuthPolicy', canGoBack: false },
      };
    case 'mfa_required': {
      const { screen, mfa } = mfaAfterPrimary(response, mfaProducts, now);
      return { ...base, screen, mfa, error: null, flowState: { ...state.flowState, organization: response.organization } };
    }
  }
}
