import { type FormEvent, useId, useMemo, useState } from 'react';
import { resetPassword } from '../flows/password-reset.js';
import { readResetEmail } from '../flows/reset-email.js';
import { useAsyncAction } from '../hooks/use-async-action.js';
import { useStrengthCheck } from '../hooks/use-strength-check.js';
import { strengthView } from '../state/strength-view.js';
import { Button } from '../ui/button.js';
import { EmailField } from '../ui/email-field.js';
import { ErrorText } from '../ui/error-text.js';
import { Header } from '../ui/header.js';
import { PasswordField } from '../ui/password-field.js';
import { StrengthMeter } from '../ui/strength-meter.js';
import { useWidget } from '../widget-context.js';

/** "Set a new password" with the live strength meter; Continue waits for the server's valid_password. */
export function PasswordResetFormScreen() {
  const s = useWidget();
  const { t, state, config } = s;
  const email = useMemo(
    () => readResetEmail(s.window, config.publicToken) || state.formState.passwordState.email,
    [s.window, config.publicToken, state.formState.passwordState.email],
  );
  const [password, setPassword] = useState('');
  const { result, isValid } = useStrengthCheck(password, email);
  const { run, pending, error } = useAsyncAction({ email });
  const meterId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isValid) void run(() => resetPassword(s, password));
  };
  return (
    <div className="ssl-screen">
      <Header title={t('setNewPasswordTitle')} />
      <form className="ssl-form" noValidate onSubmit={submit}>
        {email ? <EmailField value={email} readOnly /> : null}
        <PasswordField
          label={t('newPasswordLabel')}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          invalid={Boolean(error)}
          describedBy={meterId}
        />
        <StrengthMeter id={meterId} view={password && result ? strengthView(result) : null} />
        <ErrorText message={error} />
        <Button type="submit" disabled={!isValid || pending}>
          {t('continue')}
        </Button>
      </form>
    </div>
  );
}
