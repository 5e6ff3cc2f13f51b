import type { ComponentType } from 'react';
import type { Screen } from '../state/screens.js';
import { EmailMethodSelectionScreen } from './email-method-selection.js';
import { ErrorScreen } from './error-screen.js';
import { lazyFederated, lazyIdp, lazyScreen } from './lazy.js';
import { LoggedInScreen } from './logged-in.js';
import { MainScreen } from './main.js';
import { PasswordAuthenticateScreen } from './password-authenticate.js';
import { PasswordEmailFormScreen } from './password-email-form.js';

/** The component of every screen; a new Screen member does not compile until it is listed here. */
export const SCREEN_COMPONENTS: Record<Screen, ComponentType> = {
  Main: MainScreen,
  EmailMethodSelection: EmailMethodSelectionScreen,
  EmailConfirmation: lazyScreen('EmailConfirmationScreen'),
  EmailOTPEntry: lazyScreen('EmailOtpEntryScreen'),
  PasswordAuthenticate: PasswordAuthenticateScreen,
  PasswordEmailForm: PasswordEmailFormScreen,
  PasswordForgotForm: lazyScreen('PasswordForgotFormScreen'),
  PasswordResetVerifyConfirmation: lazyScreen('PasswordResetVerifyConfirmationScreen'),
  PasswordSetNewConfirmation: lazyScreen('PasswordSetNewConfirmationScreen'),
  PasswordResetForm: lazyScreen('PasswordResetFormScreen'),
  Discovery: lazyScreen('DiscoveryScreen'),
  LoggedIn: LoggedInScreen,
  Error: ErrorScreen,
  MFAEnrollmentSelection: lazyScreen('MfaEnrollmentSelectionScreen'),
  SMSOTPEnrollment: lazyScreen('SmsOtpEnrollmentScreen'),
  SMSOTPEntry: lazyScreen('SmsOtpEntryScreen'),
  TOTPEnrollmentQRCode: lazyScreen('TotpEnrollmentQrCodeScreen'),
  TOTPEnrollmentManual: lazyScreen('TotpEnrollmentManualScreen'),
  TOTPEntry: lazyScreen('TotpEntryScreen'),
  RecoveryCodeEntry: lazyScreen('RecoveryCodeEntryScreen'),
  RecoveryCodeSave: lazyScreen('RecoveryCodeSaveScreen'),
  SSODiscoveryEmail: lazyFederated('SSODiscoveryEmailScreen'),
  SSODiscoveryMenu: lazyFederated('SSODiscoveryMenuScreen'),
  SSODiscoveryFallback: lazyFederated('SSODiscoveryFallbackScreen'),
  IDPConsent: lazyIdp(),
};
