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
}: {
  value: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  invalid?: boolean;
  errorId?: string;
  autoFocus?: boolean;
}) {
  const { t } = useWidget();
  return (
    <TextField
      label={t('emailLabel')}
      type="email"
      name="email"
      autoComplete="email"
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
