import type { DiscoveredOrganization, Organization, SSOConnection } from '@shelfscope/identity-client';
import type { AuthFlowType } from '../config.js';
import { initialMfaState, type MfaState } from './mfa.js';
import type { BusyView, ErrorType, Screen } from './screens.js';

/** The form values that survive moving between screens. */
export interface FormState {
  emailState: { userSuppliedEmail: string };
  /** When the emailed passcode expires (epoch ms), or null before one is sent. */
  otpState: { codeExpiration: number | null };
  /** `fullName`: the name the identity provider gave (OAuth discovery), '' when none. */
  discoveryState: { email: string; fullName: string; discoveredOrganizations: DiscoveredOrganization[] };
  passwordState: { email: string };
  /** The connections SSO discovery found for the email (the menu lists them). */
  ssoDiscoveryState: { connections: SSOConnection[] };
}

/** Which flow runs, and the organization once known. */
export interface FlowState {
  type: AuthFlowType;
  organization: Organization | null;
}

/** Set when the organization still requires a primary method of this member (primary_required). */
export interface PrimaryState {
  primaryAuthMethods: string[];
  email: string;
  emailVerified: boolean;
}

/** What the Error screen shows. */
export interface ErrorState {
  type: ErrorType;
  canGoBack: boolean;
}

/** The whole widget state; the reducer is its only writer. */
export interface WidgetState {
  screen: Screen;
  screenHistory: Screen[];
  formState: FormState;
  flowState: FlowState;
  primary: PrimaryState | null;
  error: ErrorState | null;
  busy: BusyView | null;
  /** The second-factor step (spec section 3, `mfa`). */
  mfa: MfaState;
}

/** The state a widget starts with: Main (or another screen) with empty history and forms. */
export function initialState(flowType: AuthFlowType, screen: Screen = 'Main'): WidgetState {
  return {
    screen,
    screenHistory: [],
    formState: {
      emailState: { userSuppliedEmail: '' },
      otpState: { codeExpiration: null },
      discoveryState: { email: '', fullName: '', discoveredOrganizations: [] },
      passwordState: { email: '' },
      ssoDiscoveryState: { connections: [] },
    },
    flowState: { type: flowType, organization: null },
    primary: null,
    error: null,
    busy: null,
    mfa: initialMfaState(),
  };
}
