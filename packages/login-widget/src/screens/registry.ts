import { type ComponentType, createElement, lazy, Suspense } from 'react';
import type { Screen } from '../state/screens.js';
import { EmailMethodSelectionScreen } from './email-method-selection.js';
import { EmailOtpEntryScreen } from './email-otp-entry.js';
import { ErrorScreen } from './error-screen.js';
import { LoggedInScreen } from './logged-in.js';
import { MainScreen } from './main.js';
import { PasswordAuthenticateScreen } from './password-authenticate.js';
import { PasswordEmailFormScreen } from './password-email-form.js';

type OnDemand = typeof import('./on-demand.js');
let onDemand: Promise<OnDemand> | undefined;

/**
 * A screen loaded on first use, with the others of on-demand.ts: most logins never reach the MFA
 * screens or set a new password, so those stay out of the widget's first load (the standalone
 * bundle's budget, bench/widget.ts).
 */
function lazyScreen(name: keyof OnDemand): ComponentType {
  const Screen = lazy(async () => {
    onDemand ??= import('./on-demand.js');
    return { default: (await onDemand)[name] };
  });
  return () => createElement(Suspense, { fallback: null }, createElement(Screen));
}

/** The component of every screen; a new Screen member does not compile until it is listed here. */
export const SCREEN_COMPONENTS: Record<Screen, ComponentType> = {
  Main: MainScreen,
  EmailMethodSelection: EmailMethodSelectionScreen,
  EmailConfirmation: lazyScreen('EmailConfirmationScreen'),
  EmailOTPEntry: EmailOtpEntryScreen,
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
};
