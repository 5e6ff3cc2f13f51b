import { SAML_ATTRIBUTES, type SsoGuide } from './types';

export const onelogin: SsoGuide = {
  id: 'onelogin',
  name: 'OneLogin',
  protocol: 'SAML',
  identityProvider: 'onelogin',
  intro:
    'You add the "SAML Custom Connector (Advanced)" app in OneLogin, configure it, and give us its issuer URL (its metadata).',
  steps: [
    {
      title: 'Add the connector',
      text: 'In OneLogin Administration go to Applications → Applications → Add App, search for "SAML Custom Connector (Advanced)", name it ShelfScope and Save.',
    },
    {
      title: 'Configuration',
      text: 'On the Configuration tab paste these values. Set "SAML nameID format" to Email, "SAML signature element" to Assertion, and Save.',
      values: [
        { label: 'Audience (EntityID)', key: 'entity_id' },
        { label: 'Recipient', key: 'acs_url' },
        { label: 'ACS (Consumer) URL Validator (the same URL)', key: 'acs_url' },
        { label: 'ACS (Consumer) URL', key: 'acs_url' },
      ],
    },
    {
      title: 'Parameters',
      text: 'On the Parameters tab add each field below with "Include in SAML assertion" checked: Email, First Name, Last Name, and for groups "User Roles" (or MemberOf) with "Semicolon Delimited input" transformed to a multi-value parameter.',
      attributes: SAML_ATTRIBUTES,
    },
    {
      title: 'Access',
      text: 'On the Access tab (or Users) give the app to the roles or people who may sign in to ShelfScope.',
    },
    {
      title: 'Copy the issuer URL',
      text: 'On the SSO tab copy "Issuer URL": it is the app\'s metadata URL. Paste it below (or use More Actions → SAML Metadata to download the file and import it).',
    },
  ],
  metadataHint: 'The Issuer URL of the SSO tab (https://app.onelogin.com/saml/metadata/…).',
};
