import { entraId } from './entra-id';
import { genericOidc } from './generic-oidc';
import { genericSaml } from './generic-saml';
import { googleWorkspace } from './google-workspace';
import { jumpcloud } from './jumpcloud';
import { okta } from './okta';
import { onelogin } from './onelogin';
import type { SsoGuide } from './types';

export type { GuideStep, GuideValue, SsoGuide } from './types';

/** Every provider's guide, in the order the picker lists them. */
export const SSO_GUIDES: readonly SsoGuide[] = [okta, entraId, googleWorkspace, onelogin, jumpcloud, genericSaml, genericOidc];
