import { passkeySecondFactor, webAuthnOf } from '../../flows/passkey.js';
import { useAsyncAction } from '../../hooks/use-async-action.js';
import { LinkButton } from '../../ui/button.js';
import { ErrorText } from '../../ui/error-text.js';
import { useWidget } from '../../widget-context.js';

/**
 * "Use a passkey" on the MFA screens: when the widget offers passkeys and the organization's
 * MFA methods do not leave them out (the server checks again, and whether the member has one).
 */
export function PasskeySecondFactor() {
  const s = useWidget();
  const { t, config, state } = s;
  const { run, pending, error } = useAsyncAction();
  const organization = state.flowState.organization;
  const restricted = organization?.mfa_methods === 'RESTRICTED';
  const allowed = !restricted || ((organization?.allowed_mfa_methods as string[] | undefined) ?? []).includes('passkey');
  if (!config.products.includes('passkeys') || !allowed || !webAuthnOf(s.window)) return null;
  return (
    <>
      <LinkButton disabled={pending} onClick={() => void run(() => passkeySecondFactor(s))}>
        {t('mfaUsePasskey')}
      </LinkButton>
      <ErrorText message={error} />
    </>
  );
}
