import { type FormEvent, useId, useState } from 'react';
import { continueWithPasswordEmail } from '../flows/passwords.js';
import { useAsyncAction } from '../hooks/use-async-action.js';
import { Button } from '../ui/button.js';
import { EmailField, isEmail } from '../ui/email-field.js';
import { ErrorText } from '../ui/error-text.js';
import { useWidget } from '../widget-context.js';

/**
 * The address step of password login (Main's password-only form and the PasswordEmailForm
 * screen). In an organization it first asks whether the address is a member: a member goes on
 * to the password screen, anyone else to the non-member reset (spec sections 4 and 5).
 */
export function PasswordEmailStep({ autoFocus = false }: { autoFocus?: boolean }) {
  const s = useWidget();
  const { t, state } = s;
  const knownEmail = state.primary?.email ?? '';
  const [email, setEmail] = useState(knownEmail || state.formState.passwordState.email);
  const { run, pending, error, setError } = useAsyncAction({
    email: email.trim(),
    organizationName: state.flowState.organization?.organization_name,
  });
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (isEmail(address)) void run(() => continueWithPasswordEmail(s, address));
    else setError(t('invalidEmail'));
  };
  return (
    <form className="ssl-form" noValidate onSubmit={submit}>
      <EmailField
        value={email}
        onChange={setEmail}
        readOnly={Boolean(knownEmail)}
        invalid={Boolean(error)}
        errorId={errorId}
        autoFocus={autoFocus}
      />
      <ErrorText message={error} id={errorId} />
      <Button type="submit" disabled={pending}>
        {t('continue')}
      </Button>
    </form>
  );
}
