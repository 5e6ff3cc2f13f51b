import { useEffect } from 'react';
import { signInWithPasskey, startPasskeyAutofill, webAuthnOf } from '../flows/passkey.js';
import { useAsyncAction } from '../hooks/use-async-action.js';
import { Button } from '../ui/button.js';
import { ErrorText } from '../ui/error-text.js';
import { useWidget } from '../widget-context.js';

/**
 * Main's "Sign in with a passkey": a discoverable passkey, no email typed. In the on-demand chunk
 * with the ceremony code (@simplewebauthn/browser): Main shows it once that chunk is in. While it
 * is shown (Main, an organization that allows passkeys) it also runs conditional UI for the email
 * field (its autocomplete says `webauthn`).
 */
export function PasskeyButton() {
  const s = useWidget();
  const { run, pending, error } = useAsyncAction();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one autofill ceremony while Main is shown
  useEffect(() => (s.state.primary?.email ? undefined : startPasskeyAutofill(s)), []);
  if (!webAuthnOf(s.window)) return null;
  return (
    <>
      <Button variant="secondary" disabled={pending} onClick={() => void run(() => signInWithPasskey(s))}>
        {s.t('signInWithPasskey')}
      </Button>
      <ErrorText message={error} />
    </>
  );
}
