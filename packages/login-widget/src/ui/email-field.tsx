import { useWidget } from '../widget-context.js';
import { TextField } from './text-field.js';

/** The email input: type email, required, autocomplete; read-only when the address is already known. */
export function EmailField({
  value,
  onChange,
  readOnly = false,
  invalid = false,
  errorId,
  autoFocus = false,
  webauthn = false,
}: {
  value: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  invalid?: boolean;
  errorId?: string;
  autoFocus?: boolean;
  /** Conditional UI: the browser's autofill offers passkeys too (`webauthn` must be the last token). */
  webauthn?: boolean;
}) {
  const { t } = useWidget();
  return (
    <TextField
      label={t('emailLabel')}
      type="email"
      name="email"
      autoComplete={webauthn ? 'email webauthn' : 'email'}
      required
      placeholder={t('emailPlaceholder')}
      value={value}
      readOnly={readOnly}
      invalid={invalid}
      errorId={errorId}
      autoFocus={autoFocus}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}

/** The email pattern of the password forms (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether an address looks like one. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
