import type { enFederated } from './en-federated.js';
import type { enIdp } from './en-idp.js';
import type { enOnDemand } from './en-on-demand.js';

/**
 * Every text the widget shows, in English. Texts quoted by the spec are kept exactly; `{name}`
 * marks a value filled in at render time. Hosts replace texts with config `strings`.
 */
export const en = {
  // Main
  mainTitleDiscovery: 'Sign up or log in',
  mainTitleOrganization: 'Continue to {organizationName}',
  mainTitleOrganizationUnknown: 'Continue to ...',
  verifyEmailTitle: 'Verify your email',
  verifyEmailDescription: 'Confirm your email address with one of the following:',
  emailLabel: 'Email',
  emailPlaceholder: 'example@email.com',
  invalidEmail: 'Invalid email address',
  continue: 'Continue',
  or: 'or',
  usePasswordInstead: 'Use a password instead',
  loading: 'Loading...',
  back: 'Back',
  organizationLogoAlt: '{organizationName} logo',
  appLogoAlt: 'Logo',

  // Email
  emailMethodSelectionTitle: "Select how you'd like to continue.",
  emailMeLink: 'Email me a log in link',
  emailMeCode: 'Email me a log in code',

  // Passwords
  passwordLoginTitle: 'Log in with email and password',
  passwordLabel: 'Password',
  show: 'Show',
  hide: 'Hide',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  signUpOrResetPassword: 'Sign up or reset password',
  nonMemberNoAccess: '{email} does not have access to {organizationName}. If you think this is a mistake, contact your admin.',
  jitNoAccess: '{email} does not have access to {organizationName}. If you think this is a mistake, contact your admin',

  // Success and progress
  successTitle: 'Success!',
  successDescription: 'You have successfully logged in.',
  loggingIn: 'Logging in...',

  // Error screen
  errorTitle: 'Looks like there was an error!',
  errorDefault: 'Something went wrong. Try again later or contact your admin for help.',
  errorEmailMagicLink: 'This login link is no longer valid: it may have expired or already been used. Request a new one.',
  errorOrganizationTitle: 'Organization not found',
  errorOrganization:
    'The organization you are looking for could not be found. If you think this is a mistake, contact your admin.',
  errorCannotJoin:
    "Unable to join due to {organizationName}'s authentication policy. Please contact your admin for more information.",
  errorAdBlocker: 'Your browser blocked a request the login needs. Disable your ad blocker for this site and try again.',
  errorClaimedDomain:
    'This email domain is claimed by an organization: you can only join that organization. Contact your admin for help.',
  goBack: 'Go back',

  // Messages by error_type (spec section 8)
  errInvalidEmail: 'Email format is invalid.',
  errUnauthorizedCredentials: 'Unauthorized credentials.',
  errUserUnauthenticated: 'Must have an active session to call this method. Have you logged in yet?',
  errEmailNotFound: 'Email not found.',
  errNoUserPassword: 'Password not found for this user. Please try again.',
  errBreachedPassword: 'Password appears in the list of breached passwords and must be reset.',
  errResetPassword: 'Password must be reset.',
  errInvalidCode: 'Code format is invalid, please try again.',
  errMemberPasswordNotFound: 'Member password not found.',
  errUnauthorizedAction: 'Unauthorized action.',
  errUserLockLimitReached: 'Too many failed authentication attempts. Please try again later.',
  errInvalidSessionToken: 'Invalid session token.',
  errSessionNotFound: 'Session not found.',
  errOtpCodeNotFound: 'Invalid passcode, please try again.',
  errUnableToAuthMagicLink: 'This link has already been used or has expired. Request a new one.',
  errInactiveEmail: 'This email address is marked as inactive. Try another email address or contact your admin.',
  errOrganizationNotFound: 'Organization not found. Please try again.',
  errSlugLookup: 'An error occurred. Please try again.',

  // Toasts and chrome
  dismiss: 'Dismiss',
  notifications: 'Notifications',
  poweredBy: 'Powered by',
  watermarkName: 'ShelfScope',
} as const;

/** The table of texts; every locale provides every key (those of en-on-demand.ts too). */
export type Strings = {
  -readonly [K in keyof typeof en | keyof typeof enOnDemand | keyof typeof enFederated | keyof typeof enIdp]: string;
};

/** A key of the strings table. */
export type StringKey = keyof Strings;
