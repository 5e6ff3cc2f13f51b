import { useEffect, useState } from 'react';
import { authenticateTotp, createTotp } from '../../flows/mfa.js';
import { useAsyncAction } from '../../hooks/use-async-action.js';
import { canSwitchToSms } from '../../state/mfa.js';
import { Button, LinkButton } from '../../ui/button.js';
import { CodeField } from '../../ui/code-field.js';
import { Header } from '../../ui/header.js';
import { Spinner } from '../../ui/spinner.js';
import { useWidget } from '../../widget-context.js';
import { copyText } from './clipboard.js';
import { PasskeySecondFactor } from './passkey-second-factor.js';

/** The manual-entry form of a secret: groups of 4 lowercase characters (spec section 2). */
export function groupSecret(secret: string): string {
  return (secret.toLowerCase().match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * Creates the registration once when an enrolment screen opens: while enrolling, with none yet,
 * none being created and no earlier failure (spec section 4).
 */
function useTotpEnrollment() {
  const s = useWidget();
  const { isEnrolling, totp } = s.state.mfa;
  const shouldCreate = isEnrolling && !totp.enrollment && !totp.isCreating && !totp.createError;
  useEffect(() => {
    if (shouldCreate) void createTotp(s);
  }, [shouldCreate, s]);
  return totp.enrollment;
}

/** TOTPEnrollmentQRCode: the QR code, 'Having trouble scanning?' and Continue. */
export function TotpEnrollmentQrCodeScreen() {
  const { t, dispatch } = useWidget();
  const enrollment = useTotpEnrollment();
  return (
    <div className="ssl-screen">
      <Header title={t('totpQrTitle')} />
      {enrollment ? (
        <div className="ssl-stack">
          <img className="ssl-qr" src={enrollment.qrCode} alt={t('totpQrAlt')} width={200} height={200} />
          <LinkButton onClick={() => dispatch({ type: 'totp_show_code', method: 'manual' })}>
            {t('totpTroubleScanning')}
          </LinkButton>
          <Button onClick={() => dispatch({ type: 'totp_continue' })}>{t('continue')}</Button>
        </div>
      ) : (
        <Spinner label={t('loading')} />
      )}
    </div>
  );
}

/** TOTPEnrollmentManual: the secret in groups of four, click to copy, back to the QR code, Continue. */
export function TotpEnrollmentManualScreen() {
  const s = useWidget();
  const { t, dispatch } = s;
  const enrollment = useTotpEnrollment();
  const secret = enrollment?.secret ?? '';
  return (
    <div className="ssl-screen">
      <Header title={t('totpManualTitle')} description={t('totpManualDescription')} />
      <div className="ssl-stack">
        <button
          type="button"
          className="ssl-code-block"
          title={t('codeCopied')}
          onClick={() => void copyText(s, secret.toLowerCase(), { ok: 'codeCopied', failed: 'codeCopyFailed' })}
        >
          {groupSecret(secret)}
        </button>
        <LinkButton onClick={() => dispatch({ type: 'totp_show_code', method: 'qr' })}>{t('totpScanAgain')}</LinkButton>
        <Button onClick={() => dispatch({ type: 'totp_continue' })}>{t('continue')}</Button>
      </div>
    </div>
  );
}

/** TOTPEntry: the 6-digit code; a backup code instead; 'Text me a code instead' when allowed. */
export function TotpEntryScreen() {
  const s = useWidget();
  const { t, state, dispatch } = s;
  const [code, setCode] = useState('');
  const verify = useAsyncAction();
  const submit = async (value: string) => {
    const ok = await verify.run(() => authenticateTotp(s, value));
    if (!ok) setCode('');
  };
  return (
    <div className="ssl-screen">
      <Header title={t('totpEntryTitle')} description={t('totpEntryDescription')} />
      <div className="ssl-stack">
        <CodeField
          label={t('totpInputLabel')}
          code={code}
          onChange={setCode}
          onComplete={(value) => void submit(value)}
          pending={verify.pending}
          verifyError={verify.error}
          statusText={verify.pending ? t('verifyingPasscode') : null}
        />
        {state.mfa.isEnrolling ? null : (
          <LinkButton onClick={() => dispatch({ type: 'mfa_use_recovery_code' })}>{t('useBackupCode')}</LinkButton>
        )}
        {canSwitchToSms(state.mfa) ? (
          <LinkButton onClick={() => dispatch({ type: 'mfa_switch_to_sms' })}>{t('textMeInstead')}</LinkButton>
        ) : null}
        {state.mfa.isEnrolling ? null : <PasskeySecondFactor />}
      </div>
    </div>
  );
}
