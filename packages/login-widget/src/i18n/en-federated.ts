/**
 * English texts of the SSO and OAuth parts (federated/), loaded with that chunk and registered
 * when it loads (strings.ts). Texts quoted by the spec are kept exactly.
 */
export const enFederated = {
  continueWithProvider: 'Continue with {provider}',
  continueWithSso: 'Continue with SSO',
  providerGoogle: 'Google',
  providerMicrosoft: 'Microsoft',
  providerHubspot: 'HubSpot',
  providerSlack: 'Slack',
  providerGithub: 'GitHub',
  ssoDiscoveryEmailTitle: 'Enter your email to continue',
  ssoDiscoveryMenuTitle: 'Select a connection to continue',
  ssoDiscoveryFallbackTitle: "Sorry, we couldn't find any connections.",
  ssoDiscoveryFallbackDescription:
    "Please input the Organization's unique slug to continue. If you don't know the unique slug, log in through another method to view all of your available Organizations.",
  orgSlugLabel: 'Organization slug',
  orgSlugPlaceholder: 'Enter org slug',
  tryAnotherMethod: 'Try another log in method',
} as const;
