import { SAML_ATTRIBUTES, type SsoGuide } from './types';

export const genericSaml: SsoGuide = {
  id: 'generic-saml',
  name: 'Other SAML 2.0 provider',
  protocol: 'SAML',
  identityProvider: 'generic',
  intro:
    "Any SAML 2.0 identity provider works: register ShelfScope as a service provider there, then give us the provider's metadata or its values.",
  steps: [
    {
      title: 'Register ShelfScope as a service provider',
      text: 'In your identity provider, add a SAML 2.0 service provider (an "application" or "relying party"). If it can import service-provider metadata, give it our metadata URL; otherwise paste the values one by one.',
      values: [
        { label: 'SP metadata URL', key: 'sp_metadata_url' },
        { label: 'Assertion Consumer Service (ACS) URL, HTTP-POST binding', key: 'acs_url' },
        { label: 'SP entity ID (audience)', key: 'entity_id' },
        { label: 'NameID format', key: 'name_id_format' },
      ],
    },
    {
      title: 'Send these attributes',
      text: "Sign the assertion (or the whole response) and send the NameID as the user's email address, with these attributes. Groups are optional: they feed group-to-role rules.",
      attributes: SAML_ATTRIBUTES,
    },
    {
      title: 'Give access',
      text: 'Assign the service provider to the people or groups who may sign in to ShelfScope.',
    },
  ],
  metadataHint: "Your provider's IdP metadata URL, its metadata XML file, or its entity ID, sign-in URL and signing certificate.",
};
