import { BackButton } from '../ui/back-button.js';
import { Header } from '../ui/header.js';
import { useWidget } from '../widget-context.js';
import { PasswordEmailStep } from './password-email-step.js';

/** The address step of password login, when "Use a password instead" was chosen before typing one. */
export function PasswordEmailFormScreen() {
  const { t } = useWidget();
  return (
    <div className="ssl-screen">
      <BackButton />
      <Header title={t('passwordLoginTitle')} />
      <PasswordEmailStep autoFocus />
    </div>
  );
}
