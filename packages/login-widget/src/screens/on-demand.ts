// Screens shown only after a network step, in one chunk loaded on first use (registry.ts): the
// organization list of discovery and what follows a discovery result (flows/discovery-result.ts), the
// token callback of a page address (widget-runtime.tsx), "Check your email", "Enter passcode", the MFA screens, the new-password screens and the passkey button and ceremonies. One module, so the bundler keeps everything they share
// with the rest of the widget in its entry (one request at first load). Their texts and styles come along.
import { enOnDemand } from '../i18n/en-on-demand.js';
import { registerOnDemandTexts } from '../i18n/strings.js';
import { addStyles } from '../theme/styles.js';
import { ON_DEMAND_STYLES } from '../theme/styles-on-demand.js';
import { ORG_LIST_STYLES } from '../theme/styles-org-list.js';

registerOnDemandTexts(enOnDemand);
addStyles(ON_DEMAND_STYLES + ORG_LIST_STYLES);

export { handleDiscoveryResult } from '../flows/discovery.js';
export { startPasskeyAutofill } from '../flows/passkey.js';
export { authenticateCallbackToken } from '../flows/token-callback.js';
export { DiscoveryScreen } from './discovery.js';
export { EmailConfirmationScreen } from './email-confirmation.js';
export { EmailOtpEntryScreen } from './email-otp-entry.js';
export { MfaEnrollmentSelectionScreen, SmsOtpEnrollmentScreen } from './mfa/enrollment.js';
export { RecoveryCodeEntryScreen, RecoveryCodeSaveScreen } from './mfa/recovery-codes.js';
export { SmsOtpEntryScreen } from './mfa/sms-otp-entry.js';
export { TotpEnrollmentManualScreen, TotpEnrollmentQrCodeScreen, TotpEntryScreen } from './mfa/totp.js';
export { PasskeyButton } from './passkey-button.js';
export { PasswordForgotFormScreen } from './password-forgot-form.js';
export { PasswordResetFormScreen } from './password-reset-form.js';
export { PasswordResetVerifyConfirmationScreen, PasswordSetNewConfirmationScreen } from './password-reset-sent.js';
