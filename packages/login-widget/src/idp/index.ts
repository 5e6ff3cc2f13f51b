// The identity-provider consent and logout screens (IDPConsent), their flows and texts: one
// chunk loaded only on a page whose address asks for them (url/idp-params.ts, screens/registry.ts).
import { enIdp } from '../i18n/en-idp.js';
import { registerOnDemandTexts } from '../i18n/strings.js';

registerOnDemandTexts(enIdp);

export { IDPConsentScreen, type IdpView, type SetView, startIdp } from './screens.js';
