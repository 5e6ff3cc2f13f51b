import { SAML_ATTRIBUTES, type SsoGuide } from './types';

export const okta: SsoGuide = {
  id: 'okta',
  name: 'Okta',
  protocol: 'SAML',
  identityProvider: 'okta',
  intro: 'You create a SAML 2.0 app integration in the Okta Admin Console, assign it to your people, and give us its metadata.',
  steps: [
    {
      title: 'Create the app integration',
      text: 'In the Okta Admin Console go to Applications → Applications → Create App Integration. Choose "SAML 2.0" and press Next. Name the app ShelfScope and press Next.',
    },
    {
      title: 'Configure SAML',
      text: 'Under "SAML Settings" paste these values. Leave "Default RelayState" empty and "Application username" as Okta username.',
      values: [
        { label: 'Single sign-on URL (check "Use this for Recipient URL and Destination URL")', key: 'acs_url' },
        { label: 'Audience URI (SP Entity ID)', key: 'entity_id' },
        { label: 'Name ID format', key: 'name_id_format' },
      ],
    },
    {
      title: 'Add attribute statements',
      text: 'Under "Attribute Statements" add these names with the values user.email, user.firstName and user.lastName; under "Group Attribute Statements" add groups with the filter "Matches regex" .* (or only the groups you want to map to roles). Press Next, then Finish.',
      attributes: SAML_ATTRIBUTES,
    },
    {
      title: 'Assign people',
      text: "On the app's Assignments tab, assign the people or groups who may sign in to ShelfScope.",
    },
    {
      title: 'Copy the metadata URL',
      text: 'On the Sign On tab, under "SAML Signing Certificates", open Actions → View IdP metadata of the active certificate and copy that page\'s address. Paste it below.',
    },
  ],
  metadataHint: 'The address of "View IdP metadata" (https://….okta.com/app/…/sso/saml/metadata).',
};
