import type { AuthenticateResponse, DiscoveredOrganization, Organization, SSOConnection } from '@shelfscope/identity-client';
import type { AuthFlowType } from '../config.js';
import { enrollmentScreen, initialMfaState, type MfaMethod, type MfaState, type TotpEnrollment } from './mfa.js';
import { applyPrimaryAuth } from './primary-auth.js';
import type { BusyView, ErrorType, Screen } from './screens.js';
import type { WidgetState } from './state.js';

/** Everything that changes the widget state. Names follow the spec's actions where it names them. */
export type Action =
  | { type: 'transition'; screen: Screen }
  | { type: 'navigate_back' }
  /** Back to Main with empty history, keeping the flow (Error "back", "Try again"). */
  | { type: 'go_to_main'; clearEmail?: boolean }
  | { type: 'set_user_supplied_email'; email: string }
  | { type: 'send_email_otp'; codeExpiration: number }
  | { type: 'reset_code_expiration'; codeExpiration: number | null }
  | { type: 'set_discovery_state'; email: string; fullName: string; discoveredOrganizations: DiscoveredOrganization[] }
  | { type: 'set_flow'; flowType: AuthFlowType; organization: Organization | null }
  | { type: 'set_organization'; organization: Organization }
  | { type: 'set_password_email'; email: string }
  /** SSO discovery found several connections (menu) or none (fallback); pushes history. */
  | { type: 'sso_discovery'; connections: SSOConnection[] }
  | { type: 'use_password_auth'; email: string }
  | {
      type: 'primary_authenticate_success';
      response: AuthenticateResponse;
      isResetLink?: boolean;
      /** The second factors the widget offers, in order. */
      mfaProducts?: MfaMethod[];
      now?: number;
    }
  // MFA (spec section 4, "MFA")
  | { type: 'mfa_select_method'; method: MfaMethod }
  | { type: 'sms_send_start' }
  | {
      type: 'sms_send_success';
      codeExpiration: number;
      formattedDestination: string;
      enrolledNumber: MfaState['smsOtp']['enrolledNumber'];
    }
  | { type: 'sms_send_error'; error: string }
  | { type: 'totp_create_start' }
  | { type: 'totp_create_success'; memberId: string; organizationId: string; enrollment: Omit<TotpEnrollment, 'method'> }
  | { type: 'totp_create_error'; error: string }
  /** show_code: between the QR code and the manual code. */
  | { type: 'totp_show_code'; method: TotpEnrollment['method'] }
  | { type: 'totp_continue' }
  | { type: 'mfa_use_recovery_code' }
  | { type: 'mfa_switch_to_sms' }
  /** A TOTP code was proven: the backup codes next when enrolling, else done. */
  | { type: 'totp_authenticated' }
  /** MFA done (SMS or backup code proven, backup codes saved): the post-auth screen. */
  | { type: 'mfa_complete' }
  /** Discovery picked an organization whose policy requires another primary method. */
  | {
      type: 'organization_requires_primary';
      organization: Organization;
      methods: string[];
      email: string;
      emailVerified: boolean;
    }
  | { type: 'show_error'; errorType: ErrorType; canGoBack: boolean }
  | { type: 'set_busy'; busy: BusyView | null };

function transition(state: WidgetState, screen: Screen): WidgetState {
  return { ...state, screen, screenHistory: [...state.screenHistory, state.screen], busy: null };
}

