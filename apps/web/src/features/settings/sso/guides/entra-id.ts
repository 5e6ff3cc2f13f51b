import { SAML_ATTRIBUTES, type SsoGuide } from './types';

export const entraId: SsoGuide = {
  id: 'microsoft-entra',
  name: 'Microsoft Entra ID',
  protocol: 'SAML',
  identityProvider: 'microsoft-entra',
  intro:
    'You add a non-gallery enterprise application in the Microsoft Entra admin center, set up its SAML single sign-on, and give us its federation metadata.',
  steps: [
    {
      title: 'Create the enterprise application',
      text: 'In the Microsoft Entra admin center go to Identity → Applications → Enterprise applications → New application → Create your own application. Name it ShelfScope, choose "Integrate any other application you don\'t find in the gallery (Non-gallery)" and press Create.',
    },
    {
      title: 'Basic SAML Configuration',
      text: 'Open Single sign-on → SAML, then Edit in box 1 "Basic SAML Configuration". Add the identifier and the reply URL below, mark both as default, and Save.',
      values: [
        { label: 'Identifier (Entity ID)', key: 'entity_id' },
        { label: 'Reply URL (Assertion Consumer Service URL)', key: 'acs_url' },
      ],
    },
    {
      title: 'Attributes & Claims',
      text: 'In box 2 "Attributes & Claims" press Edit, then Add new claim for each name below, with no namespace, from the source attributes user.mail, user.givenname and user.surname. For groups, use Add a group claim → "Groups assigned to the application", and name it groups under "Customize the name of the group claim".',
      attributes: SAML_ATTRIBUTES,
    },
    {
      title: 'Assign users and groups',
      text: 'Under Users and groups → Add user/group, assign the people or groups who may sign in to ShelfScope.',
    },
    {
      title: 'Copy the federation metadata URL',
      text: 'In box 3 "SAML Certificates" copy "App Federation Metadata Url" and paste it below (or download "Federation Metadata XML" and import the file).',
    },
  ],
  metadataHint:
    'The App Federation Metadata Url (https://login.microsoftonline.com/…/federationmetadata/2007-06/federationmetadata.xml?appid=…).',
};
