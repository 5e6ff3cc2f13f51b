import { useCallback, useEffect, useRef, useState } from 'react';
import { authenticateSmsCode, sendSmsCode } from '../../flows/mfa.js';
import { useAsyncAction } from '../../hooks/use-async-action.js';
import { useNow } from '../../hooks/use-now.js';
import { useResend } from '../../hooks/use-resend.js';
import { CodeField } from '../../ui/code-field.js';
import { Header } from '../../ui/header.js';
import { formatRemaining } from '../../ui/otp.js';
import { ResendLine } from '../../ui/resend-line.js';
import { useWidget } from '../../widget-context.js';
import { PasskeySecondFactor } from './passkey-second-factor.js';

/**
 * SMSOTPEntry: the texted code, its two-minute countdown and resend. Opened with no code sent
 * yet (no expiration), it sends one itself, once. A member signing in (not enrolling a number)
 * may use a passkey instead where the organization allows it (PasskeySecondFactor).
 */
export function SmsOtpEntryScreen() {
  const s = useWidget();
  const { t, state } = s;
  const { codeExpiration, formattedDestination, isSending, sendError } = state.mfa.smsOtp;
  const now = useNow(1000, codeExpiration !== null);
  const [code, setCode] = useState('');
  const verify = useAsyncAction();
  const autoSent = useRef(false);

  useEffect(() => {
    if (codeExpiration !== null || autoSent.current) return;
    autoSent.current = true;
    void sendSmsCode(s).catch(() => undefined);
  }, [codeExpiration, s]);

  const sendAgain = useCallback(async () => {
    setCode('');
    verify.setError(null);
    return sendSmsCode(s, { isResend: true }).then(
      () => true,
      () => false,
    );
  }, [s, verify.setError]);
  const { status, resend, canResend } = useResend(sendAgain);

  const submit = async (value: string) => {
    const ok = await verify.run(() => authenticateSmsCode(s, value));
    if (!ok) setCode('');
  };

  const remaining = codeExpiration === null ? 0 : codeExpiration - now;
  const statusText = verify.pending
    ? t('verifyingPasscode')
    : codeExpiration === null || isSending
      ? t('sendingCode')
      : remaining > 0
        ? t('codeExpiresIn', { timeRemaining: formatRemaining(remaining) })
        : t('codeExpired');
  const destination = formattedDestination ?? state.mfa.primaryInfo?.memberPhoneNumber ?? '';

  return (
    <div className="ssl-screen">
      <Header title={t('smsEntryTitle')} description={t('smsEntryDescription', { destination })} />
      <div className="ssl-stack">
        <CodeField
          label={t('otpInputLabel')}
          code={code}
          onChange={setCode}
          onComplete={(value) => void submit(value)}
          pending={verify.pending}
          verifyError={verify.error}
          statusText={statusText}
          error={verify.error ?? (status === 'initial' ? sendError : null)}
        />
        {state.mfa.isEnrolling ? null : <PasskeySecondFactor />}
      </div>
      <ResendLine status={status} disabled={!canResend || isSending} onResend={() => void resend()} />
    </div>
  );
}
