import { type FormEvent, useId, useState } from 'react';
import { submitEmail } from '../flows/email.js';
import { useAsyncAction } from '../hooks/use-async-action.js';
import { Button } from '../ui/button.js';
import { EmailField, isEmail } from '../ui/email-field.js';
import { ErrorText } from '../ui/error-text.js';
import { useWidget } from '../widget-context.js';

/**
 * Main's email form (organization or discovery). With passwords on too it is the combined
 * form: "Use a password instead" continues to the password screen with the address typed so far.
 */
export function EmailBlock({ withPasswordOption = false }: { withPasswordOption?: boolean }) {
  const s = useWidget();
  const { t, state, dispatch } = s;
  const knownEmail = state.primary?.email ?? '';
  const [email, setEmail] = useState(knownEmail || state.formState.emailState.userSuppliedEmail);
  const organizationName = state.flowState.organization?.organization_name;
  const { run, pending, error, setError } = useAsyncAction({ email, organizationName });
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmail(address)) {
      setError(t('invalidEmail'));
      return;
    }
    void run(() => submitEmail(s, address));
  };

  const usePassword = () => {
    const address = email.trim();
    if (isEmail(address)) dispatch({ type: 'use_password_auth', email: address });
    else dispatch({ type: 'transition', screen: 'PasswordEmailForm' });
  };

  return (
    <form className="ssl-form" noValidate onSubmit={submit}>
      <EmailField
        value={email}
        onChange={setEmail}
        readOnly={Boolean(knownEmail)}
        invalid={Boolean(error)}
        errorId={errorId}
        // Conditional UI (the passkey button runs it): the autofill offers passkeys too.
        webauthn={s.config.products.includes('passkeys')}
      />
      <ErrorText message={error} id={errorId} />
      <Button type="submit" disabled={pending}>
        {t('continue')}
      </Button>
      {withPasswordOption ? (
        <Button variant="secondary" onClick={usePassword} disabled={pending}>
          {t('usePasswordInstead')}
        </Button>
      ) : null}
    </form>
  );
}
