import { type FormEvent, useId, useState } from 'react';
import { acknowledgeRecoveryCodes, recoverWithCode } from '../../flows/mfa.js';
import { useAsyncAction } from '../../hooks/use-async-action.js';
import { BackButton } from '../../ui/back-button.js';
import { Button } from '../../ui/button.js';
import { ErrorText } from '../../ui/error-text.js';
import { Header } from '../../ui/header.js';
import { TextField } from '../../ui/text-field.js';
import { useWidget } from '../../widget-context.js';
import { copyText } from './clipboard.js';

/** RecoveryCodeEntry: "Enter backup code" (required; Continue disabled while empty). */
export function RecoveryCodeEntryScreen() {
  const s = useWidget();
  const { t } = s;
  const [code, setCode] = useState('');
  const errorId = useId();
  const { run, pending, error } = useAsyncAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => recoverWithCode(s, code));
  };
  return (
    <div className="ssl-screen">
      <BackButton />
      <Header title={t('recoveryEntryTitle')} />
      <form className="ssl-form" onSubmit={submit} noValidate>
        <TextField
          label={t('recoveryCodeLabel')}
          value={code}
          required
          autoComplete="one-time-code"
          spellCheck={false}
          onChange={(e) => setCode(e.target.value)}
          invalid={Boolean(error)}
          errorId={errorId}
        />
        <ErrorText message={error} id={errorId} />
        <Button type="submit" disabled={pending || code.trim() === ''}>
          {t('continue')}
        </Button>
      </form>
    </div>
  );
}

/** The download's name: the organization's name plus "-backup-codes.txt", or backup-codes.txt. */
export function backupCodesFileName(organizationName: string | undefined): string {
  return organizationName ? `${organizationName}-backup-codes.txt` : 'backup-codes.txt';
}

/** RecoveryCodeSave: "Save your backup codes!" with copy, download and Done. */
export function RecoveryCodeSaveScreen() {
  const s = useWidget();
  const { t, state } = s;
  const codes = state.mfa.totp.enrollment?.recoveryCodes ?? [];
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = s.window.document.createElement('a');
    link.href = url;
    link.download = backupCodesFileName(state.flowState.organization?.organization_name);
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <div className="ssl-screen">
      <Header title={t('recoverySaveTitle')} description={t('recoverySaveDescription')} />
      <div className="ssl-stack">
        <ul className="ssl-code-list" aria-label={t('recoveryCodeLabel')}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div className="ssl-row">
          <Button variant="secondary" onClick={() => void copyText(s, text, { ok: 'copied', failed: 'copyFailed' })}>
            {t('copyCodes')}
          </Button>
          <Button variant="secondary" onClick={download}>
            {t('downloadCodes')}
          </Button>
        </div>
        <Button onClick={() => acknowledgeRecoveryCodes(s)}>{t('done')}</Button>
      </div>
    </div>
  );
}
