import { useCallback, useState } from 'react';
import { authenticateEmailOtp, sendEmailOtp } from '../flows/email.js';
import { useAsyncAction } from '../hooks/use-async-action.js';
import { useNow } from '../hooks/use-now.js';
import { useResend } from '../hooks/use-resend.js';
import { BackButton } from '../ui/back-button.js';
import { CodeField } from '../ui/code-field.js';
import { Header } from '../ui/header.js';
import { formatRemaining } from '../ui/otp.js';
import { ResendLine } from '../ui/resend-line.js';
import { useWidget } from '../widget-context.js';

/** "Enter passcode": the 6-digit code, its countdown, and resend. */
export function EmailOtpEntryScreen() {
  const s = useWidget();
  const { t, state } = s;
  const email = state.formState.emailState.userSuppliedEmail;
  const expiration = state.formState.otpState.codeExpiration;
  const now = useNow(1000, expiration !== null);
  const [code, setCode] = useState('');
  const verify = useAsyncAction({ email, organizationName: state.flowState.organization?.organization_name });
  const resendAction = useAsyncAction({ email });
  const sendAgain = useCallback(async () => {
    setCode('');
    verify.setError(null);
    return resendAction.run(() => sendEmailOtp(s, email, true));
  }, [resendAction.run, verify.setError, s, email]);
  const { status, resend, canResend } = useResend(sendAgain);

  const submit = async (value: string) => {
    const ok = await verify.run(() => authenticateEmailOtp(s, value));
    if (!ok) setCode('');
  };

  const remaining = expiration === null ? 0 : expiration - now;
  const statusText = verify.pending
    ? t('verifyingPasscode')
    : remaining > 0
      ? t('codeExpiresIn', { timeRemaining: formatRemaining(remaining) })
      : t('codeExpired');
  const error = verify.error ?? resendAction.error;

  return (
    <div className="ssl-screen">
      <BackButton />
      <Header title={t('otpTitle')} description={t('otpDescription', { destination: email })} />
      <div className="ssl-stack">
        <CodeField
          label={t('otpInputLabel')}
          code={code}
          onChange={setCode}
          onComplete={(value) => void submit(value)}
          pending={verify.pending}
          verifyError={verify.error}
          statusText={statusText}
          error={error}
        />
      </div>
      <ResendLine status={status} disabled={!canResend} onResend={() => void resend()} />
    </div>
  );
}
