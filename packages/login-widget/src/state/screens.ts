/**
 * The widget's screens (IDPConsent is the consent screen and the logout confirmation);
 * everything that switches over screens goes through `SCREEN_COMPONENTS` (screens/index.tsx),
 * whose type makes a new member a compile error until it has a component.
 */
export const Screen = {
  Main: 'Main',
  EmailMethodSelection: 'EmailMethodSelection',
  EmailConfirmation: 'EmailConfirmation',
  EmailOTPEntry: 'EmailOTPEntry',
  PasswordAuthenticate: 'PasswordAuthenticate',
  PasswordEmailForm: 'PasswordEmailForm',
  PasswordForgotForm: 'PasswordForgotForm',
  PasswordResetVerifyConfirmation: 'PasswordResetVerifyConfirmation',
  PasswordSetNewConfirmation: 'PasswordSetNewConfirmation',
  PasswordResetForm: 'PasswordResetForm',
  Discovery: 'Discovery',
  LoggedIn: 'LoggedIn',
  Error: 'Error',
  MFAEnrollmentSelection: 'MFAEnrollmentSelection',
  SMSOTPEnrollment: 'SMSOTPEnrollment',
  SMSOTPEntry: 'SMSOTPEntry',
  TOTPEnrollmentQRCode: 'TOTPEnrollmentQRCode',
  TOTPEnrollmentManual: 'TOTPEnrollmentManual',
  TOTPEntry: 'TOTPEntry',
  RecoveryCodeEntry: 'RecoveryCodeEntry',
  RecoveryCodeSave: 'RecoveryCodeSave',
  SSODiscoveryEmail: 'SSODiscoveryEmail',
  SSODiscoveryMenu: 'SSODiscoveryMenu',
  SSODiscoveryFallback: 'SSODiscoveryFallback',
  IDPConsent: 'IDPConsent',
} as const;

/** One of the widget's screens. */
export type Screen = (typeof Screen)[keyof typeof Screen];

/** Kinds of the Error screen (spec section 2). */
export type ErrorType =
  | 'Default'
  | 'EmailMagicLink'
  | 'Organization'
  | 'CannotJoinOrgDueToAuthPolicy'
  | 'AdBlockerDetected'
  | 'OrganizationDiscoveryClaimedDomain';

/** Views shown instead of the screen while something runs: a token authenticating, or a login completing. */
export type BusyView = 'loading' | 'logging_in';
