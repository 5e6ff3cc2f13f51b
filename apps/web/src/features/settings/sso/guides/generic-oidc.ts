import type { SsoGuide } from './types';

export const genericOidc: SsoGuide = {
  id: 'generic-oidc',
  name: 'Other OpenID Connect provider',
  protocol: 'OIDC',
  identityProvider: 'generic',
  intro:
    "Any OpenID Connect provider with discovery (/.well-known/openid-configuration) works: register ShelfScope as a web application client there, then give us its issuer and the client's credentials.",
  steps: [
    {
      title: 'Register a web application',
      text: 'In your provider, create an OpenID Connect client of the "web application" kind (authorization code flow, a confidential client with a secret). Add this redirect URI exactly, and allow these scopes.',
      values: [
        { label: 'Redirect URI (sign-in redirect, callback URL)', key: 'redirect_uri' },
        { label: 'Scopes', key: 'scopes' },
      ],
    },
    {
      title: 'Claims',
      text: 'The ID token or the userinfo answer must carry email (verified), and should carry given_name and family_name. Give access to the people or groups who may sign in to ShelfScope.',
    },
    {
      title: 'Copy the credentials',
      text: 'Copy the issuer URL (the address before /.well-known/openid-configuration), the client ID and the client secret, and enter them below.',
    },
  ],
};
