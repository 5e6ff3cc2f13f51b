import { type FormEvent, useId, useState } from 'react';
import { authenticatePassword } from '../flows/passwords.js';
import { useAsyncAction } from '../hooks/use-async-action.js';
import { BackButton } from '../ui/back-button.js';
import { Button, LinkButton } from '../ui/button.js';
import { EmailField, isEmail } from '../ui/email-field.js';
import { ErrorText } from '../ui/error-text.js';
import { Header } from '../ui/header.js';
import { PasswordField } from '../ui/password-field.js';
import { useWidget } from '../widget-context.js';

/** "Log in with email and password", with the way to sign up or reset. */
export function PasswordAuthenticateScreen() {
  const s = useWidget();
  const { t, state, dispatch } = s;
  const [email, setEmail] = useState(state.formState.passwordState.email || state.formState.emailState.userSuppliedEmail);
  const [password, setPassword] = useState('');
  const { run, pending, error, setError } = useAsyncAction({
    email,
    organizationName: state.flowState.organization?.organization_name,
  });
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmail(address)) return setError(t('invalidEmail'));
    if (!password) return setError(null);
    void run(() => authenticatePassword(s, address, password));
  };

  const forgot = () => {
    dispatch({ type: 'set_password_email', email: email.trim() });
    dispatch({ type: 'transition', screen: 'PasswordForgotForm' });
  };

  return (
    <div className="ssl-screen">
      <BackButton />
      <Header title={t('passwordLoginTitle')} />
      <form className="ssl-form" noValidate onSubmit={submit}>
        <EmailField value={email} onChange={setEmail} invalid={Boolean(error)} errorId={errorId} autoFocus={!email} />
        <PasswordField
          label={t('passwordLabel')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
        <ErrorText message={error} id={errorId} />
        <Button type="submit" disabled={pending || !password}>
          {t('continue')}
        </Button>
      </form>
      <p className="ssl-text ssl-center ssl-small">
        <LinkButton onClick={forgot}>{t('signUpOrResetPassword')}</LinkButton>
      </p>
    </div>
  );
}
