import { Fragment, Suspense } from 'react';
import type { Translate } from '../i18n/strings.js';
import { groupBlocks, type MethodBlock, methodBlocks } from '../state/method-blocks.js';
import type { WidgetState } from '../state/state.js';
import { Divider } from '../ui/divider.js';
import { Header } from '../ui/header.js';
import { useWidget } from '../widget-context.js';
import { lazyFederatedPart, lazyScreen } from './lazy.js';
import { EmailBlock } from './main-email-block.js';
import { OrganizationLoader } from './main-organization-loader.js';
import { PasswordEmailStep } from './password-email-step.js';

const OAuthButtons = lazyFederatedPart('OAuthButtons');
const SsoButtons = lazyFederatedPart('SsoButtons');
// Only with the `passkeys` product: the button and its ceremony are in the on-demand chunk.
const PasskeyButton = lazyScreen('PasskeyButton');

/** Main: the method blocks in product order, grouped, with "or" dividers (spec section 2, Main). */
export function MainScreen() {
  const { state, config, t } = useWidget();
  const { flowState, primary } = state;
  if (flowState.type === 'Organization' && !flowState.organization) return <OrganizationLoader />;
  const blocks = methodBlocks({
    products: config.products,
    flowType: flowState.type === 'PasswordReset' && !flowState.organization ? 'Discovery' : flowState.type,
    organization: flowState.organization,
    primaryAuthMethods: primary?.primaryAuthMethods ?? null,
    hasOAuthProviders: Boolean(config.oauthOptions?.providers?.length),
    ssoAvailable: true,
  });
  const needsVerification = primary !== null && !primary.emailVerified && blocks.length > 0;
  return (
    <div className="ssl-screen">
      <Header
        withLogos
        title={needsVerification ? t('verifyEmailTitle') : mainTitle(state, t)}
        description={needsVerification ? t('verifyEmailDescription') : undefined}
      />
      {/* Nothing until the SSO and OAuth chunk is in (a few ms): never "or" dividers with nothing between. */}
      <Suspense fallback={null}>
        {groupBlocks(blocks).map((group, i) => (
          <Fragment key={group.blocks.join()}>
            {i > 0 ? <Divider label={t('or')} /> : null}
            <div className="ssl-stack">
              {group.blocks.map((block) => (
                <Block key={block} block={block} />
              ))}
            </div>
          </Fragment>
        ))}
      </Suspense>
    </div>
  );
}

/** "Sign up or log in" (discovery), none (password reset), else "Continue to {organizationName}". */
export function mainTitle(state: WidgetState, t: Translate): string | undefined {
  const { type, organization } = state.flowState;
  if (type === 'PasswordReset') return undefined;
  if (type === 'Discovery') return t('mainTitleDiscovery');
  return organization?.organization_name
    ? t('mainTitleOrganization', { organizationName: organization.organization_name })
    : t('mainTitleOrganizationUnknown');
}

function Block({ block }: { block: MethodBlock }) {
  switch (block) {
    case 'emailForm':
    case 'emailDiscoveryForm':
      return <EmailBlock />;
    case 'emailPasswordCombined':
    case 'emailPasswordCombinedDiscovery':
      return <EmailBlock withPasswordOption />;
    case 'passwordEmailForm':
      return <PasswordEmailStep />;
    case 'oauthButtons':
      return <OAuthButtons />;
    case 'ssoButtons':
      return <SsoButtons />;
    case 'passkeys':
      return <PasskeyButton />;
  }
}
