/**
 * English texts of the identity-provider consent and logout screens (idp/), loaded with that
 * chunk and registered when it loads (strings.ts). Texts quoted by the spec are kept exactly.
 */
export const enIdp = {
  idpMissingParam: 'Required parameter is missing: {param}. Please reach out to the application developer.',
  idpSignInTitle: 'Sign in to {clientName} with {projectName}',
  idpCustomScopesTitle: '{clientName} wants to access your {projectName} account',
  idpRequesting: '{clientName} is requesting to:',
  idpDefaultClientName: 'The App',
  idpNoPermissionsToGrant: 'You do not have permissions to grant {clientName} access to some of the requested scopes.',
  idpCannotGrantRequest: "You cannot grant {clientName}'s request to:",
  idpAllow: 'Allow',
  idpDeny: 'Deny',
  idpDenied: 'Access to the application was denied.',
  idpNoActiveSession: 'No active session detected. Please log in to continue.',
  idpScopeOpenid: 'Verify your identity',
  idpScopeOpenidDetail: 'View information stored within your account',
  idpScopeProfile: 'View your personal profile information',
  idpScopeProfileDetail: 'Your name, profile picture, and language preferences',
  idpScopeEmailDetail: 'Your email address',
  idpScopePhoneDetail: 'Your phone number',
  idpScopeOfflineAccess: "Maintain access to your data even when you're not actively using the app",
  idpScopeOfflineAccessDetail1: 'Access your data even when you are offline.',
  idpScopeOfflineAccessDetail2: 'Synchronize data and process background tasks on your behalf.',
  idpScopeFullAccess: 'Act on your behalf with full access to your account',
  idpScopeCustom: 'Use the {scope} scope',
  idpAppLogoAlt: 'Logo',
  idpLogoutTitle: 'Log out?',
  idpLogoutMessage: 'Are you sure you want to log out of your {projectName} account?',
  idpLogoutYes: 'Yes',
  idpLogoutNo: 'No',
  idpNotLoggedOut: 'You have not been logged out. You may close this page.',
} as const;
