import type { AuthenticateResponse, DiscoveredOrganization, Organization } from '@shelfscope/identity-client';
import type { AuthFlowType } from '../config.js';
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
  | { type: 'set_discovery_state'; email: string; discoveredOrganizations: DiscoveredOrganization[] }
  | { type: 'set_flow'; flowType: AuthFlowType; organization: Organization | null }
  | { type: 'set_organization'; organization: Organization }
  | { type: 'set_password_email'; email: string }
  | { type: 'use_password_auth'; email: string }
  | { type: 'primary_authenticate_success'; response: AuthenticateResponse; isResetLink?: boolean }
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
            discoveryState: { email: '', discoveredOrganizations: [] },
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
            discoveryState: { email: action.email, discoveredOrganizations: action.discoveredOrganizations },
          },
        },
        'Discovery',
      );
    case 'set_flow':
      return { ...state, flowState: { type: action.flowType, organization: action.organization } };
    case 'set_organization':
      return { ...state, flowState: { ...state.flowState, organization: action.organization } };
    case 'set_password_email':
      return { ...state, formState: { ...state.formState, passwordState: { email: action.email } } };
    case 'use_password_auth':
      return transition(
        { ...state, formState: { ...state.formState, passwordState: { email: action.email } } },
        'PasswordAuthenticate',
      );
    case 'primary_authenticate_success':
      return applyPrimaryAuth(state, action.response, action.isResetLink);
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
  }
}
