import type { StringKey } from '../i18n/en.js';
import type { ErrorType } from '../state/screens.js';
import { Button } from '../ui/button.js';
import { Header } from '../ui/header.js';
import { useWidget } from '../widget-context.js';

const TEXTS: Record<ErrorType, { title: StringKey; text: StringKey }> = {
  Default: { title: 'errorTitle', text: 'errorDefault' },
  EmailMagicLink: { title: 'errorTitle', text: 'errorEmailMagicLink' },
  Organization: { title: 'errorOrganizationTitle', text: 'errorOrganization' },
  CannotJoinOrgDueToAuthPolicy: { title: 'errorTitle', text: 'errorCannotJoin' },
  AdBlockerDetected: { title: 'errorTitle', text: 'errorAdBlocker' },
  OrganizationDiscoveryClaimedDomain: { title: 'errorTitle', text: 'errorClaimedDomain' },
};

/** The Error screen; a way back to Main only when the error allows it. */
export function ErrorScreen() {
  const { t, state, dispatch } = useWidget();
  const error = state.error ?? { type: 'Default' as const, canGoBack: true };
  const texts = TEXTS[error.type];
  const organizationName = state.flowState.organization?.organization_name ?? '';
  return (
    <div className="ssl-screen" role="alert">
      <Header title={t(texts.title)} description={t(texts.text, { organizationName })} />
      {error.canGoBack ? (
        <Button variant="secondary" onClick={() => dispatch({ type: 'go_to_main' })}>
          {t('goBack')}
        </Button>
      ) : null}
    </div>
  );
}
