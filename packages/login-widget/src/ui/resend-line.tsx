import type { ResendStatus } from '../hooks/use-resend.js';
import { useWidget } from '../widget-context.js';
import { LinkButton } from './button.js';

/** The resend control under a passcode (spec section 4): "Code sent" for 2 s, "Sending...", or the link. */
export function ResendLine({ status, disabled, onResend }: { status: ResendStatus; disabled: boolean; onResend: () => void }) {
  const { t } = useWidget();
  return (
    <p className="ssl-text ssl-muted ssl-small ssl-center">
      {status === 'sent' ? (
        <span role="status">{t('codeSent')}</span>
      ) : status === 'sending' ? (
        <span>{t('sendingCode')}</span>
      ) : (
        <>
          {t('didntGetIt')}{' '}
          <LinkButton disabled={disabled} onClick={onResend}>
            {t('resendCode')}
          </LinkButton>
        </>
      )}
    </p>
  );
}
