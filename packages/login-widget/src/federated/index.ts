// The SSO and OAuth parts of the widget, one chunk loaded on first use (screens/registry.ts,
// screens/main.tsx, flows/token-callback.ts, flows/discovery.ts): Main's OAuth and SSO blocks,
// the SSO discovery screens, the redirects and the token callback of a redirect back. A widget
// without the oauth and sso products never loads it. Its texts and styles come along.
import { enFederated } from '../i18n/en-federated.js';
import { registerOnDemandTexts } from '../i18n/strings.js';
import { addStyles } from '../theme/styles.js';
import { ORG_LIST_STYLES } from '../theme/styles-org-list.js';

registerOnDemandTexts(enFederated);
addStyles(ORG_LIST_STYLES);

export { authenticateFederatedToken, startSso } from './flows.js';
export {
  OAuthButtons,
  SSODiscoveryEmailScreen,
  SSODiscoveryFallbackScreen,
  SSODiscoveryMenuScreen,
  SsoButtons,
} from './screens.js';