/** The pure state machine: every screen change and form value goes through here. */
export function reducer(state: WidgetState, action: Action): WidgetState {
  switch (action.type) {
    case 'transition':
      return transition(state, action.screen);
    case 'navigate_back': {
      const previous = state.screenHistory.at(-1);
      if (previous === undefined) return state;
      return { ...state, screen: previous, screenHistory: state.screenHistory.slice(0, -1), error: null };
    }
    case 'go_to_main': {
      const formState = action.clearEmail
        ? {
            ...state.formState,
            emailState: { userSuppliedEmail: '' },
            otpState: { codeExpiration: null },
            discoveryState: { email: '', fullName: '', discoveredOrganizations: [] },
          }
        : state.formState;
      return { ...state, screen: 'Main', screenHistory: [], error: null, busy: null, formState };
    }
    case 'set_user_supplied_email':
      return { ...state, formState: { ...state.formState, emailState: { userSuppliedEmail: action.email } } };
    case 'send_email_otp':
      return transition(
        { ...state, formState: { ...state.formState, otpState: { codeExpiration: action.codeExpiration } } },
        'EmailOTPEntry',
      );
    case 'reset_code_expiration':
      return { ...state, formState: { ...state.formState, otpState: { codeExpiration: action.codeExpiration } } };
    case 'set_discovery_state':
      return transition(
        {
          ...state,
          formState: {
            ...state.formState,
            discoveryState: {
              email: action.email,
              fullName: action.fullName,
              discoveredOrganizations: action.discoveredOrganizations,
            },
          },
        },
        'Discovery',
      );
    case 'set_flow':
      return { ...state, flowState: { type: action.flowType, organization: action.organization } };
    case 'set_organization':
      return { ...state, flowState: { ...state.flowState, organization: action.organization } };
    case 'sso_discovery':
      return transition(
        { ...state, formState: { ...state.formState, ssoDiscoveryState: { connections: action.connections } } },
        action.connections.length ? 'SSODiscoveryMenu' : 'SSODiscoveryFallback',
      );
    case 'set_password_email':
      return { ...state, formState: { ...state.formState, passwordState: { email: action.email } } };
    case 'use_password_auth':
      return transition(
        { ...state, formState: { ...state.formState, passwordState: { email: action.email } } },
        'PasswordAuthenticate',
      );
    case 'primary_authenticate_success':
      return applyPrimaryAuth(state, action.response, action.isResetLink, action.mfaProducts, action.now);
    case 'organization_requires_primary':
      return transition(
        {
          ...state,
          flowState: { type: 'Organization', organization: action.organization },
          primary: { primaryAuthMethods: action.methods, email: action.email, emailVerified: action.emailVerified },
          formState: { ...state.formState, emailState: { userSuppliedEmail: action.email } },
        },
        'Main',
      );
    case 'show_error':
      return transition({ ...state, error: { type: action.errorType, canGoBack: action.canGoBack } }, 'Error');
    case 'set_busy':
      return { ...state, busy: action.busy };
    default:
      return mfaReducer(state, action);
  }
}

const withMfa = (state: WidgetState, mfa: Partial<MfaState>): WidgetState => ({ ...state, mfa: { ...state.mfa, ...mfa } });

/** The MFA actions (spec section 4, "MFA"). */
function mfaReducer(state: WidgetState, action: Action): WidgetState {
  const { mfa } = state;
  switch (action.type) {
    case 'mfa_select_method':
      return transition(state, enrollmentScreen(action.method));
    case 'sms_send_start':
      return withMfa(state, { smsOtp: { ...mfa.smsOtp, isSending: true, sendError: null } });
    case 'sms_send_success': {
      const sent = withMfa(state, {
        smsOtp: {
          isSending: false,
          sendError: null,
          codeExpiration: action.codeExpiration,
          formattedDestination: action.formattedDestination,
          enrolledNumber: action.enrolledNumber ?? mfa.smsOtp.enrolledNumber,
        },
      });
      return state.screen === 'SMSOTPEntry' ? sent : transition(sent, 'SMSOTPEntry');
    }
    case 'sms_send_error':
      // The code is marked expired, so the entry screen offers a resend rather than a countdown.
      return withMfa(state, { smsOtp: { ...mfa.smsOtp, isSending: false, sendError: action.error, codeExpiration: 0 } });
    case 'totp_create_start':
      return withMfa(state, { totp: { ...mfa.totp, isCreating: true, createError: null } });
    case 'totp_create_success': {
      const info = mfa.primaryInfo;
      // A late answer for another login (or after enrolment ended) is ignored.
      if (!mfa.isEnrolling || info?.memberId !== action.memberId || info.organizationId !== action.organizationId) {
        return withMfa(state, { totp: { ...mfa.totp, isCreating: false } });
      }
      return withMfa(state, {
        totp: { isCreating: false, createError: null, enrollment: { ...action.enrollment, method: 'qr' } },
      });
    }
    case 'totp_create_error':
      return withMfa(state, { totp: { ...mfa.totp, isCreating: false, createError: action.error } });
    case 'totp_show_code': {
      const enrollment = mfa.totp.enrollment;
      const moved = withMfa(state, {
        totp: { ...mfa.totp, enrollment: enrollment ? { ...enrollment, method: action.method } : null },
      });
      return transition(moved, action.method === 'manual' ? 'TOTPEnrollmentManual' : 'TOTPEnrollmentQRCode');
    }
    case 'totp_continue':
      return transition(state, 'TOTPEntry');
    case 'mfa_use_recovery_code':
      return transition(state, 'RecoveryCodeEntry');
    case 'mfa_switch_to_sms':
      return transition(state, 'SMSOTPEntry');
    case 'totp_authenticated':
      return mfa.isEnrolling ? transition(state, 'RecoveryCodeSave') : mfaComplete(state);
    case 'mfa_complete':
      return mfaComplete(state);
    default:
      return state;
  }
}

function mfaComplete(state: WidgetState): WidgetState {
  const screen = state.mfa.primaryInfo?.postAuthScreen ?? 'LoggedIn';
  return { ...transition(state, screen), mfa: initialMfaState(), primary: null, error: null };
}
