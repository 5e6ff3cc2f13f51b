import { sendEmailOtp, sendMagicLink } from '../flows/email.js';
import { useAsyncAction } from '../hooks/use-async-action.js';
import { BackButton } from '../ui/back-button.js';
import { Button } from '../ui/button.js';
import { ErrorText } from '../ui/error-text.js';
import { Header } from '../ui/header.js';
import { useWidget } from '../widget-context.js';

/** Both email products on: a link or a code. */
export function EmailMethodSelectionScreen() {
  const s = useWidget();
  const email = s.state.formState.emailState.userSuppliedEmail;
  const { run, pending, error } = useAsyncAction({ email, organizationName: s.state.flowState.organization?.organization_name });
  return (
    <div className="ssl-screen">
      <BackButton />
      <Header title={s.t('emailMethodSelectionTitle')} />
      <div className="ssl-stack">
        <Button disabled={pending} onClick={() => void run(() => sendMagicLink(s, email))}>
          {s.t('emailMeLink')}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={() => void run(() => sendEmailOtp(s, email))}>
          {s.t('emailMeCode')}
        </Button>
      </div>
      <ErrorText message={error} />
    </div>
  );
}
