/**
 * English texts of the screens loaded on demand (screens/on-demand.ts): they travel in that
 * chunk, not in the widget's first load, and are registered when it loads (strings.ts).
 * Texts quoted by the spec are kept exactly.
 */
export const enOnDemand = {
  // Email confirmation (a link was sent)
  checkEmailTitle: 'Check your email',
  emailResent: 'Email resent',
  emailSentTo: 'An email was sent to {email}',
  openGmail: 'Gmail',
  openYahoo: 'Yahoo Mail',
  openOutlook: 'Outlook',
  tryAgain: 'Try again',

  // Discovery's organization list, new passwords
  discoveryTitle: 'Select an organization to continue',
  acceptInvite: 'Accept Invite',
  createOrganization: 'Create an organization',
  createOrganizationToGetStarted: 'Create an organization to get started',
  organizationName: 'Organization name',
  organizationNameHint: 'Your team sees it when they sign in; you can change it later.',
  noOrganizations: '{email} does not belong to any organizations.',
  tryDifferentEmail: 'Try a different email address',
  ludsLength: 'Must be at least {count} character(s) long',
  ludsComplexity: 'Must contain {count} of the following: uppercase letter, lowercase letter, number, symbol',
  breachedPassword:
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',
  passwordStrength: 'Password strength',
  setNewPasswordTitle: 'Set a new password',
  resetSentTitle: 'Check your email!',
  resetSentDescription: 'A login link was sent to you at {email}.',
  resendEmail: 'Resend email',
  verifyFirstTitle: 'Verify your email first.',
  verifyFirstDescription: 'A link to verify your email and set a password was sent to you at {email}.',
  forgotTitle: 'Check your email for help signing in!',
  forgotDescriptionOrganization:
    "We'll email you a login link to sign in to your account directly or reset your password if you have one.",
  forgotDescriptionDiscovery: "We'll email you a verification link to sign up or reset your password if you have one.",
  newPasswordLabel: 'New password',

  // MFA (spec section 2, "MFA screens")
  mfaEnrollTitle: 'Set up Multi-Factor Authentication',
  mfaUseAuthenticatorApp: 'Use an authenticator app',
  mfaTextMeACode: 'Text me a code',
  // Passkeys (ours: the spec has no B2B passkey screens)
  signInWithPasskey: 'Sign in with a passkey',
  mfaUsePasskey: 'Use a passkey instead',
  passkeyCancelled: 'The passkey request was cancelled or timed out. Please try again.',
  smsEnrollTitle: 'Enter your phone number to set up Multi-Factor Authentication',
  phoneCountryLabel: 'Country',
  phoneNumberLabel: 'Phone number',
  phoneNumberPlaceholder: '(201) 555-0123',
  errInvalidPhoneNumber: 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
  smsEntryTitle: 'Enter passcode',
  smsEntryDescription: 'A 6-digit passcode was sent to you at {destination}',
  totpQrTitle: 'Scan the QR code to link your authenticator app',
  totpQrAlt: 'QR code to scan with your authenticator app',
  totpTroubleScanning: 'Having trouble scanning?',
  totpManualTitle: 'Having trouble scanning the QR code?',
  totpManualDescription: 'Enter this code in your authenticator app.',
  totpScanAgain: 'Try to scan the QR code again',
  totpEntryTitle: 'Enter verification code',
  totpEntryDescription: 'Enter the 6-digit code from your authenticator app.',
  totpInputLabel: 'Verification code',
  useBackupCode: 'Can’t access your authenticator app? Use a backup code',
  textMeInstead: 'Text me a code instead',
  recoveryEntryTitle: 'Enter backup code',
  recoveryCodeLabel: 'Backup code',
  recoverySaveTitle: 'Save your backup codes!',
  recoverySaveDescription: 'Each code works once, if you lose your authenticator app.',
  copyCodes: 'Copy',
  downloadCodes: 'Download .txt',
  done: 'Done',
  copied: 'Copied',
  copyFailed: "Couldn't copy codes to clipboard",
  codeCopied: 'Code copied',
  codeCopyFailed: "Couldn't copy code to clipboard",
} as const;
