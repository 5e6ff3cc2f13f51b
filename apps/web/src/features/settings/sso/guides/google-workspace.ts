import type { SsoGuide } from './types';

export const googleWorkspace: SsoGuide = {
  id: 'google-workspace',
  name: 'Google Workspace',
  protocol: 'SAML',
  identityProvider: 'google-workspace',
  intro: 'You add a custom SAML app in the Google Admin console, turn it on for your people, and give us its IdP metadata file.',
  steps: [
    {
      title: 'Add a custom SAML app',
      text: 'In the Google Admin console go to Apps → Web and mobile apps → Add app → Add custom SAML app. Name it ShelfScope and press Continue.',
    },
    {
      title: 'Download the IdP metadata',
      text: 'On "Google Identity Provider details", under Option 1, press "Download Metadata" and keep the GoogleIDPMetadata.xml file: you import it in the last step. Press Continue.',
    },
    {
      title: 'Service provider details',
      text: 'Paste these values. Leave "Signed response" unchecked, and set "Name ID format" to EMAIL with "Name ID" Basic Information → Primary email. Press Continue.',
      values: [
        { label: 'ACS URL', key: 'acs_url' },
        { label: 'Entity ID', key: 'entity_id' },
      ],
    },
    {
      title: 'Attribute mapping',
      text: 'Add mappings from Basic Information: Primary email → email, First name → first_name, Last name → last_name. Under "Group membership" choose the groups to send, with the app attribute groups. Press Finish.',
      attributes: [
        { name: 'email', value: 'Primary email' },
        { name: 'first_name', value: 'First name' },
        { name: 'last_name', value: 'Last name' },
        { name: 'groups', value: 'Group membership (optional)' },
      ],
    },
    {
      title: 'Turn it on',
      text: 'Open the app\'s "User access", choose ON for everyone (or for the organizational units and groups who may sign in), and Save. It can take a few minutes to apply.',
    },
  ],
  metadataHint: 'Import the GoogleIDPMetadata.xml file you downloaded in step 2.',
};
