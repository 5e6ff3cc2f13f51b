import { startPasswordReset } from '../flows/password-reset.js';
import { useAsyncAction } from '../hooks/use-async-action.js';
import { BackButton } from '../ui/back-button.js';
import { LinkButton } from '../ui/button.js';
import { ErrorText } from '../ui/error-text.js';
import { Header } from '../ui/header.js';
import { useWidget } from '../widget-context.js';

/** A reset or verification link went out: the address, and "Resend email" (toast "Email resent"). */
function ResetSent({ variant }: { variant: 'reset' | 'verify' }) {
  const s = useWidget();
  const { t, state } = s;
  const email = state.formState.passwordState.email;
  const { run, pending, error } = useAsyncAction({
    email,
    organizationName: state.flowState.organization?.organization_name,
    isPasswordReset: true,
  });
  return (
    <div className="ssl-screen">
      <BackButton />
      <Header
        title={variant === 'reset' ? t('resetSentTitle') : t('verifyFirstTitle')}
        description={variant === 'reset' ? t('resetSentDescription', { email }) : t('verifyFirstDescription', { email })}
      />
      <ErrorText message={error} />
      <p className="ssl-text ssl-muted ssl-center ssl-small">
        {t('didntGetIt')}{' '}
        <LinkButton disabled={pending} onClick={() => void run(() => startPasswordReset(s, email, true))}>
          {t('resendEmail')}
        </LinkButton>
      </p>
    </div>
  );
}

/** "Check your email!" after a reset email. */
export function PasswordSetNewConfirmationScreen() {
  return <ResetSent variant="reset" />;
}

/** "Verify your email first." when the address is not verified yet. */
export function PasswordResetVerifyConfirmationScreen() {
  return <ResetSent variant="verify" />;
}
