import type { ComponentType } from 'react';
import type { Screen } from '../state/screens.js';
import { DiscoveryScreen } from './discovery.js';
import { EmailConfirmationScreen } from './email-confirmation.js';
import { EmailMethodSelectionScreen } from './email-method-selection.js';
import { EmailOtpEntryScreen } from './email-otp-entry.js';
import { ErrorScreen } from './error-screen.js';
import { LoggedInScreen } from './logged-in.js';
import { MainScreen } from './main.js';
import { PasswordAuthenticateScreen } from './password-authenticate.js';
import { PasswordEmailFormScreen } from './password-email-form.js';
import { PasswordForgotFormScreen } from './password-forgot-form.js';
import { PasswordResetFormScreen } from './password-reset-form.js';
import { PasswordResetVerifyConfirmationScreen, PasswordSetNewConfirmationScreen } from './password-reset-sent.js';

/** The component of every screen; a new Screen member does not compile until it is listed here. */
export const SCREEN_COMPONENTS: Record<Screen, ComponentType> = {
  Main: MainScreen,
  EmailMethodSelection: EmailMethodSelectionScreen,
  EmailConfirmation: EmailConfirmationScreen,
  EmailOTPEntry: EmailOtpEntryScreen,
  PasswordAuthenticate: PasswordAuthenticateScreen,
  PasswordEmailForm: PasswordEmailFormScreen,
  PasswordForgotForm: PasswordForgotFormScreen,
  PasswordResetVerifyConfirmation: PasswordResetVerifyConfirmationScreen,
  PasswordSetNewConfirmation: PasswordSetNewConfirmationScreen,
  PasswordResetForm: PasswordResetFormScreen,
  Discovery: DiscoveryScreen,
  LoggedIn: LoggedInScreen,
  Error: ErrorScreen,
};
