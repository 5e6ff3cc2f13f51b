import { SAML_ATTRIBUTES, type SsoGuide } from './types';

export const jumpcloud: SsoGuide = {
  id: 'jumpcloud',
  name: 'JumpCloud',
  protocol: 'SAML',
  identityProvider: 'jumpcloud',
  intro:
    'You add a custom SAML application in the JumpCloud Admin Portal, bind it to your user groups, and give us its metadata file.',
  steps: [
    {
      title: 'Add a custom SAML app',
      text: 'In the JumpCloud Admin Portal go to SSO Applications → Add New Application → Custom Application, choose "Manage Single Sign-On (SSO)" with "Configure SSO with SAML", and name it ShelfScope.',
    },
    {
      title: 'SSO settings',
      text: 'On the SSO tab paste these values. Set "SAMLSubject NameID" to email and its format to the value below; check "Sign Assertion".',
      values: [
        { label: 'SP Entity ID', key: 'entity_id' },
        { label: 'ACS URLs (Default URL)', key: 'acs_url' },
        { label: 'SAMLSubject NameID Format', key: 'name_id_format' },
      ],
    },
    {
      title: 'Attributes',
      text: 'Under "User Attributes" add the service provider attribute names below from the JumpCloud attributes email, firstname and lastname; check "Include group attribute" and name it groups.',
      attributes: SAML_ATTRIBUTES,
    },
    {
      title: 'Bind user groups',
      text: 'On the "User Groups" tab bind the groups whose people may sign in to ShelfScope, then Save (activate).',
    },
    {
      title: 'Export the metadata',
      text: 'Open the application again, press Export Metadata and keep the XML file; import it below.',
    },
  ],
  metadataHint: 'Import the file from "Export Metadata".',
};
