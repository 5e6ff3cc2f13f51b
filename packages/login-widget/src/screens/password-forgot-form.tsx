import { type FormEvent, useId, useState } from 'react';
import { startPasswordReset } from '../flows/password-reset.js';
import { useAsyncAction } from '../hooks/use-async-action.js';
import { BackButton } from '../ui/back-button.js';
import { Button } from '../ui/button.js';
import { EmailField, isEmail } from '../ui/email-field.js';
import { ErrorText } from '../ui/error-text.js';
import { Header } from '../ui/header.js';
import { useWidget } from '../widget-context.js';

/** "Check your email for help signing in!": the address to send a reset (or verification) link to. */
export function PasswordForgotFormScreen() {
  const s = useWidget();
  const { t, state } = s;
  const [email, setEmail] = useState(state.formState.passwordState.email);
  const isDiscovery = state.flowState.type === 'Discovery' || !state.flowState.organization;
  const { run, pending, error, setError } = useAsyncAction({
    email: email.trim(),
    organizationName: state.flowState.organization?.organization_name,
    isPasswordReset: true,
  });
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmail(address)) {
      setError(t('invalidEmail'));
      return;
    }
    void run(() => startPasswordReset(s, address));
  };
  return (
    <div className="ssl-screen">
      <BackButton />
      <Header
        title={t('forgotTitle')}
        description={isDiscovery ? t('forgotDescriptionDiscovery') : t('forgotDescriptionOrganization')}
      />
      <form className="ssl-form" noValidate onSubmit={submit}>
        <EmailField value={email} onChange={setEmail} invalid={Boolean(error)} errorId={errorId} autoFocus={!email} />
        <ErrorText message={error} id={errorId} />
        <Button type="submit" disabled={pending}>
          {t('continue')}
        </Button>
      </form>
    </div>
  );
}
